/* Every pipeline moe builds (each shader, matvec and get_rows once per weight type, the plain and
 * the subgroup modules), created on each Vulkan device the loader lists, each within a time limit.
 * tests/run_tests.sh runs it on RADV's null devices (RADV_FORCE_FAMILY: AMD's real compiler with no
 * GPU behind it, so nothing runs, and moe itself would fall back to the CPU there) and on lavapipe:
 * a pipeline whose compilation does not finish is a model that never loads on that GPU.
 * Includes moe.c to reach the device set-up and vk_pipeline.
 * usage: test_vk_compile LABEL [SECONDS_PER_PIPELINE]     (VK_ICD_FILENAMES picks the driver)
 */
#include "../moe.c"
#include <signal.h>
#include <unistd.h>

static char current[512] = "set-up"; /* the pipeline being compiled, for the alarm */

static void on_alarm(int sig) {
    (void)sig;
    char line[640];
    const int n = snprintf(line, sizeof line, "FAIL %s: the driver did not finish compiling it in time\n", current);
    if (write(1, line, (size_t)n) < 0) _exit(2);
    _exit(1);
}

static const char *shader_names[VK_SH_COUNT] = { "get_rows", "matvec", "rms_norm", "rope", "kv_store", "attention", "router",
                                                 "glu", "combine", "act_round", "copy_rows", "ssm_conv", "delta_rule",
                                                 "dn_gates", "mamba2_scan" };

/* Creates every pipeline of one module variant; returns the number of failures, the slowest in *worst. */
static int compile_all(vk_device *vd, const char *label, int seconds, double *worst, char *worst_name, size_t worst_size) {
    int bad = 0;
    for (int sh = 0; sh < VK_SH_COUNT; sh++) {
        const int typed = sh == VK_SH_MATVEC || sh == VK_SH_GET_ROWS;
        for (uint32_t t = 0; t < (typed ? (uint32_t)T_COUNT : 1u); t++) {
            if (typed && !type_computable(t)) continue;
            snprintf(current, sizeof current, "%s/%s%s%s%s", label, shader_names[sh], vd->use_subgroup ? "-subgroup" : "",
                     typed ? "-" : "", typed ? type_name(t) : "");
            alarm((unsigned)seconds);
            const double t0 = time_now();
            const VkPipeline p = vk_pipeline(vd, sh, t);
            const double dt = time_now() - t0;
            alarm(0);
            if (!p) { printf("FAIL %s: vkCreateComputePipelines failed\n", current); bad++; }
            if (dt > *worst) { *worst = dt; snprintf(worst_name, worst_size, "%s", current + strlen(label) + 1); }
        }
    }
    return bad;
}

static void drop_pipelines(vk_device *vd) {
    for (int s = 0; s < VK_SH_COUNT; s++) {
        for (int t = 0; t < T_COUNT; t++)
            if (vd->pipes[s][t]) { vd->vkDestroyPipeline(vd->dev, vd->pipes[s][t], NULL); vd->pipes[s][t] = 0; }
        if (vd->modules[s]) { vd->vkDestroyShaderModule(vd->dev, vd->modules[s], NULL); vd->modules[s] = 0; }
    }
}

int main(int argc, char **argv) {
    const char *label = argc > 1 ? argv[1] : "vk-compile";
    const int seconds = argc > 2 ? atoi(argv[2]) : 20;
    signal(SIGALRM, on_alarm);
    setenv("MESA_SHADER_CACHE_DISABLE", "true", 1); /* compile every time: a cached binary would hide a slow compiler */
    char why[256];
    vk_loader probe;
    if (vk_loader_open(&probe, NULL, NULL, why, sizeof why) != 0) {
        printf("SKIP %s: %s\n", label, why);
        vk_loader_close(&probe, NULL);
        return 0;
    }
    const uint32_t n_devs = probe.n_devs;
    vk_loader_close(&probe, NULL);
    int bad = 0;
    for (uint32_t i = 0; i < n_devs; i++) {
        vk_device *vd = (vk_device *)calloc(1, sizeof *vd);
        if (!vd || vk_loader_open(&vd->ld, NULL, NULL, why, sizeof why) != 0) { printf("FAIL %s: %s\n", label, why); return 1; }
        char dev_label[300];
        snprintf(dev_label, sizeof dev_label, "%s/%s", label, vd->ld.devs[i].name);
        if (vd->ld.devs[i].unusable && vd->ld.devs[i].unusable != vk_no_memory) { /* a null device still compiles */
            printf("SKIP %s: %s\n", dev_label, vd->ld.devs[i].unusable);
            vk_device_free(vd);
            continue;
        }
        /* a null device has no memory: the fixed buffers fail, but the layouts the pipelines need come first */
        vk_device_init(vd, (int)i, why, sizeof why);
        if (!vd->pipe_layout) { printf("FAIL %s: %s\n", dev_label, why); bad++; vk_device_free(vd); continue; }
        const int has_subgroup = vd->use_subgroup;
        for (int sg = 0; sg <= has_subgroup; sg++) {
            vd->use_subgroup = sg;
            double worst = 0;
            char worst_name[512] = "";
            const double t0 = time_now();
            const int failed = compile_all(vd, dev_label, seconds, &worst, worst_name, sizeof worst_name);
            if (!failed)
                printf("PASS %s%s: every pipeline compiles (workgroup %u), %.2f s in all, the slowest %s in %.2f s\n", dev_label,
                       sg ? "/subgroup" : "", vd->wg, time_now() - t0, worst_name, worst);
            bad += failed;
            drop_pipelines(vd);
        }
        vk_device_free(vd);
    }
    return bad ? 1 : 0;
}
