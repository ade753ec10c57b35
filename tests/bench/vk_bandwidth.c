/* The device's copy bandwidth, the anchor for the GB/s that `moe bench --profile` prints per kernel:
 * two device-local buffers, copied one into the other by moe's own copy_rows shader (one float per
 * invocation, coalesced: what a plain, well-behaved kernel reaches) and by vkCmdCopyBuffer. Prints
 * bytes read plus bytes written per second (GB = 1e9 bytes), the best of several rounds.
 * Includes moe.c to reach the device set-up and the dispatch code.
 * usage: vk_bandwidth [DEVICE (vulkan, vulkan:N)] [MIB_PER_BUFFER (256)] */
#include "../../moe.c"

enum { COPIES = 8, ROUNDS = 5 };

/* Seconds for one submit of `record`ed work, the best of ROUNDS (after one unmeasured run). */
static double best_time(vk_device *vd, VkCommandBuffer cb, VkFence fence) {
    double best = 1e30;
    for (int r = 0; r <= ROUNDS; r++) {
        const double t0 = time_now();
        if (vk_submit_wait(vd, cb, fence) != VK_SUCCESS) return -1;
        const double dt = time_now() - t0;
        if (r > 0 && dt < best) best = dt;
    }
    return best;
}

int main(int argc, char **argv) {
    const char *dev = argc > 1 ? argv[1] : "vulkan";
    const uint64_t mib = argc > 2 ? strtoull(argv[2], NULL, 10) : 256;
    char why[512] = "";
    vk_device *vd = (vk_device *)calloc(1, sizeof *vd);
    if (!vd) return 1;
    static env_settings env; /* what a model open reads: the device reads its test switches from it */
    env_read(&env);
    vd->env = &env;
    int idx = -1;
    if (vk_loader_open(&vd->ld, NULL, NULL, why, sizeof why) == 0) idx = vk_pick_device(&vd->ld, dev, why, sizeof why);
    if (idx < 0 || vk_device_init(vd, idx, why, sizeof why) != 0) {
        fprintf(stderr, "vk_bandwidth: %s\n", why);
        vk_device_free(vd);
        return 1;
    }
    const uint64_t bytes = MOE_MIN(mib << 20, vd->max_range) / 4096 * 4096;
    vk_ref src, dst;
    VkCommandBuffer cb = NULL;
    VkFence fence = 0;
    const VkFenceCreateInfo fi = { VK_ST_FENCE_CREATE_INFO, NULL, 0 };
    VkResult r = vk_alloc(vd, &vd->dev_mem, bytes, &src);
    if (r == VK_SUCCESS) r = vk_alloc(vd, &vd->dev_mem, bytes, &dst);
    if (r == VK_SUCCESS) r = vk_alloc_cmd(vd, &cb);
    if (r == VK_SUCCESS) r = vd->vkCreateFence(vd->dev, &fi, NULL, &fence);
    if (r != VK_SUCCESS) { fprintf(stderr, "vk_bandwidth: cannot allocate 2 x %llu bytes (%s)\n", (unsigned long long)bytes, vk_result_text(r)); vk_device_free(vd); return 1; }
    /* the shader: rows of 64 Ki floats */
    vk_cmd cmd;
    memset(&cmd, 0, sizeof cmd);
    cmd.cb = cb;
    const uint32_t n = 65536, rows = (uint32_t)(bytes / 4 / n);
    const uint32_t pc[6] = { n, rows, 0, n, 0, n };
    vk_ref binds[VK_BINDINGS];
    memset(binds, 0, sizeof binds);
    binds[1] = src;
    binds[2] = dst;
    r = vk_begin(vd, cb, 0);
    for (int i = 0; r == VK_SUCCESS && i < COPIES; i++) vk_dispatch_n(vd, &cmd, VK_SH_COPY_ROWS, binds, pc, sizeof pc, (uint64_t)n * rows);
    if (r == VK_SUCCESS && cmd.err == VK_SUCCESS) r = vd->vkEndCommandBuffer(cb);
    const double t_shader = r == VK_SUCCESS && cmd.err == VK_SUCCESS ? best_time(vd, cb, fence) : -1;
    /* the copy command */
    double t_copy = -1;
    if (t_shader > 0 && vk_begin(vd, cb, 0) == VK_SUCCESS) {
        const VkBufferCopy region = { src.off, dst.off, (uint64_t)n * rows * 4 };
        for (int i = 0; i < COPIES; i++) {
            vd->vkCmdCopyBuffer(cb, src.buf, dst.buf, 1, &region);
            vk_barrier(vd, cb, VK_PIPELINE_STAGE_TRANSFER, VK_ACCESS_TRANSFER_WRITE, VK_PIPELINE_STAGE_TRANSFER,
                       VK_ACCESS_TRANSFER_READ | VK_ACCESS_TRANSFER_WRITE);
        }
        if (vd->vkEndCommandBuffer(cb) == VK_SUCCESS) t_copy = best_time(vd, cb, fence);
    }
    const double moved = 2.0 * (double)n * rows * 4 * COPIES; /* read + written */
    int rc = 0;
    if (t_shader <= 0 || t_copy <= 0) { fprintf(stderr, "vk_bandwidth: the copies failed on %s\n", vd->info.name); rc = 1; }
    else
        printf("%s: copy bandwidth (read + write, %llu MiB buffers): shader %.1f GB/s, vkCmdCopyBuffer %.1f GB/s\n",
               vd->info.name, (unsigned long long)(bytes >> 20), moved / t_shader / 1e9, moved / t_copy / 1e9);
    vk_cmd_free(vd, &cmd);
    vd->vkDestroyFence(vd->dev, fence, NULL);
    vk_device_free(vd);
    return rc;
}
