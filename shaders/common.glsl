// common.glsl: what every moe compute shader shares. Bindings follow one descriptor-set layout of
// eight storage buffers (moe.c: VK_BINDINGS); each shader names the ones it reads:
//   0 weights (raw GGUF blocks)  1 source rows  2 destination rows  3-5 per-shader extras
//   6 step parameters (n_past: read at run time so a recorded decode step can be replayed)
//   7 lookup grids of the I-quants
// The workgroup size is specialization constant 1, never assumed; reductions use subgroup
// arithmetic when the shader is compiled with USE_SUBGROUP (a separate SPIR-V module, because a
// device without the capability must not even load it) and shared memory otherwise.
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#ifdef USE_SUBGROUP
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#endif

layout(constant_id = 1) const uint WG_SIZE = 64;
layout(local_size_x_id = 1, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 6) readonly buffer StepBuf { uint step_n_past; };

// Sum of one float per invocation over the workgroup; every invocation gets the total.
shared float wg_red[WG_SIZE];
float wg_sum(float v) {
#ifdef USE_SUBGROUP
    v = subgroupAdd(v);
    if (subgroupElect()) wg_red[gl_SubgroupID] = v;
    barrier();
    float s = 0.0;
    for (uint i = 0; i < gl_NumSubgroups; i++) s += wg_red[i];
    barrier();
    return s;
#else
    const uint t = gl_LocalInvocationID.x;
    wg_red[t] = v;
    barrier();
    for (uint w = WG_SIZE / 2; w > 0; w >>= 1) { // WG_SIZE is a power of two (moe.c checks)
        if (t < w) wg_red[t] += wg_red[t + w];
        barrier();
    }
    const float s = wg_red[0];
    barrier();
    return s;
#endif
}

float wg_max(float v) {
#ifdef USE_SUBGROUP
    v = subgroupMax(v);
    if (subgroupElect()) wg_red[gl_SubgroupID] = v;
    barrier();
    float s = -1.0 / 0.0;
    for (uint i = 0; i < gl_NumSubgroups; i++) s = max(s, wg_red[i]);
    barrier();
    return s;
#else
    const uint t = gl_LocalInvocationID.x;
    wg_red[t] = v;
    barrier();
    for (uint w = WG_SIZE / 2; w > 0; w >>= 1) {
        if (t < w) wg_red[t] = max(wg_red[t], wg_red[t + w]);
        barrier();
    }
    const float s = wg_red[0];
    barrier();
    return s;
#endif
}
