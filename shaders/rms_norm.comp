#version 450
#extension GL_GOOGLE_include_directive : require
// RMS norm of rows, one workgroup per row: dst = src * 1/sqrt(mean(src^2) + eps) * weight.
// Per-head norms (q/k norm) pass rows of head_dim with a weight of head_dim; in place is allowed.
// l2 mode (DeltaNet q and k): dst = src / max(||src||, eps), times post_scale for the first
// post_rows rows of each group.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Src { float src[]; };
layout(std430, binding = 2) writeonly buffer Dst { float dst[]; };
layout(std430, binding = 4) readonly buffer Wt { float weight[]; };

layout(push_constant) uniform PC {
    uint n;            // values per row
    uint src_off, src_stride, dst_off, dst_stride; // floats
    uint rows_per_group, group_stride; // row r = (r / rows_per_group) * group_stride + (r % rows_per_group) * n
    uint has_weight;
    float eps;
    uint l2, post_rows;
    float post_scale;
    uint w_grouped;    // the weight has one row of n per row of the group (Mamba-2's grouped norm)
} pc;

void main() {
    const uint r = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
    const uint row = (r / pc.rows_per_group) * pc.group_stride + (r % pc.rows_per_group) * pc.n;
    const uint s0 = pc.src_off + row, d0 = pc.dst_off + row;
    float sum = 0.0;
    for (uint i = gl_LocalInvocationID.x; i < pc.n; i += WG_SIZE) sum += src[s0 + i] * src[s0 + i];
    sum = wg_sum(sum);
    float scale = pc.l2 != 0 ? 1.0 / max(sqrt(sum), pc.eps) : 1.0 / sqrt(sum / float(pc.n) + pc.eps);
    if (pc.l2 != 0 && r % pc.rows_per_group < pc.post_rows) scale *= pc.post_scale;
    for (uint i = gl_LocalInvocationID.x; i < pc.n; i += WG_SIZE) {
        const float v = src[s0 + i] * scale;
        const uint wi = pc.w_grouped != 0 ? (r % pc.rows_per_group) * pc.n + i : i;
        dst[d0 + i] = pc.has_weight != 0 ? v * weight[wi] : v;
    }
}
