#version 450
#extension GL_GOOGLE_include_directive : require
// Depthwise causal conv of the recurrent layers (ggml_ssm_conv), one invocation per channel walking
// the batch's tokens in order: out[t][j] = silu(sum_k window[t + k][j] * w[j][k] + bias[j]), the
// window being the d_conv - 1 rows kept in the state, then the inputs; the state then keeps the
// last d_conv - 1 inputs. The tokens are rows t0.. of the batch (a batch of sequences steps each
// sequence's state with its own token).
#include "common.glsl"

layout(std430, binding = 1) readonly buffer In { float xin[]; };
layout(std430, binding = 2) writeonly buffer Out { float xout[]; };
layout(std430, binding = 3) buffer State { float state[]; };    // [d_conv - 1][ch]
layout(std430, binding = 4) readonly buffer Wt { float w[]; };    // [ch][d_conv]
layout(std430, binding = 5) readonly buffer Bias { float bias[]; };

layout(push_constant) uniform PC { uint ch, n_tok, in_off, in_stride, d_conv, has_bias, t0; } pc;

float window(uint idx, uint j) { // row idx of [state | inputs]
    const uint H = pc.d_conv - 1;
    return idx < H ? state[idx * pc.ch + j] : xin[pc.in_off + (pc.t0 + idx - H) * pc.in_stride + j];
}

void main() {
    const uint j = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (j >= pc.ch) return;
    const uint K = pc.d_conv, H = K - 1;
    for (uint t = 0; t < pc.n_tok; t++) {
        float sum = 0.0;
        for (uint k = 0; k < K; k++) sum += window(t + k, j) * w[j * K + k];
        if (pc.has_bias != 0) sum += bias[j];
        xout[(pc.t0 + t) * pc.ch + j] = sum / (1.0 + exp(-sum));
    }
    for (uint r = 0; r < H; r++) state[r * pc.ch + j] = window(pc.n_tok + r, j); // reads rows not yet replaced
}
