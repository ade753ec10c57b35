/* fuzz_eval_vulkan.c - libFuzzer target: fuzz_eval on the Vulkan backend (lavapipe when run by
 * tests/fuzz/run_fuzz.sh): a mutated model is uploaded, placed and evaluated on the GPU, or falls back
 * to the CPU with a reason; either way no crash, no leak, no hang. */
#define FUZZ_EVAL_DEVICE "vulkan"
#include "fuzz_eval.c"

#include <dlfcn.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);

/* The loader and the driver stay mapped for the whole run (moe opens and closes them per model): the
 * driver's own one-time allocations are then reported against a named module, which run_fuzz.sh's
 * suppressions leave out, instead of against code that was unmapped. FUZZ_KEEP_LOADED: the driver's
 * library (the ICD file's library_path). */
int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    dlopen("libvulkan.so.1", RTLD_NOW | RTLD_NODELETE);
    const char *driver = getenv("FUZZ_KEEP_LOADED");
    if (driver && *driver) dlopen(driver, RTLD_NOW | RTLD_NODELETE);
    return 0;
}
