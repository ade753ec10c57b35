#version 450
#extension GL_GOOGLE_include_directive : require
// out = W x (+ bias) on the packed GGUF blocks, for any weight type (specialization constant TYPE).
// One workgroup per output row; its invocations take 32-value chunks of the row (dq32 decodes them;
// the last values of an F32/F16/BF16 row of any length one at a time) and the partial sums are
// reduced over the workgroup.
//  - plain matrices: workgroup y is a tile of up to MAX_TOK tokens, so each decoded chunk is used
//    for every token of the tile (prompt batches read the weights once per tile, not per token);
//  - expert mode (n_used > 0): workgroup y is a (token, slot) pair; the expert id comes from the
//    router's GPU buffer and its place in device memory from slot_of (experts not on the GPU have
//    -1: the CPU computes them); a part of a split expert tensor skips pairs it does not hold.
#include "common.glsl"

layout(constant_id = 0) const uint TYPE = 0;
layout(std430, binding = 0) readonly buffer WBuf { uint8_t wb[]; };
layout(std430, binding = 7) readonly buffer GridBuf { uint grid[]; };
#include "dequant.glsl"

layout(std430, binding = 1) readonly buffer XB { float xb[]; };
layout(std430, binding = 2) writeonly buffer OB { float ob[]; };
layout(std430, binding = 3) readonly buffer Ids { int ids[]; };
layout(std430, binding = 4) readonly buffer Bias { float bias[]; };
layout(std430, binding = 5) readonly buffer Slots { int slot_of[]; }; // expert -> device slot, or -1

layout(push_constant) uniform PC {
    uint n_in, row_bytes;
    uint row_base;          // first row of this dispatch (large matrices take several)
    uint part_r0;           // plain: first row held by the bound part of W
    uint e0, e1, ex_rows;   // expert mode: device slots [e0, e1) held by the bound part, rows per expert
    uint n_used;            // 0: plain; else experts per token
    uint n_tok;
    uint x_off, x_stride, x_slot_stride;
    uint o_off, o_stride;
    uint has_bias;
} pc;

const uint MAX_TOK = 8;

void main() {
    const uint row = pc.row_base + gl_WorkGroupID.x, tid = gl_LocalInvocationID.x;
    uint row_byte, x0, o0, nt, bias_i;
    if (pc.n_used > 0) {
        const uint p = gl_WorkGroupID.y, t = p / pc.n_used, slot = p % pc.n_used;
        const uint e = uint(ids[p]);
        const int s = slot_of[e];
        if (s < int(pc.e0) || s >= int(pc.e1)) return; // the whole workgroup leaves together
        row_byte = ((uint(s) - pc.e0) * pc.ex_rows + row) * pc.row_bytes;
        x0 = pc.x_off + t * pc.x_stride + slot * pc.x_slot_stride;
        o0 = pc.o_off + p * pc.o_stride + row;
        bias_i = e * pc.ex_rows + row;
        nt = 1;
    } else {
        const uint t0 = gl_WorkGroupID.y * MAX_TOK;
        row_byte = (row - pc.part_r0) * pc.row_bytes;
        x0 = pc.x_off + t0 * pc.x_stride;
        o0 = pc.o_off + t0 * pc.o_stride + row;
        bias_i = row;
        nt = min(MAX_TOK, pc.n_tok - t0);
    }
    float acc[MAX_TOK];
    for (uint k = 0; k < MAX_TOK; k++) acc[k] = 0.0;
    float v[32];
    for (uint c = tid; c < pc.n_in / 32; c += WG_SIZE) {
        dq32(row_byte, c * 32, v);
        for (uint k = 0; k < nt; k++) {
            const uint xb0 = x0 + k * pc.x_stride + c * 32;
            float s = 0.0;
            for (uint i = 0; i < 32; i++) s += v[i] * xb[xb0 + i];
            acc[k] += s;
        }
    }
    // rows of one-value-per-block types (F32, F16, BF16) may end in a partial chunk
    for (uint i = pc.n_in / 32 * 32 + tid; i < pc.n_in; i += WG_SIZE) {
        const float w = dq1(row_byte, i);
        for (uint k = 0; k < nt; k++) acc[k] += w * xb[x0 + k * pc.x_stride + i];
    }
    for (uint k = 0; k < nt; k++) { // nt is the same for the whole workgroup
        const float s = wg_sum(acc[k]);
        if (tid == 0) ob[o0 + k * pc.o_stride] = pc.has_bias != 0 ? s + bias[bias_i] : s;
    }
}
