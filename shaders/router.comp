#version 450
#extension GL_GOOGLE_include_directive : require
// Expert choice for each token (one workgroup per token), as the CPU path's route_token: scores
// (softmax or sigmoid of the router logits), an optional bias used only to choose, group-limited
// choice, top k (ties: lower expert id), weights from the unbiased scores, renormalised and scaled;
// or gpt-oss's top k of the raw logits and a softmax over those k. The chosen ids and weights stay
// in GPU buffers for the expert products: routing is never read back between layers.
// The invocations share the experts and meet in shared memory for each choice; per-invocation
// arrays indexed in loops are avoided on purpose (RADV's compiler did not finish with them).
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Logits { float logits[]; };  // [n_tok][n_expert]
layout(std430, binding = 2) coherent buffer Scratch { float scratch[]; }; // [n_tok][2 * n_expert]
layout(std430, binding = 3) writeonly buffer Ids { int ids[]; };        // [n_tok][k]
layout(std430, binding = 4) readonly buffer Bias { float sel_bias[]; }; // [n_expert]
layout(std430, binding = 5) writeonly buffer W { float wout[]; };       // [n_tok][k]

layout(push_constant) uniform PC {
    uint n_tok, n_expert, k, gating, renorm, n_group, n_group_used, has_bias;
    float scale;
} pc;

const uint GATE_SOFTMAX = 1, GATE_SIGMOID = 2, GATE_TOPK_SOFTMAX = 3, MAX_K = 64, MAX_GROUPS = 64, NONE = 0xFFFFFFFFu;
const float NEG_INF = -1.0 / 0.0;

shared int chosen[MAX_K];
shared float chosen_w[MAX_K];
shared float group_score[MAX_GROUPS];
shared bool group_kept[MAX_GROUPS];
shared float best_v[WG_SIZE];
shared uint best_e[WG_SIZE];

bool better(float v, uint e, float bv, uint be) { return v > bv || (v == bv && e < be); }

// The sum of the two best choice scores of each group; the n_group_used best groups are kept
// (ties: lower group id) and the others' experts can no longer be chosen.
void mask_groups(uint ch, uint lid) {
    const uint G = pc.n_group, per = pc.n_expert / G;
    for (uint g = lid; g < G; g += WG_SIZE) {
        float a = NEG_INF, b = NEG_INF;
        for (uint e = g * per; e < (g + 1) * per; e++) {
            const float v = scratch[ch + e];
            if (v > a) { b = a; a = v; } else if (v > b) b = v;
        }
        group_score[g] = a + b;
    }
    barrier();
    for (uint g = lid; g < G; g += WG_SIZE) {
        uint rank = 0;
        for (uint h = 0; h < G; h++) rank += better(group_score[h], h, group_score[g], g) ? 1 : 0;
        group_kept[g] = rank < pc.n_group_used;
    }
    barrier();
    for (uint e = lid; e < pc.n_expert; e += WG_SIZE)
        if (!group_kept[e / per]) scratch[ch + e] = NEG_INF;
    memoryBarrierBuffer();
    barrier();
}

// The best choice score among the experts not chosen yet, over the workgroup.
uint choose(uint ch, uint lid, uint n_chosen) {
    float bv = NEG_INF;
    uint be = NONE;
    for (uint e = lid; e < pc.n_expert; e += WG_SIZE) {
        bool taken = false;
        for (uint j = 0; j < n_chosen; j++) taken = taken || chosen[j] == int(e);
        const float v = scratch[ch + e];
        if (!taken && better(v, e, bv, be)) { bv = v; be = e; }
    }
    best_v[lid] = bv;
    best_e[lid] = be;
    barrier();
    for (uint w = WG_SIZE / 2; w > 0; w >>= 1) { // WG_SIZE is a power of two (moe.c checks)
        if (lid < w && better(best_v[lid + w], best_e[lid + w], best_v[lid], best_e[lid])) {
            best_v[lid] = best_v[lid + w];
            best_e[lid] = best_e[lid + w];
        }
        barrier();
    }
    const uint e = best_e[0];
    barrier();
    return e;
}

void main() {
    const uint t = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
    if (t >= pc.n_tok) return; // the whole workgroup
    const uint X = pc.n_expert, K = pc.k, sc = t * 2 * X, ch = sc + X, lid = gl_LocalInvocationID.x;
    float mx = NEG_INF, sum = 0.0;
    for (uint e = lid; e < X; e += WG_SIZE) mx = max(mx, logits[t * X + e]);
    if (pc.gating == GATE_SOFTMAX) mx = wg_max(mx);
    for (uint e = lid; e < X; e += WG_SIZE) {
        float v = logits[t * X + e];
        if (pc.gating == GATE_SOFTMAX) { v = exp(v - mx); sum += v; }
        else if (pc.gating == GATE_SIGMOID) v = 1.0 / (1.0 + exp(-v));
        scratch[sc + e] = v;
    }
    if (pc.gating == GATE_SOFTMAX) {
        const float inv = 1.0 / wg_sum(sum);
        for (uint e = lid; e < X; e += WG_SIZE) scratch[sc + e] *= inv;
    }
    for (uint e = lid; e < X; e += WG_SIZE) scratch[ch + e] = scratch[sc + e] + (pc.has_bias != 0 ? sel_bias[e] : 0.0);
    memoryBarrierBuffer();
    barrier();
    if (pc.n_group > 1) mask_groups(ch, lid);
    for (uint i = 0; i < K; i++) {
        const uint e = choose(ch, lid, i);
        if (lid == 0) { chosen[i] = int(e); chosen_w[i] = scratch[sc + e]; }
        barrier();
    }
    if (lid != 0) return;
    if (pc.gating == GATE_TOPK_SOFTMAX) {
        float m = NEG_INF, s = 0.0;
        for (uint i = 0; i < K; i++) m = max(m, chosen_w[i]);
        for (uint i = 0; i < K; i++) { chosen_w[i] = exp(chosen_w[i] - m); s += chosen_w[i]; }
        for (uint i = 0; i < K; i++) chosen_w[i] *= 1.0 / s;
    }
    float norm = 1.0;
    if (pc.renorm != 0) {
        float s = 0.0;
        for (uint i = 0; i < K; i++) s += chosen_w[i];
        norm = max(s, 6.103515625e-5);
    }
    for (uint i = 0; i < K; i++) { ids[t * K + i] = chosen[i]; wout[t * K + i] = chosen_w[i] / norm * pc.scale; }
}
