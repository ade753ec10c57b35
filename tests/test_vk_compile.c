/* Every pipeline moe builds (each shader, matvec and get_rows once per weight type, the plain and
 * the subgroup modules), created on each Vulkan device the loader lists, each within a time limit.
 * tests/run_tests.sh runs it on RADV's null devices (RADV_FORCE_FAMILY: AMD's real compiler with no
 * GPU behind it, so nothing runs, and moe itself would fall back to the CPU there) and on lavapipe:
 * a pipeline whose compilation does not finish is a model that never loads on that GPU.
 * Where the driver has VK_KHR_pipeline_executable_properties (RADV), the compiler's statistics of
 * each pipeline (registers, spills, instructions) go to stderr, and the worst ones into the summary.
 * Then the on-disk pipeline cache: every pipeline built through it (on several threads), written,
 * read back on a new device, and built again without adding to it.
 * Includes moe.c to reach the device set-up and vk_pipeline.
 * usage: test_vk_compile LABEL [SECONDS_PER_PIPELINE [CACHE_DIR]]     (VK_ICD_FILENAMES picks the driver)
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

/* ---- VK_KHR_pipeline_executable_properties ---- */
typedef struct { uint32_t sType; const void *pNext; VkPipeline pipeline; } pipeline_info;
typedef struct { uint32_t sType; void *pNext; VkFlags stages; char name[256], description[256]; uint32_t subgroup_size; } exec_props;
typedef struct { uint32_t sType; const void *pNext; VkPipeline pipeline; uint32_t index; } exec_info;
typedef struct {
    uint32_t sType; void *pNext; char name[256], description[256]; uint32_t format;
    union { VkBool32 b32; int64_t i64; uint64_t u64; double f64; } value;
} exec_stat;
typedef VkResult (VKAPI *PFN_props)(VkDevice, const pipeline_info *, uint32_t *, exec_props *);
typedef VkResult (VKAPI *PFN_stats)(VkDevice, const exec_info *, uint32_t *, exec_stat *);

/* the statistics worth a line, by the names RADV gives them */
static const char *const stat_names[] = { "VGPRs", "SGPRs", "Spilled VGPRs", "Spilled SGPRs", "Instructions", "Code size", "LDS size" };
enum { N_STATS = sizeof stat_names / sizeof *stat_names };
typedef struct { PFN_props props; PFN_stats stats; uint64_t worst[N_STATS]; char worst_of[N_STATS][64]; int n; } stat_reader;

/* Prints the statistics of pipeline p to stderr and keeps the largest of each. */
static void read_stats(vk_device *vd, stat_reader *sr, VkPipeline p, const char *name) {
    if (!sr->props || !p) return;
    const pipeline_info pi = { 1000269001, NULL, p };
    exec_props props[4];
    uint32_t n_exec = 4;
    for (uint32_t i = 0; i < 4; i++) { memset(&props[i], 0, sizeof props[i]); props[i].sType = 1000269002; }
    if (sr->props(vd->dev, &pi, &n_exec, props) < 0) return;
    for (uint32_t e = 0; e < n_exec && e < 4; e++) {
        exec_stat st[64];
        uint32_t n = 64;
        for (uint32_t i = 0; i < n; i++) { memset(&st[i], 0, sizeof st[i]); st[i].sType = 1000269004; }
        const exec_info ei = { 1000269003, NULL, p, e };
        if (sr->stats(vd->dev, &ei, &n, st) < 0) continue;
        fprintf(stderr, "stats %s [%s]:", name, props[e].name);
        for (int k = 0; k < N_STATS; k++)
            for (uint32_t i = 0; i < n && i < 64; i++) {
                if (strcmp(st[i].name, stat_names[k]) != 0) continue;
                const uint64_t v = st[i].format == 1 ? (uint64_t)st[i].value.i64 : st[i].format == 2 ? st[i].value.u64
                                 : st[i].format == 3 ? (uint64_t)st[i].value.f64 : st[i].value.b32;
                fprintf(stderr, " %s %llu", stat_names[k], (unsigned long long)v);
                if (v > sr->worst[k] || !sr->worst_of[k][0]) { sr->worst[k] = v; snprintf(sr->worst_of[k], sizeof sr->worst_of[k], "%s", name); }
            }
        fprintf(stderr, "\n");
        sr->n++;
    }
}

static const char *shader_names[VK_SH_COUNT] = { "get_rows", "matvec", "rms_norm", "rope", "kv_store", "attention", "router",
                                                 "glu", "combine", "act_round", "copy_rows", "ssm_conv", "delta_rule",
                                                 "dn_gates", "mamba2_scan" };

/* Creates every pipeline of one module variant; returns the number of failures, the slowest in *worst. */
static int compile_all(vk_device *vd, const char *label, int seconds, double *worst, char *worst_name, size_t worst_size,
                       stat_reader *sr) {
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
            read_stats(vd, sr, p, current + strlen(label) + 1);
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

/* Every pipeline of every weight type, the plain module variant. */
static void want_all(uint8_t want[VK_SH_COUNT][T_COUNT]) {
    memset(want, 0, VK_SH_COUNT * T_COUNT);
    for (int sh = 0; sh < VK_SH_COUNT; sh++) {
        const int typed = sh == VK_SH_MATVEC || sh == VK_SH_GET_ROWS;
        for (uint32_t t = 0; t < (typed ? (uint32_t)T_COUNT : 1u); t++) want[sh][t] = !typed || type_computable(t);
    }
}

/* A device (index i) with its layouts; NULL with a FAIL line. */
static vk_device *open_device(uint32_t i, const char *label, int want_stats) {
    char why[256];
    vk_device *vd = (vk_device *)calloc(1, sizeof *vd);
    if (!vd || vk_loader_open(&vd->ld, NULL, NULL, why, sizeof why) != 0) { printf("FAIL %s: %s\n", label, why); free(vd); return NULL; }
    vd->want_exec_stats = want_stats;
    static env_settings env; /* what a model open reads (MOE_VK_NO_SUBGROUP and the other test switches) */
    env_read(&env);
    vd->env = &env;
    /* a null device has no memory: the fixed buffers fail, but the layouts the pipelines need come first */
    vk_device_init(vd, (int)i, why, sizeof why);
    if (!vd->pipe_layout) { printf("FAIL %s: %s\n", label, why); vk_device_free(vd); return NULL; }
    return vd;
}

/* The on-disk cache: a first start builds every pipeline through it (several threads) and writes it;
 * a second start on a new device reads it whole and builds every pipeline without adding to it. */
static int cache_roundtrip(uint32_t i, const char *label, const char *dir) {
    uint8_t want[VK_SH_COUNT][T_COUNT];
    want_all(want);
    size_t written = 0, loaded = 0, after = 0;
    double t_cold = 0, t_warm = 0;
    for (int start = 0; start < 2; start++) {
        vk_device *vd = open_device(i, label, 0);
        if (!vd) return 1;
        const double t0 = time_now();
        vk_cache_open(vd, dir);
        if (!vd->pipe_cache) { printf("FAIL %s/cache: no pipeline cache in %s\n", label, dir); vk_device_free(vd); return 1; }
        if (start == 1) loaded = vd->cache_loaded;
        snprintf(current, sizeof current, "%s/cache: building every pipeline", label);
        alarm(120);
        const int rc = vk_build_pipelines(vd, (const uint8_t(*)[T_COUNT])want);
        alarm(0);
        if (rc != 0) { printf("FAIL %s/cache: a pipeline failed to build through the cache\n", label); vk_device_free(vd); return 1; }
        vk_cache_save(vd);
        vd->vkGetPipelineCacheData(vd->dev, vd->pipe_cache, start ? &after : &written, NULL);
        *(start ? &t_warm : &t_cold) = time_now() - t0;
        vk_device_free(vd);
    }
    if (loaded != written || after != loaded) {
        printf("FAIL %s/cache: %zu bytes written, %zu read back by the next start, %zu after it built everything\n", label, written,
               loaded, after);
        return 1;
    }
    printf("PASS %s/cache: %zu bytes of pipeline cache written and read back whole by the next start, which added nothing "
           "(every pipeline: %.2f s, then %.2f s)\n", label, written, t_cold, t_warm);
    return 0;
}

/* vk_pick_mem_type on the memory types real drivers list: the host reads from cached system memory
 * where there is some, never from a discrete card's BAR while anything else exists. */
static int check_memory_types(const char *label) {
    enum { DL = VK_MEMORY_DEVICE_LOCAL, HV = VK_MEMORY_HOST_VISIBLE, HC = VK_MEMORY_HOST_COHERENT, CA = VK_MEMORY_HOST_CACHED };
    static const struct { const char *what; VkFlags types[4]; uint32_t n, bits; VkFlags want, prefer, avoid; int expect; } cases[] = {
        { "NVIDIA: readback", { DL, HV | HC, HV | HC | CA, DL | HV | HC }, 4, ~0u, HV | HC, CA, DL, 2 },
        { "NVIDIA without a cached type: readback", { DL, HV | HC, DL | HV | HC, 0 }, 3, ~0u, HV | HC, CA, DL, 1 },
        { "AMD with a BAR: readback", { DL, HV | HC, DL | HV | HC, HV | HC | CA }, 4, ~0u, HV | HC, CA, DL, 3 },
        { "integrated: readback", { DL, DL | HV | HC, DL | HV | HC | CA, 0 }, 3, ~0u, HV | HC, CA, 0, 2 },
        { "only BAR memory: readback", { DL, DL | HV | HC, 0, 0 }, 2, ~0u, HV | HC, CA, DL, 1 },
        { "cached type not allowed by the buffer", { DL, HV | HC, HV | HC | CA, 0 }, 3, 3u, HV | HC, CA, DL, 1 },
        { "discrete: weights", { HV | HC, DL, DL | HV | HC, 0 }, 3, ~0u, DL, 0, 0, 1 },
        { "integrated without device-local host memory: weights", { DL, HV | HC, 0, 0 }, 2, ~0u, DL | HV | HC, 0, 0, 1 },
        { "no host-visible type", { DL, 0, 0, 0 }, 1, ~0u, HV | HC, CA, 0, -1 },
    };
    int bad = 0;
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        VkPhysicalDeviceMemoryProperties mp;
        memset(&mp, 0, sizeof mp);
        mp.memoryTypeCount = cases[i].n;
        for (uint32_t t = 0; t < cases[i].n; t++) mp.memoryTypes[t].propertyFlags = cases[i].types[t];
        const int got = vk_pick_mem_type(&mp, cases[i].bits, cases[i].want, cases[i].prefer, cases[i].avoid);
        if (got != cases[i].expect) { printf("FAIL %s/memory-types: %s: type %d, expected %d\n", label, cases[i].what, got, cases[i].expect); bad++; }
    }
    if (!bad) printf("PASS %s/memory-types: readback from cached system memory, weights in device memory, on %zu drivers' lists\n",
                     label, sizeof cases / sizeof *cases);
    return bad;
}

int main(int argc, char **argv) {
    const char *label = argc > 1 ? argv[1] : "vk-compile";
    const int seconds = argc > 2 ? atoi(argv[2]) : 5;
    const char *cache_dir = argc > 3 ? argv[3] : NULL;
    signal(SIGALRM, on_alarm);
    setenv("MESA_SHADER_CACHE_DISABLE", "true", 1); /* compile every time: a cached binary would hide a slow compiler */
    if (check_memory_types(label)) return 1;
    char why[256];
    vk_loader probe;
    if (vk_loader_open(&probe, NULL, NULL, why, sizeof why) != 0) {
        printf("SKIP %s: %s\n", label, why);
        vk_loader_close(&probe, NULL);
        return 0;
    }
    const uint32_t n_devs = probe.n_devs;
    vk_loader_close(&probe, NULL);
    memset(&probe, 0, sizeof probe);
    int bad = 0;
    for (uint32_t i = 0; i < n_devs; i++) {
        char dev_label[300];
        memset(&probe, 0, sizeof probe);
        if (vk_loader_open(&probe, NULL, NULL, why, sizeof why) != 0) { printf("FAIL %s: %s\n", label, why); return 1; }
        snprintf(dev_label, sizeof dev_label, "%s/%s", label, probe.devs[i].name);
        const char *unusable = probe.devs[i].unusable;
        vk_loader_close(&probe, NULL);
        if (unusable && unusable != vk_no_memory) { printf("SKIP %s: %s\n", dev_label, unusable); continue; } /* a null device still compiles */
        vk_device *vd = open_device(i, dev_label, 1);
        if (!vd) { bad++; continue; }
        stat_reader sr;
        memset(&sr, 0, sizeof sr);
        if (vd->pipeline_flags & VK_PIPELINE_CREATE_CAPTURE_STATISTICS) {
            sr.props = (PFN_props)vd->ld.vkGetDeviceProcAddr(vd->dev, "vkGetPipelineExecutablePropertiesKHR");
            sr.stats = (PFN_stats)vd->ld.vkGetDeviceProcAddr(vd->dev, "vkGetPipelineExecutableStatisticsKHR");
            if (!sr.stats) sr.props = NULL;
        }
        const int has_subgroup = vd->use_subgroup;
        for (int sg = 0; sg <= has_subgroup; sg++) {
            vd->use_subgroup = sg;
            double worst = 0;
            char worst_name[512] = "", stats[600] = "";
            const double t0 = time_now();
            const int failed = compile_all(vd, dev_label, seconds, &worst, worst_name, sizeof worst_name, &sr);
            if (sr.n) /* the heaviest pipelines by the compiler's own count */
                snprintf(stats, sizeof stats, "; most VGPRs %llu (%s), SGPRs %llu (%s), spilled VGPRs %llu, SGPRs %llu, instructions %llu (%s)",
                         (unsigned long long)sr.worst[0], sr.worst_of[0], (unsigned long long)sr.worst[1], sr.worst_of[1],
                         (unsigned long long)sr.worst[2], (unsigned long long)sr.worst[3], (unsigned long long)sr.worst[4], sr.worst_of[4]);
            if (!failed)
                printf("PASS %s%s: every pipeline compiles (workgroup %u), %.2f s in all, the slowest %s in %.2f s%s\n", dev_label,
                       sg ? "/subgroup" : "", vd->wg, time_now() - t0, worst_name, worst, stats);
            bad += failed;
            drop_pipelines(vd);
            memset(&sr.worst, 0, sizeof sr.worst);
            memset(&sr.worst_of, 0, sizeof sr.worst_of);
            sr.n = 0;
        }
        vk_device_free(vd);
        if (cache_dir) bad += cache_roundtrip(i, dev_label, cache_dir);
    }
    return bad ? 1 : 0;
}
