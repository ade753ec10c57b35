/* moe.c - a single-file inference engine for Mixture-of-Experts language models.
 *
 * Build the library:  cc -std=c11 -O2 -c moe.c
 * Build the CLI:      cc -std=c11 -O2 -DMOE_MAIN moe.c -o moe -lm -lpthread
 *
 * Data flows through the sections of this file in order:
 *   platform     memory maps, threads, clocks
 *   utilities    allocation, error messages, logging, half-precision floats
 *   gguf         parsing and validating the GGUF container (weights stay in the map)
 *   quant        weight types: block layouts, dot products on packed blocks, activation rounding
 *   tokenizer    SentencePiece and byte-level BPE from the GGUF vocabulary
 *   model        architecture table, hyperparameters, tensor binding
 *   cpu ops      thread pool tasks: matmul on packed weights, norms, rope, attention, experts
 *   forward      the transformer pass, written once for every architecture in the table
 *   sampling     greedy, temperature, top-k/top-p/min-p, penalties
 *   api          the moe.h functions
 *   cli          `moe run | info | logits | bench | tokenize` (with -DMOE_MAIN)
 *
 * Numerics follow llama.cpp's CPU backend so that the same GGUF gives the same logits: quantized
 * matmuls round activations to Q8_0 first, RMS norms sum in double, RoPE angles are accumulated the
 * way ggml does.
 */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif
#if defined(__APPLE__) && !defined(_DARWIN_C_SOURCE)
#define _DARWIN_C_SOURCE
#endif

#include "moe.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(MOE_STATIC)
#define MOE_IMPL static
#else
#define MOE_IMPL
#endif

#if defined(_MSC_VER) && !defined(__clang__)
#define MOE_NO_ATOMICS_HEADER 1
#endif

#if !defined(MOE_NO_THREADS) && defined(__STDC_NO_ATOMICS__)
#define MOE_NO_THREADS 1
#endif
#if !defined(MOE_NO_THREADS)
#include <stdatomic.h>
#endif

/* ------------------------------------------------------------------------------------------------
 * platform: memory maps, threads, clocks
 * ---------------------------------------------------------------------------------------------- */

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <fcntl.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#if !defined(MOE_NO_THREADS)
#include <pthread.h>
#endif
#endif

/* A read-only view of a whole file. */
typedef struct file_map {
    const uint8_t *data;
    uint64_t size;
#if defined(_WIN32)
    HANDLE file, mapping;
#endif
} file_map;

/* Maps `path` read-only. Returns 0, or -1 with a message in err. */
static int map_file(file_map *m, const char *path, char *err, size_t err_size) {
    memset(m, 0, sizeof *m);
#if defined(_WIN32)
    LARGE_INTEGER size;
    m->file = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING,
                          FILE_ATTRIBUTE_NORMAL, NULL);
    if (m->file == INVALID_HANDLE_VALUE) {
        snprintf(err, err_size, "cannot open '%s' (error %lu)", path, (unsigned long)GetLastError());
        return -1;
    }
    if (!GetFileSizeEx(m->file, &size) || size.QuadPart == 0) {
        snprintf(err, err_size, "'%s' is empty or cannot be sized", path);
        CloseHandle(m->file);
        return -1;
    }
    m->size = (uint64_t)size.QuadPart;
    m->mapping = CreateFileMappingA(m->file, NULL, PAGE_READONLY, 0, 0, NULL);
    m->data = m->mapping ? (const uint8_t *)MapViewOfFile(m->mapping, FILE_MAP_READ, 0, 0, 0) : NULL;
    if (!m->data) {
        snprintf(err, err_size, "cannot map '%s' (error %lu)", path, (unsigned long)GetLastError());
        if (m->mapping) CloseHandle(m->mapping);
        CloseHandle(m->file);
        return -1;
    }
#else
    struct stat st;
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        snprintf(err, err_size, "cannot open '%s'", path);
        return -1;
    }
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        snprintf(err, err_size, "'%s' is not a regular file", path);
        close(fd);
        return -1;
    }
    if (st.st_size == 0) {
        snprintf(err, err_size, "'%s' is empty", path);
        close(fd);
        return -1;
    }
    void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_SHARED, fd, 0);
    close(fd); /* the mapping keeps the file alive */
    if (p == MAP_FAILED) {
        snprintf(err, err_size, "cannot map '%s' (%llu bytes)", path, (unsigned long long)st.st_size);
        return -1;
    }
    m->data = (const uint8_t *)p;
    m->size = (uint64_t)st.st_size;
#endif
    return 0;
}

/* Asks the OS to read the file ahead (the weights will be used soon). Skipped for files larger than
 * half the memory: those are paged in as used instead of evicting everything else. */
static void map_advise_willneed(const file_map *m) {
#if defined(POSIX_MADV_WILLNEED) && defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    const uint64_t ram = (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
    if (m->size < ram / 2) posix_madvise((void *)m->data, (size_t)m->size, POSIX_MADV_WILLNEED);
#else
    (void)m;
#endif
}

static void unmap_file(file_map *m) {
    if (!m->data) return;
#if defined(_WIN32)
    UnmapViewOfFile(m->data);
    CloseHandle(m->mapping);
    CloseHandle(m->file);
#else
    munmap((void *)m->data, (size_t)m->size);
#endif
    m->data = NULL;
}

static double time_now(void) {
#if defined(_WIN32)
    LARGE_INTEGER f, c;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&c);
    return (double)c.QuadPart / (double)f.QuadPart;
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#endif
}

static int cpu_count(void) {
#if defined(_WIN32)
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    return si.dwNumberOfProcessors > 0 ? (int)si.dwNumberOfProcessors : 1;
#elif defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
#else
    return 1;
#endif
}

/* ---- shared libraries (the Vulkan loader is opened at run time, never linked) ---- */
#if !defined(MOE_NO_VULKAN)
#if !defined(_WIN32)
#include <dlfcn.h>
#endif
static void *lib_open(const char *name) {
#if defined(_WIN32)
    return (void *)LoadLibraryA(name);
#else
    return dlopen(name, RTLD_NOW | RTLD_LOCAL);
#endif
}

/* Function pointers travel through memcpy: ISO C has no conversion from an object pointer. */
typedef void (*lib_fn)(void);
static lib_fn lib_sym(void *lib, const char *name) {
    lib_fn f = NULL;
#if defined(_WIN32)
    FARPROC p = GetProcAddress((HMODULE)lib, name);
    memcpy(&f, &p, sizeof f);
#else
    void *p = dlsym(lib, name);
    memcpy(&f, &p, sizeof f);
#endif
    return f;
}

static void lib_close(void *lib) {
    if (!lib) return;
#if defined(_WIN32)
    FreeLibrary((HMODULE)lib);
#else
    dlclose(lib);
#endif
}
#endif

/* ---- thread pool ----
 * A persistent pool: pool_run(fn) runs fn(arg, ith, next) on the caller (ith 0) and on every worker
 * that arrives in time. Tasks take their items from the shared counter `next` (counter_next), so
 * whoever runs does the work: when the machine is oversubscribed and a worker is not scheduled, the
 * caller finishes alone and closes the task instead of waiting for it. Workers spin briefly on a
 * generation counter (a decode step issues hundreds of small tasks; waking through the kernel each
 * time would cost more than the work), then yield, then sleep on a condition variable. `ith` is
 * unique per thread, for per-thread scratch memory. */
#if defined(MOE_NO_THREADS)
typedef int work_counter;
static int counter_next(work_counter *c) { return (*c)++; }
static int counter_load(work_counter *c) { return *c; }
static int counter_claim(work_counter *c, int *seen, int to) { *c = to; (void)seen; return 1; }
#else
typedef atomic_int work_counter;
static int counter_next(work_counter *c) { return atomic_fetch_add_explicit(c, 1, memory_order_relaxed); }
static void counter_set(work_counter *c, int v) { atomic_store(c, v); }
static int counter_load(work_counter *c) { return atomic_load_explicit(c, memory_order_relaxed); }
/* Moves the counter from *seen to `to` unless another thread moved it first (then *seen is its value). */
static int counter_claim(work_counter *c, int *seen, int to) {
    return atomic_compare_exchange_weak_explicit(c, seen, to, memory_order_relaxed, memory_order_relaxed);
}
#endif

typedef void (*task_fn)(void *arg, int ith, work_counter *next);

#if defined(MOE_NO_THREADS)
typedef struct thread_pool { int n_threads; } thread_pool;
static void pool_run(thread_pool *p, task_fn fn, void *arg) {
    work_counter next = 0;
    (void)p;
    fn(arg, 0, &next);
}
#else

static void cpu_relax(void) {
#if defined(_WIN32)
    YieldProcessor();
#elif (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
    __asm__ __volatile__("pause");
#elif (defined(__GNUC__) || defined(__clang__)) && defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static void thread_yield(void) {
#if defined(_WIN32)
    SwitchToThread();
#else
    sched_yield();
#endif
}

#if defined(_WIN32)
typedef HANDLE os_thread;
typedef CRITICAL_SECTION os_mutex;
typedef CONDITION_VARIABLE os_cond;
#define os_mutex_init(m) InitializeCriticalSection(m)
#define os_mutex_destroy(m) DeleteCriticalSection(m)
#define os_mutex_lock(m) EnterCriticalSection(m)
#define os_mutex_unlock(m) LeaveCriticalSection(m)
#define os_cond_init(c) InitializeConditionVariable(c)
#define os_cond_destroy(c) ((void)(c))
#define os_cond_wait(c, m) SleepConditionVariableCS(c, m, INFINITE)
#define os_cond_broadcast(c) WakeAllConditionVariable(c)
#else
typedef pthread_t os_thread;
typedef pthread_mutex_t os_mutex;
typedef pthread_cond_t os_cond;
#define os_mutex_init(m) pthread_mutex_init(m, NULL)
#define os_mutex_destroy(m) pthread_mutex_destroy(m)
#define os_mutex_lock(m) pthread_mutex_lock(m)
#define os_mutex_unlock(m) pthread_mutex_unlock(m)
#define os_cond_init(c) pthread_cond_init(c, NULL)
#define os_cond_destroy(c) pthread_cond_destroy(c)
#define os_cond_wait(c, m) pthread_cond_wait(c, m)
#define os_cond_broadcast(c) pthread_cond_broadcast(c)
#endif

typedef struct thread_pool thread_pool;
typedef struct pool_worker { thread_pool *pool; int ith; } pool_worker;

struct thread_pool {
    int n_threads;
    os_thread *threads;
    pool_worker *workers;
    task_fn fn;
    void *arg;
    atomic_uint generation; /* bumped once per task */
    atomic_int task_state;  /* threads inside the current task, plus TASK_CLOSED once the caller is done */
    work_counter next;      /* the current task's next item */
    atomic_int stop;
    atomic_int n_sleeping;
    os_mutex mutex;
    os_cond wake;
};

enum { POOL_SPINS = 1 << 12, POOL_YIELDS = 1 << 10, TASK_CLOSED = 1 << 30 };

static void pool_worker_loop(pool_worker *w) {
    thread_pool *p = w->pool;
    unsigned seen = 0; /* the generation when the pool was created: a task may be issued before this thread runs */
    for (;;) {
        unsigned gen;
        int spins = 0;
        while ((gen = atomic_load_explicit(&p->generation, memory_order_acquire)) == seen) {
            if (atomic_load_explicit(&p->stop, memory_order_acquire)) return;
            if (spins < POOL_SPINS) { cpu_relax(); spins++; continue; }
            if (spins < POOL_SPINS + POOL_YIELDS) { thread_yield(); spins++; continue; }
            os_mutex_lock(&p->mutex);
            atomic_fetch_add(&p->n_sleeping, 1);
            while (atomic_load(&p->generation) == seen && !atomic_load(&p->stop))
                os_cond_wait(&p->wake, &p->mutex);
            atomic_fetch_sub(&p->n_sleeping, 1);
            os_mutex_unlock(&p->mutex);
        }
        seen = gen;
        /* enter the task unless the caller has closed it; fn and arg were published before it opened */
        if (!(atomic_fetch_add(&p->task_state, 1) & TASK_CLOSED)) p->fn(p->arg, w->ith, &p->next);
        atomic_fetch_sub(&p->task_state, 1);
    }
}

#if defined(_WIN32)
static DWORD WINAPI pool_thread_main(LPVOID arg) { pool_worker_loop((pool_worker *)arg); return 0; }
#else
static void *pool_thread_main(void *arg) { pool_worker_loop((pool_worker *)arg); return NULL; }
#endif

/* Waits until no thread is inside the task (late arrivals back out at once once it is closed). */
static void pool_drain(thread_pool *p) {
    int spins = 0;
    while (atomic_load(&p->task_state) & ~TASK_CLOSED) {
        if (++spins < POOL_SPINS) cpu_relax(); else thread_yield();
    }
}

static void pool_run(thread_pool *p, task_fn fn, void *arg) {
    if (p->n_threads <= 1) {
        counter_set(&p->next, 0);
        fn(arg, 0, &p->next);
        return;
    }
    /* No thread is inside the previous task (it was drained); late workers may still be backing
     * out of it, so opening clears the closed bit without touching their counts. */
    p->fn = fn;
    p->arg = arg;
    counter_set(&p->next, 0);
    atomic_fetch_and(&p->task_state, ~TASK_CLOSED); /* open: publishes fn, arg and the counter */
    atomic_fetch_add(&p->generation, 1); /* seq_cst: pairs with n_sleeping in the worker */
    if (atomic_load(&p->n_sleeping) > 0) {
        os_mutex_lock(&p->mutex);
        os_cond_broadcast(&p->wake);
        os_mutex_unlock(&p->mutex);
    }
    fn(arg, 0, &p->next);
    atomic_fetch_or(&p->task_state, TASK_CLOSED);
    pool_drain(p); /* workers inside may still be finishing items they took */
}
#endif /* MOE_NO_THREADS */

/* ------------------------------------------------------------------------------------------------
 * utilities: allocation, errors, logging, half floats
 * ---------------------------------------------------------------------------------------------- */

#define MOE_MIN(a, b) ((a) < (b) ? (a) : (b))
#define MOE_MAX(a, b) ((a) > (b) ? (a) : (b))
#define ERR_SIZE 512

typedef struct str_view { const char *ptr; uint64_t len; } str_view;

static int sv_eq(str_view s, const char *z) {
    size_t n = strlen(z);
    return s.len == n && memcmp(s.ptr, z, n) == 0;
}

static void *mem_alloc(const moe_allocator *a, size_t size) {
    if (size == 0) size = 1;
    if (a && a->alloc) return a->alloc(a->user, size);
    return malloc(size);
}

static void mem_free(const moe_allocator *a, void *ptr) {
    if (!ptr) return;
    if (a && a->free) a->free(a->user, ptr);
    else free(ptr);
}

static void *mem_calloc(const moe_allocator *a, size_t n, size_t size) {
    if (size && n > SIZE_MAX / size) return NULL;
    void *p = mem_alloc(a, n * size);
    if (p) memset(p, 0, n * size);
    return p;
}

/* Logging goes only to the caller's callback. */
typedef struct logger { moe_log_fn fn; void *user; int level; } logger;

static void log_msg(const logger *lg, int level, const char *fmt, ...) {
    if (!lg || !lg->fn || level > lg->level) return;
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    lg->fn(lg->user, level, buf);
}

/* A growing text buffer for describe(): snprintf semantics over the whole text. */
typedef struct text_out { char *buf; size_t size, len; } text_out;

static void text_printf(text_out *o, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *dst = o->len < o->size ? o->buf + o->len : NULL;
    int n = vsnprintf(dst, dst ? o->size - o->len : 0, fmt, ap);
    va_end(ap);
    if (n > 0) o->len += (size_t)n;
}

/* IEEE half <-> float, exact and portable (round to nearest even, like F16C). */
static float fp16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, man = h & 0x3ff, bits;
    if (exp == 0x1f) bits = sign | 0x7f800000u | (man << 13);
    else if (exp != 0) bits = sign | ((exp + 112) << 23) | (man << 13);
    else if (man == 0) bits = sign;
    else { /* subnormal: normalise */
        int e = -1;
        do { man <<= 1; e++; } while (!(man & 0x400));
        bits = sign | ((uint32_t)(112 - e) << 23) | ((man & 0x3ff) << 13);
    }
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

static uint16_t f32_to_fp16(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000, abs = x & 0x7fffffff;
    if (abs >= 0x7f800000) return (uint16_t)(sign | 0x7c00 | (abs > 0x7f800000 ? 0x200 : 0));
    if (abs >= 0x477ff000) return (uint16_t)(sign | 0x7c00); /* rounds to infinity */
    if (abs < 0x38800000) { /* subnormal half or zero */
        if (abs < 0x33000000) return (uint16_t)sign;
        uint32_t e = abs >> 23, man = (abs & 0x7fffff) | 0x800000, shift = 126 - e;
        uint32_t half = man >> shift, rem = man & ((1u << shift) - 1), mid = 1u << (shift - 1);
        if (rem > mid || (rem == mid && (half & 1))) half++;
        return (uint16_t)(sign | half);
    }
    uint32_t half = ((abs >> 13) - (112u << 10)), rem = abs & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (half & 1))) half++;
    return (uint16_t)(sign | half);
}

static float bf16_to_f32(uint16_t h) {
    uint32_t bits = (uint32_t)h << 16;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

static uint16_t f32_to_bf16(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
    if ((x & 0x7fffffff) > 0x7f800000) return (uint16_t)((x >> 16) | 64); /* quiet NaN */
    return (uint16_t)((x + (0x7fff + ((x >> 16) & 1))) >> 16);
}

static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }

static float rd_f32(const uint8_t *p) {
    float f;
    memcpy(&f, p, 4);
    return f;
}

/* ------------------------------------------------------------------------------------------------
 * gguf: the container. Parsed from the map with bounds checks on every read, then validated as a
 * whole (cgltf_validate-style) before any value is used. Nothing is copied: keys, strings and
 * tensor data are views into the map.
 * ---------------------------------------------------------------------------------------------- */

enum gguf_value_type {
    GGUF_U8 = 0, GGUF_I8, GGUF_U16, GGUF_I16, GGUF_U32, GGUF_I32, GGUF_F32, GGUF_BOOL, GGUF_STRING,
    GGUF_ARRAY, GGUF_U64, GGUF_I64, GGUF_F64, GGUF_N_TYPES
};

static const char *const gguf_type_names[GGUF_N_TYPES] = {
    "u8", "i8", "u16", "i16", "u32", "i32", "f32", "bool", "string", "array", "u64", "i64", "f64"
};
static const uint8_t gguf_type_sizes[GGUF_N_TYPES] = { 1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8 };

typedef struct gguf_kv {
    str_view key;
    uint32_t type;      /* gguf_value_type */
    uint32_t elem_type; /* for arrays */
    uint64_t n;         /* array length (1 for scalars) */
    const uint8_t *data;/* the value (for strings: the u64 length prefix) */
} gguf_kv;

#define GGUF_MAX_DIMS 4

typedef struct gguf_tensor {
    str_view name;
    uint32_t type;      /* ggml type id */
    uint32_t n_dims;
    uint64_t ne[GGUF_MAX_DIMS];
    uint64_t offset;    /* in the data section */
    uint64_t n_bytes;
    const uint8_t *data;
    int split;          /* which file of a split model holds it */
} gguf_tensor;

typedef struct gguf_file {
    file_map map;
    uint32_t version;
    uint64_t n_kv, n_tensors;
    gguf_kv *kv;
    gguf_tensor *tensors;
    uint32_t *kv_hash, *tensor_hash; /* open addressing: index + 1, 0 = empty; sizes mask + 1 */
    uint64_t kv_mask, tensor_mask;
    uint32_t alignment;
    uint64_t data_offset;
} gguf_file;

typedef struct gguf_reader {
    const uint8_t *p, *end;
    char *err;
    size_t err_size;
} gguf_reader;

static int rd_fail(gguf_reader *r, const char *what) {
    snprintf(r->err, r->err_size, "truncated GGUF: file ends inside %s", what);
    return -1;
}

static int rd_bytes(gguf_reader *r, uint64_t n, const uint8_t **out, const char *what) {
    if ((uint64_t)(r->end - r->p) < n) return rd_fail(r, what);
    *out = r->p;
    r->p += n;
    return 0;
}

static int rd_u32(gguf_reader *r, uint32_t *v, const char *what) {
    const uint8_t *b;
    if (rd_bytes(r, 4, &b, what)) return -1;
    *v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    return 0;
}

static int rd_u64(gguf_reader *r, uint64_t *v, const char *what) {
    uint32_t lo, hi;
    if (rd_u32(r, &lo, what) || rd_u32(r, &hi, what)) return -1;
    *v = (uint64_t)hi << 32 | lo;
    return 0;
}

static uint64_t u64_at(const uint8_t *b) {
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = v << 8 | b[i];
    return v;
}

static int rd_str(gguf_reader *r, str_view *s, const char *what) {
    uint64_t n;
    const uint8_t *b;
    if (rd_u64(r, &n, what) || rd_bytes(r, n, &b, what)) return -1;
    s->ptr = (const char *)b;
    s->len = n;
    return 0;
}

/* Skips one value of `type` (arrays of arrays are refused, as llama.cpp does). */
static int rd_value(gguf_reader *r, gguf_kv *kv) {
    kv->data = r->p;
    kv->n = 1;
    if (kv->type >= GGUF_N_TYPES) {
        snprintf(r->err, r->err_size, "GGUF key '%.*s' has unknown value type %u", (int)MOE_MIN(kv->key.len, 200),
                 kv->key.ptr, kv->type);
        return -1;
    }
    if (kv->type == GGUF_STRING) { str_view s; return rd_str(r, &s, "a string value"); }
    if (kv->type != GGUF_ARRAY) { const uint8_t *b; return rd_bytes(r, gguf_type_sizes[kv->type], &b, "a value"); }
    if (rd_u32(r, &kv->elem_type, "an array type") || rd_u64(r, &kv->n, "an array length")) return -1;
    kv->data = r->p;
    if (kv->elem_type >= GGUF_N_TYPES || kv->elem_type == GGUF_ARRAY) {
        snprintf(r->err, r->err_size, "GGUF key '%.*s': arrays of type %u are not supported",
                 (int)MOE_MIN(kv->key.len, 200), kv->key.ptr, kv->elem_type);
        return -1;
    }
    if (kv->elem_type == GGUF_STRING) {
        for (uint64_t i = 0; i < kv->n; i++) {
            str_view s;
            if (rd_str(r, &s, "a string array")) return -1;
        }
        return 0;
    }
    uint64_t size = gguf_type_sizes[kv->elem_type];
    if (kv->n > (uint64_t)(r->end - r->p) / size) return rd_fail(r, "an array");
    r->p += kv->n * size;
    return 0;
}

typedef struct type_info type_info;
static const type_info *type_get(uint32_t type);
static uint64_t type_row_bytes(uint32_t type, uint64_t n);

static void gguf_close(gguf_file *f, const moe_allocator *a) {
    mem_free(a, f->kv_hash);
    mem_free(a, f->tensor_hash);
    mem_free(a, f->kv);
    mem_free(a, f->tensors);
    unmap_file(&f->map);
    memset(f, 0, sizeof *f);
}

static uint64_t name_hash(const char *s, uint64_t n) { /* FNV-1a */
    uint64_t h = 1469598103934665603ull;
    for (uint64_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

static int sv_same(str_view a, str_view b) { return a.len == b.len && memcmp(a.ptr, b.ptr, (size_t)a.len) == 0; }

/* Hash tables over the names of keys and tensors, so that lookups and the duplicate check stay
 * linear however many entries a (possibly hostile) file declares. `name_at(f, i)` gives entry i. */
typedef str_view (*name_at_fn)(const void *items, uint64_t i);
static str_view kv_name_at(const void *items, uint64_t i) { return ((const gguf_kv *)items)[i].key; }
static str_view tensor_name_at(const void *items, uint64_t i) { return ((const gguf_tensor *)items)[i].name; }

/* Builds the table; returns the index of a duplicate name, n when there is none, or -1 (no memory). */
static int64_t name_table_build(const void *items, uint64_t n, name_at_fn name_at, uint32_t **table, uint64_t *mask,
                                const moe_allocator *a) {
    uint64_t size = 16;
    while (size < 2 * n) size *= 2;
    *table = (uint32_t *)mem_calloc(a, (size_t)size, sizeof(uint32_t));
    if (!*table) return -1;
    *mask = size - 1;
    for (uint64_t i = 0; i < n; i++) {
        const str_view s = name_at(items, i);
        uint64_t h = name_hash(s.ptr, s.len) & *mask;
        for (; (*table)[h]; h = (h + 1) & *mask)
            if (sv_same(name_at(items, (*table)[h] - 1), s)) return (int64_t)i;
        (*table)[h] = (uint32_t)(i + 1);
    }
    return (int64_t)n;
}

static int64_t name_table_find(const void *items, name_at_fn name_at, const uint32_t *table, uint64_t mask,
                               const char *name) {
    if (!table) return -1;
    const size_t n = strlen(name);
    for (uint64_t h = name_hash(name, n) & mask; table[h]; h = (h + 1) & mask)
        if (sv_eq(name_at(items, table[h] - 1), name)) return table[h] - 1;
    return -1;
}

static const gguf_kv *gguf_find(const gguf_file *f, const char *key) {
    int64_t i = name_table_find(f->kv, kv_name_at, f->kv_hash, f->kv_mask, key);
    return i < 0 ? NULL : &f->kv[i];
}

static moe_status gguf_parse_header(gguf_file *f, gguf_reader *r, const moe_allocator *a) {
    uint32_t magic;
    if (rd_u32(r, &magic, "the header")) return MOE_ERR_FORMAT;
    if (magic != 0x46554747u) { /* "GGUF" */
        snprintf(r->err, r->err_size, "not a GGUF file (bad magic 0x%08x)", magic);
        return MOE_ERR_FORMAT;
    }
    if (rd_u32(r, &f->version, "the header")) return MOE_ERR_FORMAT;
    if (f->version != 2 && f->version != 3) {
        snprintf(r->err, r->err_size, "GGUF version %u is not supported (2 and 3 are)", f->version);
        return MOE_ERR_UNSUPPORTED;
    }
    if (rd_u64(r, &f->n_tensors, "the header") || rd_u64(r, &f->n_kv, "the header")) return MOE_ERR_FORMAT;
    /* Each key needs at least 12 bytes and each tensor info 24: counts beyond that are lies. */
    uint64_t left = (uint64_t)(r->end - r->p);
    if (f->n_kv > left / 12 || f->n_tensors > left / 24) {
        snprintf(r->err, r->err_size, "GGUF header claims %llu keys and %llu tensors, more than the file can hold",
                 (unsigned long long)f->n_kv, (unsigned long long)f->n_tensors);
        return MOE_ERR_FORMAT;
    }
    f->kv = (gguf_kv *)mem_calloc(a, (size_t)f->n_kv ? (size_t)f->n_kv : 1, sizeof(gguf_kv));
    f->tensors = (gguf_tensor *)mem_calloc(a, (size_t)f->n_tensors ? (size_t)f->n_tensors : 1, sizeof(gguf_tensor));
    if (!f->kv || !f->tensors) {
        snprintf(r->err, r->err_size, "out of memory reading the GGUF header");
        return MOE_ERR_NOMEM;
    }
    for (uint64_t i = 0; i < f->n_kv; i++) {
        gguf_kv *kv = &f->kv[i];
        if (rd_str(r, &kv->key, "a key") || rd_u32(r, &kv->type, "a value type") || rd_value(r, kv))
            return MOE_ERR_FORMAT;
    }
    const int64_t dup = name_table_build(f->kv, f->n_kv, kv_name_at, &f->kv_hash, &f->kv_mask, a);
    if (dup < 0) {
        snprintf(r->err, r->err_size, "out of memory indexing %llu GGUF keys", (unsigned long long)f->n_kv);
        return MOE_ERR_NOMEM;
    }
    if ((uint64_t)dup < f->n_kv) {
        const str_view k = f->kv[dup].key;
        snprintf(r->err, r->err_size, "GGUF key '%.*s' appears twice", (int)MOE_MIN(k.len, 200), k.ptr);
        return MOE_ERR_FORMAT;
    }
    return MOE_OK;
}

static moe_status gguf_parse_tensor_infos(gguf_file *f, gguf_reader *r) {
    for (uint64_t i = 0; i < f->n_tensors; i++) {
        gguf_tensor *t = &f->tensors[i];
        if (rd_str(r, &t->name, "a tensor name") || rd_u32(r, &t->n_dims, "a tensor info")) return MOE_ERR_FORMAT;
        if (t->n_dims == 0 || t->n_dims > GGUF_MAX_DIMS) {
            snprintf(r->err, r->err_size, "tensor '%.*s' has %u dimensions (1 to 4 allowed)",
                     (int)MOE_MIN(t->name.len, 200), t->name.ptr, t->n_dims);
            return MOE_ERR_FORMAT;
        }
        for (uint32_t d = 0; d < GGUF_MAX_DIMS; d++) t->ne[d] = 1;
        for (uint32_t d = 0; d < t->n_dims; d++)
            if (rd_u64(r, &t->ne[d], "a tensor shape")) return MOE_ERR_FORMAT;
        if (rd_u32(r, &t->type, "a tensor info") || rd_u64(r, &t->offset, "a tensor info")) return MOE_ERR_FORMAT;
    }
    return MOE_OK;
}

/* The validation pass: alignment, every tensor's type, shape and extent, before anything is used. */
static moe_status gguf_validate(gguf_file *f, gguf_reader *r, const moe_allocator *a) {
    const gguf_kv *al = gguf_find(f, "general.alignment");
    f->alignment = 32;
    if (al) {
        if (al->type != GGUF_U32) {
            snprintf(r->err, r->err_size, "general.alignment must be u32, found %s", gguf_type_names[al->type]);
            return MOE_ERR_FORMAT;
        }
        memcpy(&f->alignment, al->data, 4);
        if (f->alignment == 0 || (f->alignment & (f->alignment - 1))) {
            snprintf(r->err, r->err_size, "general.alignment %u is not a power of two", f->alignment);
            return MOE_ERR_FORMAT;
        }
    }
    uint64_t pos = (uint64_t)(r->p - f->map.data);
    f->data_offset = (pos + f->alignment - 1) / f->alignment * f->alignment;
    uint64_t data_size = f->map.size >= f->data_offset ? f->map.size - f->data_offset : 0;
    uint64_t expect = 0;
    for (uint64_t i = 0; i < f->n_tensors; i++) {
        gguf_tensor *t = &f->tensors[i];
        int nl = (int)MOE_MIN(t->name.len, 200);
        const type_info *ti = type_get(t->type);
        if (!ti) {
            snprintf(r->err, r->err_size, "tensor '%.*s' has unknown type %u", nl, t->name.ptr, t->type);
            return MOE_ERR_UNSUPPORTED;
        }
        uint64_t n = 1;
        for (uint32_t d = 0; d < GGUF_MAX_DIMS; d++) {
            if (t->ne[d] == 0 || t->ne[d] > (uint64_t)INT64_MAX / n) {
                snprintf(r->err, r->err_size, "tensor '%.*s' has an invalid or overflowing shape", nl, t->name.ptr);
                return MOE_ERR_FORMAT;
            }
            n *= t->ne[d];
        }
        if (n > ((uint64_t)1 << 50)) {
            snprintf(r->err, r->err_size, "tensor '%.*s' has an overflowing shape", nl, t->name.ptr);
            return MOE_ERR_FORMAT;
        }
        uint64_t row = type_row_bytes(t->type, t->ne[0]);
        if (row == 0) {
            snprintf(r->err, r->err_size, "tensor '%.*s': row length %llu is not a multiple of the block size of its type",
                     nl, t->name.ptr, (unsigned long long)t->ne[0]);
            return MOE_ERR_FORMAT;
        }
        t->n_bytes = row * (n / t->ne[0]);
        if (t->offset != expect) {
            snprintf(r->err, r->err_size, "tensor '%.*s' has data offset %llu, expected %llu (tensor data must be packed in order)",
                     nl, t->name.ptr, (unsigned long long)t->offset, (unsigned long long)expect);
            return MOE_ERR_FORMAT;
        }
        if (t->offset > data_size || t->n_bytes > data_size - t->offset) {
            snprintf(r->err, r->err_size, "tensor '%.*s' (offset %llu, %llu bytes) extends beyond the end of the file",
                     nl, t->name.ptr, (unsigned long long)t->offset, (unsigned long long)t->n_bytes);
            return MOE_ERR_FORMAT;
        }
        t->data = f->map.data + f->data_offset + t->offset;
        /* F32/F16 rows are read as floats and halves: their data must be aligned for that */
        const unsigned natural = t->type == 0 ? 4 : (t->type == 1 || t->type == 30) ? 2 : 1; /* F32, F16/BF16 */
        if (((uintptr_t)t->data % natural) != 0) {
            snprintf(r->err, r->err_size, "tensor '%.*s' data is not aligned to %u bytes (general.alignment %u)", nl,
                     t->name.ptr, natural, f->alignment);
            return MOE_ERR_UNSUPPORTED;
        }
        expect = t->offset + (t->n_bytes + f->alignment - 1) / f->alignment * f->alignment;
    }
    const int64_t dup = name_table_build(f->tensors, f->n_tensors, tensor_name_at, &f->tensor_hash, &f->tensor_mask, a);
    if (dup < 0) {
        snprintf(r->err, r->err_size, "out of memory indexing %llu tensors", (unsigned long long)f->n_tensors);
        return MOE_ERR_NOMEM;
    }
    if ((uint64_t)dup < f->n_tensors) {
        const str_view nm = f->tensors[dup].name;
        snprintf(r->err, r->err_size, "tensor '%.*s' appears twice", (int)MOE_MIN(nm.len, 200), nm.ptr);
        return MOE_ERR_FORMAT;
    }
    return MOE_OK;
}

static moe_status gguf_open(gguf_file *f, const char *path, const moe_allocator *a, char *err, size_t err_size) {
    memset(f, 0, sizeof *f);
    if (map_file(&f->map, path, err, err_size)) return MOE_ERR_IO;
    gguf_reader r = { f->map.data, f->map.data + f->map.size, err, err_size };
    moe_status st = gguf_parse_header(f, &r, a);
    if (st == MOE_OK) st = gguf_parse_tensor_infos(f, &r);
    if (st == MOE_OK) st = gguf_validate(f, &r, a);
    if (st != MOE_OK) gguf_close(f, a);
    return st;
}

/* Typed metadata access. A key of the wrong type is an error, not a conversion (llama.cpp checks
 * types exactly too); gguf_get_* return 1 found, 0 absent, -1 wrong type. */
static int gguf_get_u32(const gguf_file *f, const char *key, uint32_t *v) {
    const gguf_kv *kv = gguf_find(f, key);
    if (!kv) return 0;
    if (kv->type != GGUF_U32) return -1;
    memcpy(v, kv->data, 4);
    return 1;
}

static int gguf_get_f32(const gguf_file *f, const char *key, float *v) {
    const gguf_kv *kv = gguf_find(f, key);
    if (!kv) return 0;
    if (kv->type != GGUF_F32) return -1;
    *v = rd_f32(kv->data);
    return 1;
}

static int gguf_get_bool(const gguf_file *f, const char *key, int *v) {
    const gguf_kv *kv = gguf_find(f, key);
    if (!kv) return 0;
    if (kv->type != GGUF_BOOL) return -1;
    *v = kv->data[0] != 0;
    return 1;
}

static int gguf_get_str(const gguf_file *f, const char *key, str_view *v) {
    const gguf_kv *kv = gguf_find(f, key);
    if (!kv) return 0;
    if (kv->type != GGUF_STRING) return -1;
    v->len = u64_at(kv->data);
    v->ptr = (const char *)kv->data + 8;
    return 1;
}

/* Integer scalar of any integer type (for ids such as tokenizer.ggml.bos_token_id, which writers
 * store as u32 or i32). */
static int gguf_get_int(const gguf_file *f, const char *key, int64_t *v) {
    const gguf_kv *kv = gguf_find(f, key);
    if (!kv) return 0;
    const uint8_t *d = kv->data;
    switch (kv->type) {
    case GGUF_U8: *v = d[0]; return 1;
    case GGUF_I8: *v = (int8_t)d[0]; return 1;
    case GGUF_U16: *v = rd16(d); return 1;
    case GGUF_I16: *v = (int16_t)rd16(d); return 1;
    case GGUF_U32: { uint32_t x; memcpy(&x, d, 4); *v = x; return 1; }
    case GGUF_I32: { int32_t x; memcpy(&x, d, 4); *v = x; return 1; }
    case GGUF_U64: { uint64_t x = u64_at(d); *v = x > INT64_MAX ? -1 : (int64_t)x; return 1; }
    case GGUF_I64: *v = (int64_t)u64_at(d); return 1;
    default: return -1;
    }
}

static const gguf_tensor *gguf_find_tensor(const gguf_file *f, const char *name) {
    int64_t i = name_table_find(f->tensors, tensor_name_at, f->tensor_hash, f->tensor_mask, name);
    return i < 0 ? NULL : &f->tensors[i];
}

/* ------------------------------------------------------------------------------------------------
 * quant: weight types. Every ggml type is known by size (so any file validates and unsupported
 * types are named), and the computable ones have a dot product on packed blocks, a row decoder and
 * (for activation types) a row encoder. Layouts are ggml's (ggml-common.h).
 * ---------------------------------------------------------------------------------------------- */

enum {
    T_F32 = 0, T_F16 = 1, T_Q4_0 = 2, T_Q4_1 = 3, T_Q5_0 = 6, T_Q5_1 = 7, T_Q8_0 = 8, T_Q8_1 = 9,
    T_Q2_K = 10, T_Q3_K = 11, T_Q4_K = 12, T_Q5_K = 13, T_Q6_K = 14, T_Q8_K = 15, T_IQ2_XXS = 16,
    T_IQ2_XS = 17, T_IQ3_XXS = 18, T_IQ1_S = 19, T_IQ4_NL = 20, T_IQ3_S = 21, T_IQ2_S = 22,
    T_IQ4_XS = 23, T_I8 = 24, T_I16 = 25, T_I32 = 26, T_I64 = 27, T_F64 = 28, T_IQ1_M = 29,
    T_BF16 = 30, T_TQ1_0 = 34, T_TQ2_0 = 35, T_MXFP4 = 39, T_NVFP4 = 40, T_Q1_0 = 41, T_Q2_0 = 42,
    T_COUNT = 43
};

/* dot(w, x, n): one weight row (type t) times one activation row (type vec_dot_type of t). */
typedef float (*vec_dot_fn)(const void *w, const void *x, int n);
/* Tiles: nr <= 4 weight rows w + r * ws times nt <= 4 activation rows x[t], out[4 * r + t] (16 floats).
 * Panels: nr <= 16 rows times any number of tokens, row r of token t written to out[t][r] (straight into
 * the product's output rows: no copy, no staging buffer). Both keep dot's integer sums (only the float
 * order differs), for matrix products over several tokens. */
typedef void (*vec_dot_tile_fn)(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out);
typedef void (*vec_dot_panel_fn)(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *const *out);
/* One token (decode) over nrows consecutive rows: out[r] = row r . x. */
typedef void (*vec_dot_rows_fn)(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out);
typedef void (*to_float_fn)(const void *src, float *dst, int n);
typedef void (*from_float_fn)(const float *src, void *dst, int n);

struct type_info {
    const char *name;
    uint32_t block;        /* elements per block */
    uint32_t bytes;        /* bytes per block */
    uint32_t vec_dot_type; /* what activations are rounded to before the dot product */
    vec_dot_fn dot;        /* NULL: not computable (yet) */
    to_float_fn to_float;
    from_float_fn from_float;
};

#define QK8_0 32
#define QK4_0 32

/* ---- scalar kernels (the reference; SIMD versions must agree with them) ---- */

static void f32_to_float(const void *src, float *dst, int n) { memcpy(dst, src, (size_t)n * 4); }
static void f32_from_float(const float *src, void *dst, int n) { memcpy(dst, src, (size_t)n * 4); }

static void f16_to_float(const void *src, float *dst, int n) {
    const uint8_t *s = (const uint8_t *)src;
    for (int i = 0; i < n; i++) dst[i] = fp16_to_f32(rd16(s + 2 * i));
}

static void f16_from_float(const float *src, void *dst, int n) {
    uint16_t *d = (uint16_t *)dst;
    for (int i = 0; i < n; i++) d[i] = f32_to_fp16(src[i]);
}

static void bf16_to_float(const void *src, float *dst, int n) {
    const uint8_t *s = (const uint8_t *)src;
    for (int i = 0; i < n; i++) dst[i] = bf16_to_f32(rd16(s + 2 * i));
}

static void bf16_from_float(const float *src, void *dst, int n) {
    uint16_t *d = (uint16_t *)dst;
    for (int i = 0; i < n; i++) d[i] = f32_to_bf16(src[i]);
}

/* y += a * x: attention's weighted sum of value rows (SIMD versions are chosen in quant_init). */
static void axpy_scalar(float *y, float a, const float *x, int n) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void (*vec_axpy)(float *y, float a, const float *x, int n) = axpy_scalar;

/* x[i] = exp(x[i] - mx), returning the sum in double (softmax's numerator and denominator). */
static double exp_sum_scalar(float *x, int n, float mx) {
    double sum = 0;
    for (int i = 0; i < n; i++) { x[i] = expf(x[i] - mx); sum += x[i]; }
    return sum;
}

/* g[i] = silu(g[i]) * u[i] (SwiGLU) */
static void silu_mul_scalar(float *g, const float *u, int n) {
    for (int i = 0; i < n; i++) g[i] = g[i] / (1.0f + expf(-g[i])) * u[i];
}

/* y[i] = x[i] / rms(x) * w[i] (RMS norm, in place allowed) as ggml: the squares in float, summed in
 * double; the scale in float. */
static void rms_norm_scalar(const float *x, float *y, const float *w, int n, float eps) {
    double sum = 0;
    for (int i = 0; i < n; i++) sum += (double)(x[i] * x[i]);
    const float scale = 1.0f / sqrtf((float)(sum / n) + eps);
    for (int i = 0; i < n; i++) y[i] = (x[i] * scale) * w[i];
}

static double (*vec_exp_sum)(float *x, int n, float mx) = exp_sum_scalar;
static void (*vec_silu_mul)(float *g, const float *u, int n) = silu_mul_scalar;
static void (*vec_rms_norm)(const float *x, float *y, const float *w, int n, float eps) = rms_norm_scalar;

static float dot_f32_scalar(const void *w, const void *x, int n) {
    const float *a = (const float *)w, *b = (const float *)x;
    float s[8] = { 0 };
    int i = 0;
    for (; i + 8 <= n; i += 8)
        for (int j = 0; j < 8; j++) s[j] += a[i + j] * b[i + j];
    for (; i < n; i++) s[0] += a[i] * b[i];
    return ((s[0] + s[4]) + (s[1] + s[5])) + ((s[2] + s[6]) + (s[3] + s[7]));
}

/* s[m * ss + j] = scale * (q_m . k_j) for M query rows and nk key rows, each hd floats. */
static void attn_qk_scalar(const float *q, int M, const float *k, int nk, int hd, float scale, float *s, size_t ss) {
    for (int m = 0; m < M; m++)
        for (int j = 0; j < nk; j++) s[(size_t)m * ss + (size_t)j] = dot_f32_scalar(k + (size_t)j * hd, q + (size_t)m * hd, hd) * scale;
}

/* out_m += sum over j of p[m * ps + j] v_j, for M rows and nk value rows of hd floats. */
static void attn_pv_scalar(const float *p, size_t ps, int M, const float *v, int nk, int hd, float *out) {
    for (int m = 0; m < M; m++)
        for (int j = 0; j < nk; j++) {
            const float w = p[(size_t)m * ps + (size_t)j];
            const float *vr = v + (size_t)j * hd;
            float *o = out + (size_t)m * hd;
            for (int d = 0; d < hd; d++) o[d] += w * vr[d];
        }
}

typedef void (*attn_qk_fn)(const float *q, int M, const float *k, int nk, int hd, float scale, float *s, size_t ss);
typedef void (*attn_pv_fn)(const float *p, size_t ps, int M, const float *v, int nk, int hd, float *out);
static attn_qk_fn attn_qk = attn_qk_scalar;
static attn_pv_fn attn_pv = attn_pv_scalar;
/* The same products on F16 key and value rows ks (vs) halves apart, converted as they are loaded (no
 * conversion pass over the cache): where the SIMD level has them, for head widths that are a multiple of 32. */
typedef void (*attn_qk_h_fn)(const float *q, int M, const uint16_t *k, size_t ks, int nk, int hd, float scale, float *s, size_t ss);
typedef void (*attn_pv_h_fn)(const float *p, size_t ps, int M, const uint16_t *v, size_t vs, int nk, int hd, float *out);
static attn_qk_h_fn attn_qk_h;
static attn_pv_h_fn attn_pv_h;

static float dot_f16_scalar(const void *w, const void *x, int n) {
    const uint16_t *a = (const uint16_t *)w, *b = (const uint16_t *)x;
    float s[8] = { 0 };
    int i = 0;
    for (; i + 8 <= n; i += 8)
        for (int j = 0; j < 8; j++) s[j] += fp16_to_f32(a[i + j]) * fp16_to_f32(b[i + j]);
    for (; i < n; i++) s[0] += fp16_to_f32(a[i]) * fp16_to_f32(b[i]);
    return ((s[0] + s[4]) + (s[1] + s[5])) + ((s[2] + s[6]) + (s[3] + s[7]));
}

static float dot_bf16_scalar(const void *w, const void *x, int n) {
    const uint16_t *a = (const uint16_t *)w, *b = (const uint16_t *)x;
    float s[8] = { 0 };
    int i = 0;
    for (; i + 8 <= n; i += 8)
        for (int j = 0; j < 8; j++) s[j] += bf16_to_f32(a[i + j]) * bf16_to_f32(b[i + j]);
    for (; i < n; i++) s[0] += bf16_to_f32(a[i]) * bf16_to_f32(b[i]);
    return ((s[0] + s[4]) + (s[1] + s[5])) + ((s[2] + s[6]) + (s[3] + s[7]));
}

/* Q8_0: blocks of 32 int8 with one F16 scale (34 bytes). Activations are rounded the way ggml's
 * x86 code does it: d = amax / 127, q = round-half-even(x * 127 / amax). */
static void q8_0_from_float(const float *src, void *dst, int n) {
    uint8_t *out = (uint8_t *)dst;
    for (int b = 0; b < n / QK8_0; b++, out += 34) {
        const float *x = src + b * QK8_0;
        float amax = 0;
        for (int j = 0; j < QK8_0; j++) amax = MOE_MAX(amax, fabsf(x[j]));
        const float d = amax / 127.f, id = amax != 0.f ? 127.f / amax : 0.f;
        uint16_t dh = f32_to_fp16(d);
        out[0] = (uint8_t)(dh & 0xff);
        out[1] = (uint8_t)(dh >> 8);
        for (int j = 0; j < QK8_0; j++) out[2 + j] = (uint8_t)(int8_t)nearbyintf(x[j] * id);
    }
}

static void q8_0_to_float(const void *src, float *dst, int n) {
    const uint8_t *in = (const uint8_t *)src;
    for (int b = 0; b < n / QK8_0; b++, in += 34) {
        const float d = fp16_to_f32(rd16(in));
        for (int j = 0; j < QK8_0; j++) dst[b * QK8_0 + j] = d * (float)(int8_t)in[2 + j];
    }
}

static float dot_q8_0_scalar(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / QK8_0; i++, a += 34, b += 34) {
        int32_t s = 0;
        for (int j = 0; j < QK8_0; j++) s += (int8_t)a[2 + j] * (int8_t)b[2 + j];
        sum += (fp16_to_f32(rd16(a)) * fp16_to_f32(rd16(b))) * (float)s;
    }
    return sum;
}

/* Q4_0: F16 scale then 16 bytes; byte j holds element j (low nibble) and j+16 (high), value q-8. */
static void q4_0_to_float(const void *src, float *dst, int n) {
    const uint8_t *in = (const uint8_t *)src;
    for (int b = 0; b < n / QK4_0; b++, in += 18) {
        const float d = fp16_to_f32(rd16(in));
        for (int j = 0; j < 16; j++) {
            dst[b * 32 + j] = d * (float)((in[2 + j] & 15) - 8);
            dst[b * 32 + j + 16] = d * (float)((in[2 + j] >> 4) - 8);
        }
    }
}

static float dot_q4_0_scalar(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / QK4_0; i++, a += 18, b += 34) {
        int32_t s = 0;
        for (int j = 0; j < 16; j++)
            s += ((a[2 + j] & 15) - 8) * (int8_t)b[2 + j] + ((a[2 + j] >> 4) - 8) * (int8_t)b[18 + j];
        sum += (fp16_to_f32(rd16(a)) * fp16_to_f32(rd16(b))) * (float)s;
    }
    return sum;
}

/* the loops over a kernel's rows and tokens (tiles, attention blocks), unrolled so that the accumulators stay in registers; not in
 * sanitizer builds, where the instrumented unrolled kernels take clang minutes to compile */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MOE_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define MOE_SANITIZED 1
#endif
#endif
#if defined(MOE_SANITIZED)
#define UNROLL4
#define UNROLL8
#define UNROLL16
#else
#define UNROLL4 _Pragma("GCC unroll 4")
#define UNROLL8 _Pragma("GCC unroll 8")
#define UNROLL16 _Pragma("GCC unroll 16")
#endif

/* Starts loading the line at p into the cache for writing (a hint). */
static inline void prefetch_write(const void *p) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p, 1, 3);
#else
    (void)p;
#endif
}

/* Starts loading the n bytes at p into the cache (a hint; no-op where the compiler has no prefetch). */
static inline void prefetch_bytes(const uint8_t *p, size_t n) {
#if defined(__GNUC__) || defined(__clang__)
    for (size_t b = 0; b < n; b += 64) __builtin_prefetch(p + b, 0, 3);
#else
    (void)p; (void)n;
#endif
}

/* One token (decode): each tile kernel also requests, spread over its loop, the weight lines
 * TILE_AHEAD_BYTES past the ones it reads, in address order and each line once: step s of a tile of R rows
 * (ws bytes apart) that reads `bytes` of each row per step requests the lines that start in
 * [w + TILE_AHEAD_BYTES + s R bytes, + R bytes), so the thread's run of rows (consecutive tiles) is asked
 * for as one sequential stream. Measured on Zen 5 (2 threads): a burst of the next tile before each tile
 * left the loads waiting; per-row requests of the next tile's rows took Qwen3 Q4_K decode from 44-48 to
 * 58-66 t/s and OLMoE Q4_0 from 34-36 to 43-48; this sequential order added 6% on both (medians of 5-6
 * interleaved runs), 7 KiB ahead beating 5, 9 and 11 KiB by 3-6%. An address past the weights is only a
 * hint: prefetches do not fault. */
enum { TILE_PREFETCH_ROWS = 4, TILE_AHEAD_BYTES = 7168 };
static inline void tile_prefetch_step(const uint8_t *w, int R, size_t bytes, int s) {
    const size_t step = (size_t)R * bytes;
    const uintptr_t lo = (uintptr_t)w + TILE_AHEAD_BYTES + step * (size_t)s, hi = lo + step;
    for (uintptr_t p = (lo + 63) & ~(uintptr_t)63; p < hi; p += 64) prefetch_bytes((const uint8_t *)p, 1);
}

/* The other order, for kernels that read many rows side by side (eight): step g of ng over R rows (ws bytes
 * apart) that reads group g (gb bytes) of each row requests the lines that start in group g + ahead of each
 * row, a group past a row's end being in the same row of the next pass (R rows on). Each row's stream then
 * runs the same distance ahead, where the address order leaves the starts of a pass's last rows late. */
static inline void rows_prefetch_step(const uint8_t *w, size_t ws, int R, size_t gb, int ng, int g, int ahead) {
    int ga = g + ahead;
    while (ga >= ng) { ga -= ng; w += (size_t)R * ws; }
    for (int r = 0; r < R; r++) {
        const uintptr_t lo = (uintptr_t)(w + (size_t)r * ws + gb * (size_t)ga), hi = lo + gb;
        for (uintptr_t p = (lo + 63) & ~(uintptr_t)63; p < hi; p += 64) prefetch_bytes((const uint8_t *)p, 1);
    }
}

/* ---- x86 SIMD, chosen at run time: one binary runs on any x86-64 ---- */
#if !defined(MOE_NO_SIMD) && (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define MOE_X86_DISPATCH 1
#include <immintrin.h>
#define TARGET_AVX2 __attribute__((target("avx2,fma,f16c")))

TARGET_AVX2 static inline float hsum_avx(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}

/* F16C conversions: the portable converters are SSE-encoded, and calling them with live YMM registers
 * costs a state transition on some CPUs (about 100 ns per call measured here). */
TARGET_AVX2 static inline float fp16_avx(uint16_t h) { return _cvtsh_ss(h); }
TARGET_AVX2 static inline uint16_t fp32_to_fp16_avx(float f) { return (uint16_t)_cvtss_sh(f, _MM_FROUND_TO_NEAREST_INT); }

/* int8 x int8 products summed to 8 x int32 lanes, as floats (ggml's mul_sum_i8_pairs_float). */
TARGET_AVX2 static inline __m256 mul_sum_i8_avx2(__m256i x, __m256i y) {
    const __m256i ax = _mm256_sign_epi8(x, x), sy = _mm256_sign_epi8(y, x);
    const __m256i dot = _mm256_maddubs_epi16(ax, sy);
    return _mm256_cvtepi32_ps(_mm256_madd_epi16(dot, _mm256_set1_epi16(1)));
}

TARGET_AVX2 static float dot_f32_avx2(const void *w, const void *x, int n) {
    const float *a = (const float *)w, *b = (const float *)x;
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
    }
    float s = hsum_avx(_mm256_add_ps(s0, s1));
    for (; i < n; i++) s += a[i] * b[i];
    return s;
}

TARGET_AVX2 static float dot_f16_avx2(const void *w, const void *x, int n) {
    const uint16_t *a = (const uint16_t *)w, *b = (const uint16_t *)x;
    __m256 s0 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 va = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(a + i)));
        __m256 vb = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(b + i)));
        s0 = _mm256_fmadd_ps(va, vb, s0);
    }
    float s = hsum_avx(s0);
    for (; i < n; i++) s += _cvtsh_ss(a[i]) * _cvtsh_ss(b[i]);
    return s;
}

/* F16 rows <-> float with F16C (round to nearest even, as the portable converters) */
TARGET_AVX2 static void f16_to_float_avx2(const void *src, float *dst, int n) {
    const uint8_t *s = (const uint8_t *)src;
    int i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(dst + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(s + 2 * i))));
    for (; i < n; i++) dst[i] = fp16_avx(rd16(s + 2 * i));
}

TARGET_AVX2 static void f16_from_float_avx2(const float *src, void *dst, int n) {
    uint8_t *d = (uint8_t *)dst;
    int i = 0;
    for (; i + 8 <= n; i += 8)
        _mm_storeu_si128((__m128i *)(d + 2 * i), _mm256_cvtps_ph(_mm256_loadu_ps(src + i), _MM_FROUND_TO_NEAREST_INT));
    for (; i < n; i++) {
        const uint16_t h = fp32_to_fp16_avx(src[i]);
        memcpy(d + 2 * i, &h, 2);
    }
}

TARGET_AVX2 static void axpy_avx2(float *y, float a, const float *x, int n) {
    const __m256 va = _mm256_set1_ps(a);
    int i = 0;
    for (; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_fmadd_ps(va, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
    for (; i < n; i++) y[i] += a * x[i];
}

/* exp of 8 floats: 2^k e^r with |r| <= ln2 / 2 and Cephes' degree-6 polynomial for e^r (within 2 ulp
 * of expf); below -87.3 (e^x under FLT_MIN, and -inf) 0, above 88.7 +inf. */
TARGET_AVX2 static inline __m256 exp_avx2(__m256 x) {
    const __m256 hi = _mm256_set1_ps(88.7228f), lo = _mm256_set1_ps(-87.3365f);
    const __m256 xc = _mm256_max_ps(_mm256_min_ps(x, hi), lo);
    const __m256 k = _mm256_round_ps(_mm256_mul_ps(xc, _mm256_set1_ps(1.44269504088896341f)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256 r = _mm256_fnmadd_ps(k, _mm256_set1_ps(0.693359375f), xc);
    r = _mm256_fnmadd_ps(k, _mm256_set1_ps(-2.12194440e-4f), r);
    __m256 p = _mm256_set1_ps(1.9875691500e-4f);
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.3981999507e-3f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(8.3334519073e-3f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(4.1665795894e-2f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.6666665459e-1f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(5.0000001201e-1f));
    p = _mm256_fmadd_ps(_mm256_mul_ps(p, r), r, _mm256_add_ps(r, _mm256_set1_ps(1.0f)));
    /* 2^k in two steps, so k = 128 (x near 88.7) does not overflow the exponent field */
    const __m256i ki = _mm256_cvtps_epi32(k), k1 = _mm256_srai_epi32(ki, 1), k2 = _mm256_sub_epi32(ki, k1);
    const __m256 s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(k1, _mm256_set1_epi32(127)), 23));
    const __m256 s2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(k2, _mm256_set1_epi32(127)), 23));
    __m256 y = _mm256_mul_ps(_mm256_mul_ps(p, s1), s2);
    y = _mm256_and_ps(y, _mm256_cmp_ps(x, lo, _CMP_GT_OQ));                                     /* tiny and -inf: 0 */
    y = _mm256_blendv_ps(y, _mm256_set1_ps(INFINITY), _mm256_cmp_ps(x, hi, _CMP_GT_OQ));         /* huge: inf */
    return _mm256_blendv_ps(y, x, _mm256_cmp_ps(x, x, _CMP_UNORD_Q));                              /* NaN stays NaN */
}

TARGET_AVX2 static double exp_sum_avx2(float *x, int n, float mx) {
    const __m256 m = _mm256_set1_ps(mx);
    __m256d s0 = _mm256_setzero_pd(), s1 = _mm256_setzero_pd();
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m256 e = exp_avx2(_mm256_sub_ps(_mm256_loadu_ps(x + i), m));
        _mm256_storeu_ps(x + i, e);
        s0 = _mm256_add_pd(s0, _mm256_cvtps_pd(_mm256_castps256_ps128(e)));
        s1 = _mm256_add_pd(s1, _mm256_cvtps_pd(_mm256_extractf128_ps(e, 1)));
    }
    double t[4];
    _mm256_storeu_pd(t, _mm256_add_pd(s0, s1));
    double sum = (t[0] + t[1]) + (t[2] + t[3]);
    for (; i < n; i++) { x[i] = expf(x[i] - mx); sum += x[i]; }
    return sum;
}

TARGET_AVX2 static void silu_mul_avx2(float *g, const float *u, int n) {
    const __m256 one = _mm256_set1_ps(1.0f), neg = _mm256_set1_ps(-0.0f);
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        const __m256 x = _mm256_loadu_ps(g + i);
        const __m256 e = exp_avx2(_mm256_xor_ps(x, neg));
        _mm256_storeu_ps(g + i, _mm256_mul_ps(_mm256_div_ps(x, _mm256_add_ps(one, e)), _mm256_loadu_ps(u + i)));
    }
    for (; i < n; i++) g[i] = g[i] / (1.0f + expf(-g[i])) * u[i];
}

/* as rms_norm_scalar; the double sum in four partial sums (its order changes nothing a float can show) */
TARGET_AVX2 static void rms_norm_avx2(const float *x, float *y, const float *w, int n, float eps) {
    __m256d s0 = _mm256_setzero_pd(), s1 = _mm256_setzero_pd(), s2 = _mm256_setzero_pd(), s3 = _mm256_setzero_pd();
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        const __m256 a = _mm256_loadu_ps(x + i), b = _mm256_loadu_ps(x + i + 8);
        const __m256 aa = _mm256_mul_ps(a, a), bb = _mm256_mul_ps(b, b);
        s0 = _mm256_add_pd(s0, _mm256_cvtps_pd(_mm256_castps256_ps128(aa)));
        s1 = _mm256_add_pd(s1, _mm256_cvtps_pd(_mm256_extractf128_ps(aa, 1)));
        s2 = _mm256_add_pd(s2, _mm256_cvtps_pd(_mm256_castps256_ps128(bb)));
        s3 = _mm256_add_pd(s3, _mm256_cvtps_pd(_mm256_extractf128_ps(bb, 1)));
    }
    double t[4];
    _mm256_storeu_pd(t, _mm256_add_pd(_mm256_add_pd(s0, s1), _mm256_add_pd(s2, s3)));
    double sum = (t[0] + t[1]) + (t[2] + t[3]);
    for (; i < n; i++) sum += (double)(x[i] * x[i]);
    const float scale = 1.0f / sqrtf((float)(sum / n) + eps);
    const __m256 sv = _mm256_set1_ps(scale);
    for (i = 0; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_mul_ps(_mm256_mul_ps(_mm256_loadu_ps(x + i), sv), _mm256_loadu_ps(w + i)));
    for (; i < n; i++) y[i] = (x[i] * scale) * w[i];
}

/* Attention's small matrix products (see attn_task). Scores: R query rows x J key rows per block, 8
 * floats of the head at a time, each sum reduced once at the end. */
TARGET_AVX2 static inline __attribute__((always_inline)) void attn_qk_block_avx2(const float *q, const float *k, int hd, float scale,
                                                                                  float *s, size_t ss, const int R, const int J) {
    __m256 acc[3][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int j = 0; j < J; j++) acc[r][j] = _mm256_setzero_ps();
    int d = 0;
    for (; d + 8 <= hd; d += 8) {
        __m256 kv[4];
        UNROLL4 for (int j = 0; j < J; j++) kv[j] = _mm256_loadu_ps(k + (size_t)j * hd + d);
        UNROLL4 for (int r = 0; r < R; r++) {
            const __m256 qv = _mm256_loadu_ps(q + (size_t)r * hd + d);
            UNROLL4 for (int j = 0; j < J; j++) acc[r][j] = _mm256_fmadd_ps(qv, kv[j], acc[r][j]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int j = 0; j < J; j++) {
            float x = hsum_avx(acc[r][j]);
            for (int e = d; e < hd; e++) x += q[(size_t)r * hd + e] * k[(size_t)j * hd + e];
            s[(size_t)r * ss + (size_t)j] = x * scale;
        }
}

TARGET_AVX2 static void attn_qk_avx2(const float *q, int M, const float *k, int nk, int hd, float scale, float *s, size_t ss) {
    int m = 0;
    for (; m + 3 <= M; m += 3) {
        int j = 0;
        for (; j + 4 <= nk; j += 4) attn_qk_block_avx2(q + (size_t)m * hd, k + (size_t)j * hd, hd, scale, s + (size_t)m * ss + j, ss, 3, 4);
        for (; j < nk; j++) attn_qk_block_avx2(q + (size_t)m * hd, k + (size_t)j * hd, hd, scale, s + (size_t)m * ss + j, ss, 3, 1);
    }
    for (; m < M; m++) {
        int j = 0;
        for (; j + 4 <= nk; j += 4) attn_qk_block_avx2(q + (size_t)m * hd, k + (size_t)j * hd, hd, scale, s + (size_t)m * ss + j, ss, 1, 4);
        for (; j < nk; j++) attn_qk_block_avx2(q + (size_t)m * hd, k + (size_t)j * hd, hd, scale, s + (size_t)m * ss + j, ss, 1, 1);
    }
}

/* Values: R output rows x 16 floats of the head per block, over every value row (the probabilities
 * broadcast, the value row loaded once for the R rows). */
TARGET_AVX2 static inline __attribute__((always_inline)) void attn_pv_block_avx2(const float *p, size_t ps, const float *v, int nk, int hd,
                                                                                  float *out, const int R) {
    __m256 acc[4][2];
    UNROLL4 for (int r = 0; r < R; r++) {
        acc[r][0] = _mm256_loadu_ps(out + (size_t)r * hd);
        acc[r][1] = _mm256_loadu_ps(out + (size_t)r * hd + 8);
    }
    for (int j = 0; j < nk; j++) {
        const __m256 v0 = _mm256_loadu_ps(v + (size_t)j * hd), v1 = _mm256_loadu_ps(v + (size_t)j * hd + 8);
        UNROLL4 for (int r = 0; r < R; r++) {
            const __m256 w = _mm256_broadcast_ss(p + (size_t)r * ps + (size_t)j);
            acc[r][0] = _mm256_fmadd_ps(w, v0, acc[r][0]);
            acc[r][1] = _mm256_fmadd_ps(w, v1, acc[r][1]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++) {
        _mm256_storeu_ps(out + (size_t)r * hd, acc[r][0]);
        _mm256_storeu_ps(out + (size_t)r * hd + 8, acc[r][1]);
    }
}

TARGET_AVX2 static void attn_pv_avx2(const float *p, size_t ps, int M, const float *v, int nk, int hd, float *out) {
    const int hd16 = hd / 16 * 16;
    for (int d = 0; d < hd16; d += 16) /* a strip of 16 floats of every value row stays in L1 for all rows */
        for (int m = 0; m < M; m += 4) {
            const int R = MOE_MIN(4, M - m);
            if (R == 4) attn_pv_block_avx2(p + (size_t)m * ps, ps, v + d, nk, hd, out + (size_t)m * hd + d, 4);
            else
                for (int r = 0; r < R; r++) attn_pv_block_avx2(p + (size_t)(m + r) * ps, ps, v + d, nk, hd, out + (size_t)(m + r) * hd + d, 1);
        }
    for (int m = 0; m < M; m++) /* a head width that is not a multiple of 16 */
        for (int j = 0; j < nk; j++)
            for (int d = hd16; d < hd; d++) out[(size_t)m * hd + d] += p[(size_t)m * ps + (size_t)j] * v[(size_t)j * hd + d];
}

TARGET_AVX2 static inline __m256 bf16x8_avx2(const uint16_t *p) {
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)p)), 16));
}

TARGET_AVX2 static float dot_bf16_avx2(const void *w, const void *x, int n) {
    const uint16_t *a = (const uint16_t *)w, *b = (const uint16_t *)x;
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    int i = 0;
    for (; i + 16 <= n; i += 16) {
        s0 = _mm256_fmadd_ps(bf16x8_avx2(a + i), bf16x8_avx2(b + i), s0);
        s1 = _mm256_fmadd_ps(bf16x8_avx2(a + i + 8), bf16x8_avx2(b + i + 8), s1);
    }
    float s = hsum_avx(_mm256_add_ps(s0, s1));
    for (; i < n; i++) s += bf16_to_f32(a[i]) * bf16_to_f32(b[i]);
    return s;
}

TARGET_AVX2 static float dot_q8_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK8_0; i++, a += 34, b += 34) {
        const __m256 d = _mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b)));
        const __m256i qa = _mm256_loadu_si256((const __m256i *)(a + 2));
        const __m256i qb = _mm256_loadu_si256((const __m256i *)(b + 2));
        acc = _mm256_fmadd_ps(d, mul_sum_i8_avx2(qa, qb), acc);
    }
    return hsum_avx(acc);
}

/* Q4_0 x Q8_0: two blocks per iteration into two accumulators, so the FMA chain does not
 * serialise the loop. */
TARGET_AVX2 static inline __m256 q4_0_block_avx2(const uint8_t *a, const uint8_t *b) {
    const __m256i low = _mm256_set1_epi8(15), off = _mm256_set1_epi8(8);
    const __m128i raw = _mm_loadu_si128((const __m128i *)(a + 2));
    __m256i qa = _mm256_set_m128i(_mm_srli_epi16(raw, 4), raw);
    qa = _mm256_sub_epi8(_mm256_and_si256(qa, low), off);
    const __m256i qb = _mm256_loadu_si256((const __m256i *)(b + 2));
    return mul_sum_i8_avx2(qa, qb);
}

TARGET_AVX2 static float dot_q4_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();
    const int nb = n / QK4_0;
    int i = 0;
    for (; i + 2 <= nb; i += 2, a += 36, b += 68) {
        acc0 = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), q4_0_block_avx2(a, b), acc0);
        acc1 = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a + 18)) * fp16_avx(rd16(b + 34))), q4_0_block_avx2(a + 18, b + 34), acc1);
    }
    if (i < nb) acc0 = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), q4_0_block_avx2(a, b), acc0);
    return hsum_avx(_mm256_add_ps(acc0, acc1));
}

TARGET_AVX2 static void q8_0_from_float_avx2(const float *src, void *dst, int n) {
    uint8_t *out = (uint8_t *)dst;
    const __m256 sign = _mm256_set1_ps(-0.0f);
    for (int b = 0; b < n / QK8_0; b++, out += 34) {
        const float *x = src + b * QK8_0;
        __m256 v[4], m = _mm256_setzero_ps();
        for (int j = 0; j < 4; j++) {
            v[j] = _mm256_loadu_ps(x + 8 * j);
            m = _mm256_max_ps(m, _mm256_andnot_ps(sign, v[j]));
        }
        __m128 m4 = _mm_max_ps(_mm256_extractf128_ps(m, 1), _mm256_castps256_ps128(m));
        m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
        m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
        const float amax = _mm_cvtss_f32(m4);
        const uint16_t dh = fp32_to_fp16_avx(amax / 127.f);
        out[0] = (uint8_t)(dh & 0xff);
        out[1] = (uint8_t)(dh >> 8);
        const __m256 mul = _mm256_set1_ps(amax != 0.f ? 127.f / amax : 0.f);
        __m256i q[4];
        for (int j = 0; j < 4; j++)
            q[j] = _mm256_cvtps_epi32(_mm256_round_ps(_mm256_mul_ps(v[j], mul), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
        __m256i p01 = _mm256_packs_epi32(q[0], q[1]), p23 = _mm256_packs_epi32(q[2], q[3]);
        __m256i p = _mm256_packs_epi16(p01, p23);
        p = _mm256_permutevar8x32_epi32(p, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        _mm256_storeu_si256((__m256i *)(out + 2), p);
    }
}

#include <cpuid.h>

/* AVX2 + FMA + F16C, and the OS saves the YMM registers (XGETBV), read with cpuid: compilers
 * differ in which feature names __builtin_cpu_supports knows. */
static int cpu_has_avx2(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    const int fma = (c >> 12) & 1, osxsave = (c >> 27) & 1, avx = (c >> 28) & 1, f16c = (c >> 29) & 1;
    if (!(fma && osxsave && avx && f16c)) return 0;
    unsigned xcr0_lo, xcr0_hi;
    __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
    if ((xcr0_lo & 6) != 6) return 0;
    if (__get_cpuid_max(0, NULL) < 7) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    return (b >> 5) & 1;
}
#endif

/* ---- the other ggml weight types. Block layouts are ggml-common.h's; to_float evaluates ggml-quants.c's
 * dequantize_row_* operation for operation in float32 (so it is bit-exact), dot sums integer products
 * per block and then scales in float, like ggml-cpu's generic vec_dot. ---- */

#define QK_K 256

static const int8_t kvalues_iq4nl[16] = { -127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113 };
static const int8_t kvalues_mxfp4[16] = { 0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12 }; /* 2 x E2M1 */

/* ksigns_iq2xs[i]: the 7 sign bits i plus an 8th that makes the count of negative signs even. */
static const uint8_t ksigns_iq2xs[128] = {
    0x00,0x81,0x82,0x03,0x84,0x05,0x06,0x87,0x88,0x09,0x0a,0x8b,0x0c,0x8d,0x8e,0x0f,0x90,0x11,0x12,0x93,0x14,0x95,
    0x96,0x17,0x18,0x99,0x9a,0x1b,0x9c,0x1d,0x1e,0x9f,0xa0,0x21,0x22,0xa3,0x24,0xa5,0xa6,0x27,0x28,0xa9,0xaa,0x2b,
    0xac,0x2d,0x2e,0xaf,0x30,0xb1,0xb2,0x33,0xb4,0x35,0x36,0xb7,0xb8,0x39,0x3a,0xbb,0x3c,0xbd,0xbe,0x3f,0xc0,0x41,
    0x42,0xc3,0x44,0xc5,0xc6,0x47,0x48,0xc9,0xca,0x4b,0xcc,0x4d,0x4e,0xcf,0x50,0xd1,0xd2,0x53,0xd4,0x55,0x56,0xd7,
    0xd8,0x59,0x5a,0xdb,0x5c,0xdd,0xde,0x5f,0x60,0xe1,0xe2,0x63,0xe4,0x65,0x66,0xe7,0xe8,0x69,0x6a,0xeb,0x6c,0xed,
    0xee,0x6f,0xf0,0x71,0x72,0xf3,0x74,0xf5,0xf6,0x77,0x78,0xf9,0xfa,0x7b,0xfc,0x7d,0x7e,0xff,
};

/* BEGIN GENERATED IQ TABLES */
/* Generated by gen_tables.py from llama.cpp ggml/src/ggml-common.h (MIT); do not edit. Each
 * grid entry packs 8 (uint64) or 4 (uint32) lattice bytes, element 0 in the low byte. */
static const uint64_t iq2xxs_grid[256] = {
    0x0808080808080808,0x080808080808082b,0x0808080808081919,0x0808080808082b08,0x0808080808082b2b,0x0808080808190819,
    0x0808080808191908,0x08080808082b0808,0x08080808082b082b,0x08080808082b2b08,0x08080808082b2b2b,0x0808080819080819,
    0x0808080819081908,0x0808080819190808,0x0808080819192b08,0x08080808192b0819,0x08080808192b1908,0x080808082b080808,
    0x080808082b08082b,0x080808082b082b2b,0x080808082b2b082b,0x0808081908080819,0x0808081908081908,0x0808081908190808,
    0x0808081908191919,0x0808081919080808,0x080808192b081908,0x080808192b192b08,0x0808082b08080808,0x0808082b0808082b,
    0x0808082b082b082b,0x0808082b2b08082b,0x0808190808080819,0x0808190808081908,0x0808190808190808,0x08081908082b0819,
    0x08081908082b1908,0x0808190819080808,0x080819081908082b,0x0808190819082b08,0x08081908192b0808,0x080819082b080819,
    0x080819082b081908,0x080819082b190808,0x080819082b2b1908,0x0808191908080808,0x080819190808082b,0x0808191908082b08,
    0x08081919082b0808,0x080819191908192b,0x08081919192b2b19,0x080819192b080808,0x080819192b190819,0x0808192b08082b19,
    0x0808192b08190808,0x0808192b19080808,0x0808192b2b081908,0x0808192b2b2b1908,0x08082b0808080808,0x08082b0808081919,
    0x08082b0808082b08,0x08082b0808191908,0x08082b08082b2b08,0x08082b0819080819,0x08082b0819081908,0x08082b0819190808,
    0x08082b081919082b,0x08082b082b082b08,0x08082b1908081908,0x08082b1919080808,0x08082b2b0808082b,0x08082b2b08191908,
    0x0819080808080819,0x0819080808081908,0x0819080808190808,0x08190808082b0819,0x0819080819080808,0x08190808192b0808,
    0x081908082b081908,0x081908082b190808,0x081908082b191919,0x0819081908080808,0x0819081908082b08,0x08190819082b0808,
    0x0819081919190808,0x0819081919192b2b,0x081908192b080808,0x0819082b082b1908,0x0819082b19081919,0x0819190808080808,
    0x0819190808082b08,0x08191908082b0808,0x08191908082b1919,0x0819190819082b19,0x081919082b080808,0x0819191908192b08,
    0x08191919192b082b,0x0819192b08080808,0x0819192b0819192b,0x08192b0808080819,0x08192b0808081908,0x08192b0808190808,
    0x08192b0819080808,0x08192b082b080819,0x08192b1908080808,0x08192b1908081919,0x08192b192b2b0808,0x08192b2b19190819,
    0x082b080808080808,0x082b08080808082b,0x082b080808082b2b,0x082b080819081908,0x082b0808192b0819,0x082b08082b080808,
    0x082b08082b08082b,0x082b0819082b2b19,0x082b081919082b08,0x082b082b08080808,0x082b082b0808082b,0x082b190808080819,
    0x082b190808081908,0x082b190808190808,0x082b190819080808,0x082b19081919192b,0x082b191908080808,0x082b191919080819,
    0x082b1919192b1908,0x082b192b2b190808,0x082b2b0808082b08,0x082b2b08082b0808,0x082b2b082b191908,0x082b2b2b19081908,
    0x1908080808080819,0x1908080808081908,0x1908080808190808,0x1908080808192b08,0x19080808082b0819,0x19080808082b1908,
    0x1908080819080808,0x1908080819082b08,0x190808081919192b,0x19080808192b0808,0x190808082b080819,0x190808082b081908,
    0x190808082b190808,0x1908081908080808,0x19080819082b0808,0x19080819192b0819,0x190808192b080808,0x190808192b081919,
    0x1908082b08080819,0x1908082b08190808,0x1908082b19082b08,0x1908082b1919192b,0x1908082b192b2b08,0x1908190808080808,
    0x1908190808082b08,0x19081908082b0808,0x190819082b080808,0x190819082b192b19,0x190819190819082b,0x19081919082b1908,
    0x1908192b08080808,0x19082b0808080819,0x19082b0808081908,0x19082b0808190808,0x19082b0819080808,0x19082b0819081919,
    0x19082b1908080808,0x19082b1919192b08,0x19082b19192b0819,0x19082b192b08082b,0x19082b2b19081919,0x19082b2b2b190808,
    0x1919080808080808,0x1919080808082b08,0x1919080808190819,0x1919080808192b19,0x19190808082b0808,0x191908082b080808,
    0x191908082b082b08,0x1919081908081908,0x191908191908082b,0x191908192b2b1908,0x1919082b2b190819,0x191919082b190808,
    0x191919082b19082b,0x1919191908082b2b,0x1919192b08080819,0x1919192b19191908,0x19192b0808080808,0x19192b0808190819,
    0x19192b0808192b19,0x19192b08192b1908,0x19192b1919080808,0x19192b2b08082b08,0x192b080808081908,0x192b080808190808,
    0x192b080819080808,0x192b0808192b2b08,0x192b081908080808,0x192b081919191919,0x192b082b08192b08,0x192b082b192b0808,
    0x192b190808080808,0x192b190808081919,0x192b191908190808,0x192b19190819082b,0x192b19192b081908,0x192b2b081908082b,
    0x2b08080808080808,0x2b0808080808082b,0x2b08080808082b2b,0x2b08080819080819,0x2b0808082b08082b,0x2b08081908081908,
    0x2b08081908192b08,0x2b08081919080808,0x2b08082b08190819,0x2b08190808080819,0x2b08190808081908,0x2b08190808190808,
    0x2b08190808191919,0x2b08190819080808,0x2b081908192b0808,0x2b08191908080808,0x2b0819191908192b,0x2b0819192b191908,
    0x2b08192b08082b19,0x2b08192b19080808,0x2b08192b192b0808,0x2b082b080808082b,0x2b082b1908081908,0x2b082b2b08190819,
    0x2b19080808081908,0x2b19080808190808,0x2b190808082b1908,0x2b19080819080808,0x2b1908082b2b0819,0x2b1908190819192b,
    0x2b1908192b080808,0x2b19082b19081919,0x2b19190808080808,0x2b191908082b082b,0x2b19190819081908,0x2b19191919190819,
    0x2b192b082b080819,0x2b192b19082b0808,0x2b2b08080808082b,0x2b2b080819190808,0x2b2b08082b081919,0x2b2b081908082b19,
    0x2b2b082b08080808,0x2b2b190808192b08,0x2b2b2b0819190808,0x2b2b2b1908081908,
};
static const uint64_t iq2xs_grid[512] = {
    0x0808080808080808,0x080808080808082b,0x0808080808081919,0x0808080808082b08,0x0808080808082b2b,0x0808080808190819,
    0x0808080808191908,0x080808080819192b,0x0808080808192b19,0x08080808082b0808,0x08080808082b082b,0x08080808082b1919,
    0x08080808082b2b08,0x0808080819080819,0x0808080819081908,0x080808081908192b,0x0808080819082b19,0x0808080819190808,
    0x080808081919082b,0x0808080819191919,0x0808080819192b08,0x08080808192b0819,0x08080808192b1908,0x080808082b080808,
    0x080808082b08082b,0x080808082b081919,0x080808082b082b08,0x080808082b190819,0x080808082b191908,0x080808082b192b19,
    0x080808082b2b0808,0x0808081908080819,0x0808081908081908,0x080808190808192b,0x0808081908082b19,0x0808081908190808,
    0x080808190819082b,0x0808081908191919,0x0808081908192b08,0x0808081908192b2b,0x08080819082b0819,0x08080819082b1908,
    0x0808081919080808,0x080808191908082b,0x0808081919081919,0x0808081919082b08,0x0808081919190819,0x0808081919191908,
    0x08080819192b0808,0x08080819192b2b08,0x080808192b080819,0x080808192b081908,0x080808192b190808,0x0808082b08080808,
    0x0808082b0808082b,0x0808082b08081919,0x0808082b08082b08,0x0808082b08190819,0x0808082b08191908,0x0808082b082b0808,
    0x0808082b19080819,0x0808082b19081908,0x0808082b19190808,0x0808082b19191919,0x0808082b2b080808,0x0808082b2b082b2b,
    0x0808190808080819,0x0808190808081908,0x080819080808192b,0x0808190808082b19,0x0808190808190808,0x080819080819082b,
    0x0808190808191919,0x0808190808192b08,0x08081908082b0819,0x08081908082b1908,0x0808190819080808,0x080819081908082b,
    0x0808190819081919,0x0808190819082b08,0x0808190819190819,0x0808190819191908,0x080819081919192b,0x08081908192b0808,
    0x080819082b080819,0x080819082b081908,0x080819082b190808,0x0808191908080808,0x080819190808082b,0x0808191908081919,
    0x0808191908082b08,0x0808191908190819,0x0808191908191908,0x08081919082b0808,0x0808191919080819,0x0808191919081908,
    0x0808191919190808,0x08081919192b0819,0x080819192b080808,0x0808192b08080819,0x0808192b08081908,0x0808192b08190808,
    0x0808192b082b192b,0x0808192b19080808,0x0808192b1908082b,0x0808192b2b081908,0x08082b0808080808,0x08082b080808082b,
    0x08082b0808081919,0x08082b0808082b08,0x08082b0808082b2b,0x08082b0808190819,0x08082b0808191908,0x08082b08082b0808,
    0x08082b08082b1919,0x08082b0819080819,0x08082b0819081908,0x08082b0819190808,0x08082b0819192b08,0x08082b082b080808,
    0x08082b082b2b0808,0x08082b082b2b2b2b,0x08082b1908080819,0x08082b1908081908,0x08082b1908190808,0x08082b1919080808,
    0x08082b192b080819,0x08082b192b082b19,0x08082b2b08080808,0x08082b2b082b0808,0x08082b2b082b2b08,0x08082b2b2b19192b,
    0x08082b2b2b2b0808,0x0819080808080819,0x0819080808081908,0x081908080808192b,0x0819080808082b19,0x0819080808190808,
    0x081908080819082b,0x0819080808191919,0x0819080808192b08,0x08190808082b0819,0x08190808082b1908,0x0819080819080808,
    0x081908081908082b,0x0819080819081919,0x0819080819082b08,0x0819080819190819,0x0819080819191908,0x08190808192b0808,
    0x08190808192b2b2b,0x081908082b080819,0x081908082b081908,0x081908082b190808,0x0819081908080808,0x081908190808082b,
    0x0819081908081919,0x0819081908082b08,0x0819081908190819,0x0819081908191908,0x08190819082b0808,0x0819081919080819,
    0x0819081919081908,0x0819081919190808,0x081908192b080808,0x081908192b191908,0x081908192b19192b,0x0819082b08080819,
    0x0819082b08081908,0x0819082b0808192b,0x0819082b08190808,0x0819082b19080808,0x0819082b192b0808,0x0819190808080808,
    0x081919080808082b,0x0819190808081919,0x0819190808082b08,0x0819190808190819,0x0819190808191908,0x08191908082b0808,
    0x0819190819080819,0x0819190819081908,0x0819190819082b19,0x0819190819190808,0x08191908192b1908,0x081919082b080808,
    0x0819191908080819,0x0819191908081908,0x0819191908190808,0x0819191919080808,0x0819192b08080808,0x0819192b08191908,
    0x0819192b19082b19,0x08192b0808080819,0x08192b0808081908,0x08192b0808190808,0x08192b080819082b,0x08192b0819080808,
    0x08192b0819191908,0x08192b082b08192b,0x08192b1908080808,0x08192b1908081919,0x08192b19192b192b,0x08192b2b19190819,
    0x08192b2b2b2b2b19,0x082b080808080808,0x082b08080808082b,0x082b080808081919,0x082b080808082b08,0x082b080808082b2b,
    0x082b080808190819,0x082b080808191908,0x082b0808082b0808,0x082b080819080819,0x082b080819081908,0x082b080819190808,
    0x082b08082b080808,0x082b08082b2b0808,0x082b081908080819,0x082b081908081908,0x082b081908190808,0x082b081919080808,
    0x082b081919082b08,0x082b0819192b1919,0x082b082b08080808,0x082b082b082b082b,0x082b082b2b080808,0x082b082b2b2b2b08,
    0x082b190808080819,0x082b190808081908,0x082b190808190808,0x082b1908082b2b19,0x082b190819080808,0x082b191908080808,
    0x082b191919080819,0x082b19191919082b,0x082b19192b192b19,0x082b192b08080819,0x082b192b08192b2b,0x082b192b2b2b192b,
    0x082b2b0808080808,0x082b2b0808082b08,0x082b2b0808082b2b,0x082b2b08082b0808,0x082b2b0819191919,0x082b2b082b082b08,
    0x082b2b082b2b082b,0x082b2b19192b2b08,0x082b2b192b190808,0x082b2b2b08082b08,0x082b2b2b082b0808,0x082b2b2b2b08082b,
    0x082b2b2b2b082b08,0x082b2b2b2b082b2b,0x1908080808080819,0x1908080808081908,0x190808080808192b,0x1908080808082b19,
    0x1908080808190808,0x190808080819082b,0x1908080808191919,0x1908080808192b08,0x19080808082b0819,0x19080808082b1908,
    0x1908080819080808,0x190808081908082b,0x1908080819081919,0x1908080819082b08,0x1908080819082b2b,0x1908080819190819,
    0x1908080819191908,0x19080808192b0808,0x19080808192b1919,0x190808082b080819,0x190808082b081908,0x190808082b190808,
    0x1908081908080808,0x190808190808082b,0x1908081908081919,0x1908081908082b08,0x1908081908190819,0x1908081908191908,
    0x19080819082b0808,0x1908081919080819,0x1908081919081908,0x1908081919190808,0x190808192b080808,0x190808192b081919,
    0x190808192b2b082b,0x1908082b08080819,0x1908082b08081908,0x1908082b08190808,0x1908082b0819082b,0x1908082b082b2b19,
    0x1908082b19080808,0x1908190808080808,0x190819080808082b,0x1908190808081919,0x1908190808082b08,0x1908190808190819,
    0x1908190808191908,0x1908190808192b19,0x19081908082b0808,0x1908190819080819,0x1908190819081908,0x1908190819190808,
    0x190819082b080808,0x190819082b191908,0x1908191908080819,0x1908191908081908,0x1908191908190808,0x19081919082b1908,
    0x1908191919080808,0x190819192b192b2b,0x1908192b08080808,0x1908192b08082b2b,0x1908192b19081908,0x1908192b19190808,
    0x19082b0808080819,0x19082b0808081908,0x19082b0808190808,0x19082b0819080808,0x19082b0819081919,0x19082b0819191908,
    0x19082b08192b082b,0x19082b1908080808,0x19082b1908190819,0x19082b1919081908,0x19082b1919190808,0x19082b19192b2b19,
    0x19082b2b08081908,0x1919080808080808,0x191908080808082b,0x1919080808081919,0x1919080808082b08,0x1919080808190819,
    0x1919080808191908,0x19190808082b0808,0x19190808082b2b08,0x1919080819080819,0x1919080819081908,0x1919080819190808,
    0x191908082b080808,0x1919081908080819,0x1919081908081908,0x1919081908190808,0x1919081908191919,0x1919081919080808,
    0x191908191908082b,0x1919082b08080808,0x1919082b19081908,0x1919082b2b2b2b2b,0x1919190808080819,0x1919190808081908,
    0x1919190808190808,0x19191908082b0819,0x1919190819080808,0x19191908192b0808,0x191919082b080819,0x191919082b2b0819,
    0x1919191908080808,0x1919191908082b08,0x191919192b080808,0x191919192b082b08,0x1919192b082b0819,0x1919192b192b2b08,
    0x1919192b2b2b0819,0x19192b0808080808,0x19192b0808191908,0x19192b0819080819,0x19192b0819190808,0x19192b082b192b19,
    0x19192b1908192b2b,0x19192b1919080808,0x19192b191908082b,0x19192b2b2b081919,0x192b080808080819,0x192b080808081908,
    0x192b080808190808,0x192b080819080808,0x192b080819191908,0x192b0808192b082b,0x192b08082b08192b,0x192b08082b2b2b19,
    0x192b081908080808,0x192b082b082b1908,0x192b082b19082b2b,0x192b082b2b19082b,0x192b190808080808,0x192b19080819192b,
    0x192b191908190808,0x192b191919080808,0x192b191919081919,0x192b19192b2b1908,0x192b2b0808080819,0x192b2b08192b2b2b,
    0x192b2b19082b1919,0x192b2b2b0808192b,0x192b2b2b19191908,0x192b2b2b192b082b,0x2b08080808080808,0x2b0808080808082b,
    0x2b08080808081919,0x2b08080808082b08,0x2b08080808190819,0x2b08080808191908,0x2b080808082b0808,0x2b080808082b2b2b,
    0x2b08080819080819,0x2b08080819081908,0x2b08080819190808,0x2b0808082b080808,0x2b0808082b08082b,0x2b0808082b2b2b08,
    0x2b0808082b2b2b2b,0x2b08081908080819,0x2b08081908081908,0x2b0808190808192b,0x2b08081908190808,0x2b08081919080808,
    0x2b08081919190819,0x2b08081919192b19,0x2b08082b08080808,0x2b08082b082b0808,0x2b08082b2b080808,0x2b08082b2b08082b,
    0x2b08082b2b2b0808,0x2b08082b2b2b2b08,0x2b08190808080819,0x2b08190808081908,0x2b08190808190808,0x2b0819080819082b,
    0x2b08190808191919,0x2b08190819080808,0x2b081908192b0808,0x2b0819082b082b19,0x2b08191908080808,0x2b08191919081908,
    0x2b0819192b2b1919,0x2b08192b08192b08,0x2b08192b192b2b2b,0x2b082b0808080808,0x2b082b0808082b08,0x2b082b08082b1919,
    0x2b082b0819192b2b,0x2b082b082b080808,0x2b082b082b08082b,0x2b082b082b2b2b08,0x2b082b190808192b,0x2b082b2b082b082b,
    0x2b082b2b2b080808,0x2b082b2b2b082b08,0x2b082b2b2b19192b,0x2b082b2b2b2b2b08,0x2b19080808080819,0x2b19080808081908,
    0x2b19080808190808,0x2b19080819080808,0x2b1908081919192b,0x2b1908082b081908,0x2b19081908080808,0x2b190819082b082b,
    0x2b190819192b1908,0x2b19082b1919192b,0x2b19082b2b082b19,0x2b19190808080808,0x2b19190808081919,0x2b19190819081908,
    0x2b19190819190808,0x2b19190819192b08,0x2b191919082b2b19,0x2b1919192b190808,0x2b1919192b19082b,0x2b19192b19080819,
    0x2b192b0819190819,0x2b192b082b2b192b,0x2b192b1919082b19,0x2b192b2b08191919,0x2b192b2b192b0808,0x2b2b080808080808,
    0x2b2b08080808082b,0x2b2b080808082b08,0x2b2b080808082b2b,0x2b2b0808082b0808,0x2b2b0808082b2b2b,0x2b2b08082b2b0808,
    0x2b2b081919190819,0x2b2b081919192b19,0x2b2b08192b2b192b,0x2b2b082b08080808,0x2b2b082b0808082b,0x2b2b082b08082b08,
    0x2b2b082b082b2b2b,0x2b2b082b2b080808,0x2b2b082b2b2b0808,0x2b2b190819080808,0x2b2b19082b191919,0x2b2b192b192b1919,
    0x2b2b192b2b192b08,0x2b2b2b0808082b2b,0x2b2b2b08082b0808,0x2b2b2b08082b082b,0x2b2b2b08082b2b08,0x2b2b2b082b2b0808,
    0x2b2b2b082b2b2b08,0x2b2b2b1908081908,0x2b2b2b192b081908,0x2b2b2b192b08192b,0x2b2b2b2b082b2b08,0x2b2b2b2b082b2b2b,
    0x2b2b2b2b2b190819,0x2b2b2b2b2b2b2b2b,
};
static const uint64_t iq2s_grid[1024] = {
    0x0808080808080808,0x080808080808082b,0x0808080808081919,0x0808080808082b08,0x0808080808082b2b,0x0808080808190819,
    0x0808080808191908,0x080808080819192b,0x0808080808192b19,0x08080808082b0808,0x08080808082b082b,0x08080808082b1919,
    0x08080808082b2b08,0x0808080819080819,0x0808080819081908,0x080808081908192b,0x0808080819082b19,0x0808080819190808,
    0x080808081919082b,0x0808080819191919,0x0808080819192b08,0x08080808192b0819,0x08080808192b1908,0x08080808192b192b,
    0x08080808192b2b19,0x080808082b080808,0x080808082b08082b,0x080808082b081919,0x080808082b082b08,0x080808082b190819,
    0x080808082b191908,0x080808082b2b0808,0x080808082b2b1919,0x080808082b2b2b2b,0x0808081908080819,0x0808081908081908,
    0x080808190808192b,0x0808081908082b19,0x0808081908190808,0x080808190819082b,0x0808081908191919,0x0808081908192b08,
    0x08080819082b0819,0x08080819082b1908,0x0808081919080808,0x080808191908082b,0x0808081919081919,0x0808081919082b08,
    0x0808081919190819,0x0808081919191908,0x080808191919192b,0x0808081919192b19,0x08080819192b0808,0x08080819192b1919,
    0x08080819192b2b08,0x080808192b080819,0x080808192b081908,0x080808192b190808,0x080808192b19082b,0x080808192b191919,
    0x080808192b2b0819,0x080808192b2b1908,0x0808082b08080808,0x0808082b0808082b,0x0808082b08081919,0x0808082b08082b08,
    0x0808082b08190819,0x0808082b08191908,0x0808082b082b0808,0x0808082b082b2b2b,0x0808082b19080819,0x0808082b19081908,
    0x0808082b1908192b,0x0808082b19082b19,0x0808082b19190808,0x0808082b19191919,0x0808082b2b080808,0x0808082b2b081919,
    0x0808082b2b082b2b,0x0808082b2b191908,0x0808082b2b2b082b,0x0808190808080819,0x0808190808081908,0x080819080808192b,
    0x0808190808082b19,0x0808190808190808,0x080819080819082b,0x0808190808191919,0x0808190808192b08,0x08081908082b0819,
    0x08081908082b1908,0x08081908082b192b,0x08081908082b2b19,0x0808190819080808,0x080819081908082b,0x0808190819081919,
    0x0808190819082b08,0x0808190819082b2b,0x0808190819190819,0x0808190819191908,0x080819081919192b,0x0808190819192b19,
    0x08081908192b0808,0x08081908192b082b,0x08081908192b1919,0x080819082b080819,0x080819082b081908,0x080819082b08192b,
    0x080819082b082b19,0x080819082b190808,0x080819082b191919,0x080819082b192b08,0x080819082b2b0819,0x080819082b2b1908,
    0x0808191908080808,0x080819190808082b,0x0808191908081919,0x0808191908082b08,0x0808191908082b2b,0x0808191908190819,
    0x0808191908191908,0x080819190819192b,0x0808191908192b19,0x08081919082b0808,0x08081919082b1919,0x08081919082b2b08,
    0x0808191919080819,0x0808191919081908,0x080819191908192b,0x0808191919082b19,0x0808191919190808,0x080819191919082b,
    0x0808191919191919,0x0808191919192b08,0x08081919192b0819,0x08081919192b1908,0x080819192b080808,0x080819192b08082b,
    0x080819192b081919,0x080819192b082b08,0x080819192b190819,0x080819192b191908,0x080819192b2b0808,0x0808192b08080819,
    0x0808192b08081908,0x0808192b0808192b,0x0808192b08082b19,0x0808192b08190808,0x0808192b08191919,0x0808192b19080808,
    0x0808192b19081919,0x0808192b19082b08,0x0808192b19190819,0x0808192b19191908,0x0808192b192b0808,0x0808192b2b080819,
    0x0808192b2b081908,0x0808192b2b190808,0x08082b0808080808,0x08082b080808082b,0x08082b0808081919,0x08082b0808082b08,
    0x08082b0808190819,0x08082b0808191908,0x08082b080819192b,0x08082b0808192b19,0x08082b08082b0808,0x08082b08082b1919,
    0x08082b08082b2b2b,0x08082b0819080819,0x08082b0819081908,0x08082b081908192b,0x08082b0819082b19,0x08082b0819190808,
    0x08082b081919082b,0x08082b0819191919,0x08082b0819192b08,0x08082b08192b0819,0x08082b08192b1908,0x08082b082b080808,
    0x08082b082b081919,0x08082b082b191908,0x08082b082b2b2b2b,0x08082b1908080819,0x08082b1908081908,0x08082b1908190808,
    0x08082b190819082b,0x08082b1908191919,0x08082b1908192b08,0x08082b19082b0819,0x08082b1919080808,0x08082b1919081919,
    0x08082b1919082b08,0x08082b1919190819,0x08082b1919191908,0x08082b19192b0808,0x08082b192b080819,0x08082b192b190808,
    0x08082b2b08080808,0x08082b2b08190819,0x08082b2b08191908,0x08082b2b082b082b,0x08082b2b082b2b08,0x08082b2b082b2b2b,
    0x08082b2b19190808,0x08082b2b2b192b19,0x0819080808080819,0x0819080808081908,0x081908080808192b,0x0819080808082b19,
    0x0819080808190808,0x081908080819082b,0x0819080808191919,0x0819080808192b08,0x08190808082b0819,0x08190808082b1908,
    0x08190808082b192b,0x0819080819080808,0x081908081908082b,0x0819080819081919,0x0819080819082b08,0x0819080819190819,
    0x0819080819191908,0x081908081919192b,0x0819080819192b19,0x08190808192b0808,0x08190808192b082b,0x08190808192b1919,
    0x08190808192b2b08,0x081908082b080819,0x081908082b081908,0x081908082b08192b,0x081908082b190808,0x081908082b191919,
    0x081908082b192b08,0x081908082b2b0819,0x081908082b2b1908,0x0819081908080808,0x081908190808082b,0x0819081908081919,
    0x0819081908082b08,0x0819081908082b2b,0x0819081908190819,0x0819081908191908,0x081908190819192b,0x0819081908192b19,
    0x08190819082b0808,0x08190819082b082b,0x08190819082b1919,0x08190819082b2b08,0x0819081919080819,0x0819081919081908,
    0x081908191908192b,0x0819081919082b19,0x0819081919190808,0x081908191919082b,0x0819081919191919,0x0819081919192b08,
    0x08190819192b0819,0x08190819192b1908,0x081908192b080808,0x081908192b08082b,0x081908192b081919,0x081908192b082b08,
    0x081908192b190819,0x081908192b191908,0x0819082b08080819,0x0819082b08081908,0x0819082b08082b19,0x0819082b08190808,
    0x0819082b08191919,0x0819082b082b0819,0x0819082b082b1908,0x0819082b19080808,0x0819082b19081919,0x0819082b19190819,
    0x0819082b19191908,0x0819082b2b080819,0x0819082b2b081908,0x0819082b2b190808,0x0819190808080808,0x081919080808082b,
    0x0819190808081919,0x0819190808082b08,0x0819190808190819,0x0819190808191908,0x081919080819192b,0x0819190808192b19,
    0x08191908082b0808,0x08191908082b1919,0x08191908082b2b08,0x0819190819080819,0x0819190819081908,0x081919081908192b,
    0x0819190819082b19,0x0819190819190808,0x081919081919082b,0x0819190819191919,0x0819190819192b08,0x08191908192b0819,
    0x08191908192b1908,0x081919082b080808,0x081919082b08082b,0x081919082b081919,0x081919082b082b08,0x081919082b190819,
    0x081919082b191908,0x081919082b2b0808,0x0819191908080819,0x0819191908081908,0x081919190808192b,0x0819191908082b19,
    0x0819191908190808,0x081919190819082b,0x0819191908191919,0x0819191908192b08,0x08191919082b0819,0x08191919082b1908,
    0x0819191919080808,0x081919191908082b,0x0819191919081919,0x0819191919082b08,0x0819191919190819,0x0819191919191908,
    0x08191919192b0808,0x081919192b080819,0x081919192b081908,0x081919192b190808,0x0819192b08080808,0x0819192b08081919,
    0x0819192b08082b08,0x0819192b08190819,0x0819192b08191908,0x0819192b082b0808,0x0819192b19080819,0x0819192b19081908,
    0x0819192b19190808,0x0819192b2b080808,0x0819192b2b2b2b2b,0x08192b0808080819,0x08192b0808081908,0x08192b080808192b,
    0x08192b0808082b19,0x08192b0808190808,0x08192b0808191919,0x08192b0808192b08,0x08192b08082b0819,0x08192b0819080808,
    0x08192b081908082b,0x08192b0819081919,0x08192b0819082b08,0x08192b0819190819,0x08192b0819191908,0x08192b08192b0808,
    0x08192b082b080819,0x08192b082b081908,0x08192b1908080808,0x08192b190808082b,0x08192b1908081919,0x08192b1908082b08,
    0x08192b1908190819,0x08192b1908191908,0x08192b19082b0808,0x08192b1919080819,0x08192b1919081908,0x08192b1919190808,
    0x08192b19192b2b19,0x08192b192b2b082b,0x08192b2b08081908,0x08192b2b08190808,0x08192b2b19080808,0x08192b2b1919192b,
    0x082b080808080808,0x082b08080808082b,0x082b080808081919,0x082b080808082b08,0x082b080808190819,0x082b080808191908,
    0x082b08080819192b,0x082b080808192b19,0x082b0808082b0808,0x082b0808082b1919,0x082b0808082b2b2b,0x082b080819080819,
    0x082b080819081908,0x082b080819190808,0x082b08081919082b,0x082b080819191919,0x082b0808192b1908,0x082b08082b080808,
    0x082b08082b082b2b,0x082b08082b191908,0x082b08082b2b2b2b,0x082b081908080819,0x082b081908081908,0x082b081908190808,
    0x082b08190819082b,0x082b081908191919,0x082b0819082b0819,0x082b081919080808,0x082b08191908082b,0x082b081919081919,
    0x082b081919190819,0x082b081919191908,0x082b0819192b0808,0x082b08192b080819,0x082b08192b081908,0x082b08192b190808,
    0x082b082b08080808,0x082b082b08082b2b,0x082b082b082b082b,0x082b082b082b2b08,0x082b082b082b2b2b,0x082b082b19081908,
    0x082b082b19190808,0x082b082b2b082b08,0x082b082b2b082b2b,0x082b082b2b2b2b08,0x082b190808080819,0x082b190808081908,
    0x082b19080808192b,0x082b190808082b19,0x082b190808190808,0x082b190808191919,0x082b190808192b08,0x082b1908082b0819,
    0x082b1908082b1908,0x082b190819080808,0x082b19081908082b,0x082b190819081919,0x082b190819082b08,0x082b190819190819,
    0x082b190819191908,0x082b1908192b0808,0x082b19082b080819,0x082b19082b081908,0x082b19082b190808,0x082b191908080808,
    0x082b191908081919,0x082b191908082b08,0x082b191908190819,0x082b191908191908,0x082b1919082b0808,0x082b191919080819,
    0x082b191919081908,0x082b191919190808,0x082b1919192b192b,0x082b19192b080808,0x082b192b08080819,0x082b192b08081908,
    0x082b192b08190808,0x082b192b19080808,0x082b192b19192b19,0x082b2b0808080808,0x082b2b0808081919,0x082b2b0808190819,
    0x082b2b0808191908,0x082b2b0819080819,0x082b2b0819081908,0x082b2b0819190808,0x082b2b082b082b2b,0x082b2b082b2b2b2b,
    0x082b2b1908080819,0x082b2b1908081908,0x082b2b1908190808,0x082b2b192b191919,0x082b2b2b08082b2b,0x082b2b2b082b082b,
    0x082b2b2b192b1908,0x082b2b2b2b082b08,0x082b2b2b2b082b2b,0x1908080808080819,0x1908080808081908,0x190808080808192b,
    0x1908080808082b19,0x1908080808190808,0x190808080819082b,0x1908080808191919,0x1908080808192b08,0x1908080808192b2b,
    0x19080808082b0819,0x19080808082b1908,0x19080808082b192b,0x1908080819080808,0x190808081908082b,0x1908080819081919,
    0x1908080819082b08,0x1908080819082b2b,0x1908080819190819,0x1908080819191908,0x190808081919192b,0x1908080819192b19,
    0x19080808192b0808,0x19080808192b082b,0x19080808192b1919,0x190808082b080819,0x190808082b081908,0x190808082b190808,
    0x190808082b191919,0x190808082b192b08,0x190808082b2b0819,0x190808082b2b1908,0x1908081908080808,0x190808190808082b,
    0x1908081908081919,0x1908081908082b08,0x1908081908190819,0x1908081908191908,0x190808190819192b,0x1908081908192b19,
    0x19080819082b0808,0x19080819082b082b,0x19080819082b1919,0x1908081919080819,0x1908081919081908,0x190808191908192b,
    0x1908081919082b19,0x1908081919190808,0x190808191919082b,0x1908081919191919,0x1908081919192b08,0x19080819192b0819,
    0x19080819192b1908,0x190808192b080808,0x190808192b08082b,0x190808192b081919,0x190808192b082b08,0x190808192b190819,
    0x190808192b191908,0x190808192b2b0808,0x1908082b08080819,0x1908082b08081908,0x1908082b08190808,0x1908082b0819082b,
    0x1908082b08191919,0x1908082b08192b08,0x1908082b082b1908,0x1908082b19080808,0x1908082b19081919,0x1908082b19082b08,
    0x1908082b19190819,0x1908082b19191908,0x1908082b192b0808,0x1908082b2b080819,0x1908082b2b081908,0x1908190808080808,
    0x190819080808082b,0x1908190808081919,0x1908190808082b08,0x1908190808082b2b,0x1908190808190819,0x1908190808191908,
    0x190819080819192b,0x1908190808192b19,0x19081908082b0808,0x19081908082b082b,0x19081908082b1919,0x19081908082b2b08,
    0x1908190819080819,0x1908190819081908,0x190819081908192b,0x1908190819082b19,0x1908190819190808,0x190819081919082b,
    0x1908190819191919,0x1908190819192b08,0x19081908192b0819,0x19081908192b1908,0x190819082b080808,0x190819082b08082b,
    0x190819082b081919,0x190819082b082b08,0x190819082b190819,0x190819082b191908,0x190819082b2b0808,0x1908191908080819,
    0x1908191908081908,0x190819190808192b,0x1908191908082b19,0x1908191908190808,0x190819190819082b,0x1908191908191919,
    0x1908191908192b08,0x19081919082b0819,0x19081919082b1908,0x1908191919080808,0x190819191908082b,0x1908191919081919,
    0x1908191919082b08,0x1908191919190819,0x1908191919191908,0x19081919192b0808,0x19081919192b2b2b,0x190819192b080819,
    0x190819192b081908,0x190819192b190808,0x1908192b08080808,0x1908192b0808082b,0x1908192b08081919,0x1908192b08082b08,
    0x1908192b08190819,0x1908192b08191908,0x1908192b082b0808,0x1908192b19080819,0x1908192b19081908,0x1908192b19190808,
    0x1908192b2b080808,0x1908192b2b2b1919,0x19082b0808080819,0x19082b0808081908,0x19082b0808082b19,0x19082b0808190808,
    0x19082b080819082b,0x19082b0808191919,0x19082b0808192b08,0x19082b08082b0819,0x19082b08082b1908,0x19082b0819080808,
    0x19082b081908082b,0x19082b0819081919,0x19082b0819082b08,0x19082b0819190819,0x19082b0819191908,0x19082b08192b0808,
    0x19082b082b081908,0x19082b082b190808,0x19082b1908080808,0x19082b190808082b,0x19082b1908081919,0x19082b1908082b08,
    0x19082b1908190819,0x19082b1908191908,0x19082b19082b0808,0x19082b1919080819,0x19082b1919081908,0x19082b1919190808,
    0x19082b192b080808,0x19082b192b19192b,0x19082b2b08080819,0x19082b2b08081908,0x19082b2b08190808,0x19082b2b19080808,
    0x1919080808080808,0x191908080808082b,0x1919080808081919,0x1919080808082b08,0x1919080808190819,0x1919080808191908,
    0x191908080819192b,0x1919080808192b19,0x19190808082b0808,0x19190808082b082b,0x19190808082b1919,0x19190808082b2b08,
    0x1919080819080819,0x1919080819081908,0x191908081908192b,0x1919080819082b19,0x1919080819190808,0x191908081919082b,
    0x1919080819191919,0x1919080819192b08,0x19190808192b0819,0x19190808192b1908,0x191908082b080808,0x191908082b08082b,
    0x191908082b081919,0x191908082b082b08,0x191908082b190819,0x191908082b191908,0x1919081908080819,0x1919081908081908,
    0x191908190808192b,0x1919081908082b19,0x1919081908190808,0x191908190819082b,0x1919081908191919,0x1919081908192b08,
    0x19190819082b0819,0x19190819082b1908,0x1919081919080808,0x191908191908082b,0x1919081919081919,0x1919081919082b08,
    0x1919081919190819,0x1919081919191908,0x19190819192b0808,0x191908192b080819,0x191908192b081908,0x191908192b190808,
    0x1919082b08080808,0x1919082b08081919,0x1919082b08082b08,0x1919082b08190819,0x1919082b08191908,0x1919082b082b0808,
    0x1919082b19080819,0x1919082b19081908,0x1919082b19190808,0x1919082b192b2b19,0x1919082b2b080808,0x1919190808080819,
    0x1919190808081908,0x191919080808192b,0x1919190808082b19,0x1919190808190808,0x191919080819082b,0x1919190808191919,
    0x1919190808192b08,0x19191908082b0819,0x19191908082b1908,0x1919190819080808,0x191919081908082b,0x1919190819081919,
    0x1919190819082b08,0x1919190819190819,0x1919190819191908,0x19191908192b0808,0x191919082b080819,0x191919082b081908,
    0x191919082b190808,0x1919191908080808,0x191919190808082b,0x1919191908081919,0x1919191908082b08,0x1919191908190819,
    0x1919191908191908,0x19191919082b0808,0x1919191919080819,0x1919191919081908,0x1919191919190808,0x191919192b080808,
    0x1919192b08080819,0x1919192b08081908,0x1919192b08190808,0x1919192b082b192b,0x1919192b19080808,0x19192b0808080808,
    0x19192b080808082b,0x19192b0808081919,0x19192b0808082b08,0x19192b0808190819,0x19192b0808191908,0x19192b08082b0808,
    0x19192b0819080819,0x19192b0819081908,0x19192b0819190808,0x19192b0819192b2b,0x19192b082b080808,0x19192b1908080819,
    0x19192b1908081908,0x19192b1908190808,0x19192b1919080808,0x19192b2b08080808,0x19192b2b08192b19,0x19192b2b2b081919,
    0x19192b2b2b2b2b08,0x192b080808080819,0x192b080808081908,0x192b08080808192b,0x192b080808190808,0x192b08080819082b,
    0x192b080808191919,0x192b080808192b08,0x192b0808082b0819,0x192b0808082b1908,0x192b080819080808,0x192b080819081919,
    0x192b080819082b08,0x192b080819190819,0x192b080819191908,0x192b0808192b0808,0x192b08082b081908,0x192b08082b190808,
    0x192b081908080808,0x192b08190808082b,0x192b081908081919,0x192b081908082b08,0x192b081908190819,0x192b081908191908,
    0x192b0819082b0808,0x192b081919080819,0x192b081919081908,0x192b081919190808,0x192b08192b080808,0x192b08192b192b19,
    0x192b082b08081908,0x192b082b08190808,0x192b082b19080808,0x192b082b1919192b,0x192b082b2b2b0819,0x192b190808080808,
    0x192b190808081919,0x192b190808082b08,0x192b190808190819,0x192b190808191908,0x192b1908082b0808,0x192b190819080819,
    0x192b190819081908,0x192b190819190808,0x192b19082b080808,0x192b191908080819,0x192b191908081908,0x192b191908190808,
    0x192b191919080808,0x192b191919082b2b,0x192b1919192b2b08,0x192b19192b19082b,0x192b192b08080808,0x192b192b2b191908,
    0x192b2b0808080819,0x192b2b0808081908,0x192b2b0808190808,0x192b2b08192b1919,0x192b2b082b192b08,0x192b2b1908080808,
    0x192b2b19082b2b2b,0x192b2b2b1908082b,0x192b2b2b2b2b0819,0x2b08080808080808,0x2b0808080808082b,0x2b08080808081919,
    0x2b08080808082b08,0x2b08080808190819,0x2b08080808191908,0x2b08080808192b19,0x2b080808082b0808,0x2b080808082b1919,
    0x2b08080819080819,0x2b08080819081908,0x2b08080819190808,0x2b0808081919082b,0x2b08080819191919,0x2b08080819192b08,
    0x2b080808192b0819,0x2b0808082b080808,0x2b0808082b081919,0x2b0808082b190819,0x2b0808082b191908,0x2b08081908080819,
    0x2b08081908081908,0x2b08081908082b19,0x2b08081908190808,0x2b0808190819082b,0x2b08081908191919,0x2b08081908192b08,
    0x2b080819082b0819,0x2b080819082b1908,0x2b08081919080808,0x2b0808191908082b,0x2b08081919081919,0x2b08081919082b08,
    0x2b08081919190819,0x2b08081919191908,0x2b0808192b080819,0x2b0808192b081908,0x2b0808192b190808,0x2b0808192b2b2b19,
    0x2b08082b08080808,0x2b08082b08081919,0x2b08082b08082b2b,0x2b08082b08190819,0x2b08082b08191908,0x2b08082b19080819,
    0x2b08082b19081908,0x2b08082b19190808,0x2b08190808080819,0x2b08190808081908,0x2b0819080808192b,0x2b08190808082b19,
    0x2b08190808190808,0x2b0819080819082b,0x2b08190808191919,0x2b08190808192b08,0x2b081908082b0819,0x2b08190819080808,
    0x2b0819081908082b,0x2b08190819081919,0x2b08190819082b08,0x2b08190819190819,0x2b08190819191908,0x2b081908192b0808,
    0x2b0819082b080819,0x2b0819082b081908,0x2b0819082b190808,0x2b08191908080808,0x2b0819190808082b,0x2b08191908081919,
    0x2b08191908082b08,0x2b08191908190819,0x2b08191908191908,0x2b081919082b0808,0x2b08191919080819,0x2b08191919081908,
    0x2b08191919190808,0x2b0819192b080808,0x2b0819192b082b2b,0x2b08192b08080819,0x2b08192b08081908,0x2b08192b08190808,
    0x2b08192b082b2b19,0x2b08192b19080808,0x2b082b0808080808,0x2b082b0808081919,0x2b082b0808190819,0x2b082b0808191908,
    0x2b082b0819080819,0x2b082b0819081908,0x2b082b0819190808,0x2b082b082b2b082b,0x2b082b1908080819,0x2b082b1908081908,
    0x2b082b1919080808,0x2b082b19192b1919,0x2b082b2b082b082b,0x2b082b2b19192b08,0x2b082b2b19192b2b,0x2b082b2b2b08082b,
    0x2b082b2b2b2b082b,0x2b19080808080819,0x2b19080808081908,0x2b19080808082b19,0x2b19080808190808,0x2b1908080819082b,
    0x2b19080808191919,0x2b19080808192b08,0x2b190808082b1908,0x2b19080819080808,0x2b1908081908082b,0x2b19080819081919,
    0x2b19080819082b08,0x2b19080819190819,0x2b19080819191908,0x2b190808192b0808,0x2b1908082b080819,0x2b1908082b081908,
    0x2b1908082b190808,0x2b19081908080808,0x2b19081908081919,0x2b19081908190819,0x2b19081908191908,0x2b19081919080819,
    0x2b19081919081908,0x2b19081919190808,0x2b19081919192b2b,0x2b19082b08080819,0x2b19082b08081908,0x2b19082b08190808,
    0x2b19082b19080808,0x2b19082b2b2b192b,0x2b19190808080808,0x2b1919080808082b,0x2b19190808081919,0x2b19190808082b08,
    0x2b19190808190819,0x2b19190808191908,0x2b191908082b0808,0x2b19190819080819,0x2b19190819081908,0x2b19190819190808,
    0x2b1919082b080808,0x2b1919082b19192b,0x2b19191908080819,0x2b19191908081908,0x2b19191908190808,0x2b19191919080808,
    0x2b1919192b192b08,0x2b1919192b2b0819,0x2b19192b08080808,0x2b19192b1908192b,0x2b19192b192b1908,0x2b192b0808080819,
    0x2b192b0808081908,0x2b192b0808190808,0x2b192b08082b192b,0x2b192b0819080808,0x2b192b082b2b2b19,0x2b192b1908080808,
    0x2b192b1919082b19,0x2b192b191919082b,0x2b192b2b2b190808,0x2b2b080808080808,0x2b2b080808081919,0x2b2b080808082b2b,
    0x2b2b080808191908,0x2b2b0808082b082b,0x2b2b0808082b2b2b,0x2b2b080819080819,0x2b2b080819081908,0x2b2b080819190808,
    0x2b2b08082b2b082b,0x2b2b08082b2b2b2b,0x2b2b081919080808,0x2b2b0819192b1919,0x2b2b082b0808082b,0x2b2b082b08082b2b,
    0x2b2b082b082b082b,0x2b2b082b082b2b08,0x2b2b082b082b2b2b,0x2b2b082b2b08082b,0x2b2b082b2b082b08,0x2b2b082b2b082b2b,
    0x2b2b082b2b2b2b08,0x2b2b190808080819,0x2b2b190808081908,0x2b2b190808190808,0x2b2b190819080808,0x2b2b19082b082b19,
    0x2b2b19082b2b1908,0x2b2b191908080808,0x2b2b191908192b19,0x2b2b192b19190819,0x2b2b2b0808082b2b,0x2b2b2b08082b2b08,
    0x2b2b2b082b2b082b,0x2b2b2b1919191908,0x2b2b2b192b08192b,0x2b2b2b2b08082b08,0x2b2b2b2b08082b2b,0x2b2b2b2b082b0808,
    0x2b2b2b2b082b082b,0x2b2b2b2b082b2b08,0x2b2b2b2b2b082b08,0x2b2b2b2b2b2b2b2b,
};
static const uint64_t iq1s_grid[2048] = {
    0xffffffffffffffff,0xffffffffffffff01,0xffffffffffff0000,0xffffffffffff01ff,0xffffffffffff0101,0xffffffffff00ff00,
    0xffffffffff000000,0xffffffffff01ffff,0xffffffffff01ff01,0xffffffffff0101ff,0xffffffffff010101,0xffffffff00ff0000,
    0xffffffff0000ff00,0xffffffff000000ff,0xffffffff00000001,0xffffffff00010000,0xffffffff01ffffff,0xffffffff01ffff01,
    0xffffffff01ff01ff,0xffffffff01ff0101,0xffffffff01000000,0xffffffff0101ffff,0xffffffff0101ff01,0xffffffff010101ff,
    0xffffffff01010101,0xffffff00ffff00ff,0xffffff00ffff0000,0xffffff00ff00ff00,0xffffff00ff0000ff,0xffffff00ff000001,
    0xffffff00ff000100,0xffffff00ff000101,0xffffff00ff010000,0xffffff0000ffff00,0xffffff0000ff0001,0xffffff0000ff0100,
    0xffffff000000ff01,0xffffff0000000000,0xffffff0000000101,0xffffff000001ff00,0xffffff00000100ff,0xffffff0000010001,
    0xffffff00000101ff,0xffffff0001ff0000,0xffffff000100ff00,0xffffff00010000ff,0xffffff0001000001,0xffffff0001010000,
    0xffffff01ffffffff,0xffffff01ffffff01,0xffffff01ffff01ff,0xffffff01ffff0101,0xffffff01ff000000,0xffffff01ff01ffff,
    0xffffff01ff01ff01,0xffffff01ff0101ff,0xffffff01ff010101,0xffffff0100ff0000,0xffffff010000ff00,0xffffff0100000100,
    0xffffff01000100ff,0xffffff0100010100,0xffffff0101ffffff,0xffffff0101ffff01,0xffffff0101ff01ff,0xffffff0101ff0101,
    0xffffff010100ff00,0xffffff0101000000,0xffffff0101000100,0xffffff010101ffff,0xffffff010101ff01,0xffffff01010101ff,
    0xffffff0101010101,0xffff00ffff00ff00,0xffff00ffff0000ff,0xffff00ffff000001,0xffff00ffff010000,0xffff00ff00ffff00,
    0xffff00ff00ff0100,0xffff00ff00000000,0xffff00ff00000101,0xffff00ff000100ff,0xffff00ff00010000,0xffff00ff0100ff00,
    0xffff00ff01000100,0xffff00ff01010000,0xffff0000ffffff00,0xffff0000ffff00ff,0xffff0000ffff0000,0xffff0000ffff0001,
    0xffff0000ff000000,0xffff0000ff0001ff,0xffff0000ff000101,0xffff0000ff010100,0xffff000000ffffff,0xffff000000ff0000,
    0xffff000000ff0101,0xffff00000000ffff,0xffff00000000ff00,0xffff0000000000ff,0xffff000000000000,0xffff000000000001,
    0xffff000000000100,0xffff00000001ffff,0xffff00000001ff01,0xffff000000010000,0xffff0000000101ff,0xffff000000010101,
    0xffff000001ffff00,0xffff00000100ff00,0xffff000001000000,0xffff0000010001ff,0xffff000001000101,0xffff00000101ff00,
    0xffff0000010100ff,0xffff000001010000,0xffff000001010001,0xffff000001010100,0xffff0001ff0000ff,0xffff0001ff000100,
    0xffff000100ffff00,0xffff000100ff00ff,0xffff00010000ffff,0xffff00010000ff01,0xffff000100000000,0xffff0001000001ff,
    0xffff00010001ffff,0xffff00010001ff00,0xffff000100010001,0xffff000100010100,0xffff000101ff0000,0xffff00010100ff00,
    0xffff0001010000ff,0xffff000101000100,0xffff01ffffffffff,0xffff01ffffffff01,0xffff01ffffff01ff,0xffff01ffffff0101,
    0xffff01ffff000000,0xffff01ffff01ffff,0xffff01ffff01ff01,0xffff01ffff0101ff,0xffff01ffff010101,0xffff01ff00ff0000,
    0xffff01ff0000ff00,0xffff01ff00000001,0xffff01ff00010000,0xffff01ff01ffffff,0xffff01ff01ffff01,0xffff01ff01ff01ff,
    0xffff01ff01ff0101,0xffff01ff01000000,0xffff01ff0101ffff,0xffff01ff0101ff01,0xffff01ff010101ff,0xffff01ff01010101,
    0xffff0100ffff0000,0xffff0100ff00ff00,0xffff0100ff0000ff,0xffff0100ff000100,0xffff0100ff0100ff,0xffff0100ff010000,
    0xffff010000ffff00,0xffff01000000ffff,0xffff01000000ff00,0xffff010000000000,0xffff01000001ff00,0xffff0100000100ff,
    0xffff010000010100,0xffff01000100ff00,0xffff0100010000ff,0xffff010001000001,0xffff010001000100,0xffff010001010000,
    0xffff0101ffffffff,0xffff0101ffffff01,0xffff0101ffff01ff,0xffff0101ffff0101,0xffff0101ff000000,0xffff0101ff01ffff,
    0xffff0101ff01ff01,0xffff0101ff0101ff,0xffff0101ff010101,0xffff010100ff0000,0xffff01010000ff00,0xffff010100000100,
    0xffff01010001ff00,0xffff010100010000,0xffff010101ffffff,0xffff010101ffff01,0xffff010101ff0000,0xffff010101ff01ff,
    0xffff010101ff0101,0xffff010101000000,0xffff01010101ffff,0xffff01010101ff01,0xffff0101010101ff,0xffff010101010101,
    0xff00ffffff00ffff,0xff00ffffff00ff00,0xff00ffffff0000ff,0xff00ffffff000100,0xff00ffffff0100ff,0xff00ffffff010000,
    0xff00ffff00ffff00,0xff00ffff00ff00ff,0xff00ffff0000ffff,0xff00ffff00000000,0xff00ffff000001ff,0xff00ffff0001ff00,
    0xff00ffff000100ff,0xff00ffff00010000,0xff00ffff00010100,0xff00ffff0100ff00,0xff00ffff010000ff,0xff00ffff01000001,
    0xff00ffff0101ff00,0xff00ffff01010000,0xff00ff00ffffff00,0xff00ff00ffff00ff,0xff00ff00ffff0001,0xff00ff00ffff0100,
    0xff00ff00ff00ffff,0xff00ff00ff00ff01,0xff00ff00ff000000,0xff00ff00ff0001ff,0xff00ff00ff01ff00,0xff00ff00ff0100ff,
    0xff00ff00ff010100,0xff00ff0000ff0000,0xff00ff0000ff0101,0xff00ff000000ffff,0xff00ff000000ff00,0xff00ff000000ff01,
    0xff00ff00000000ff,0xff00ff0000000000,0xff00ff0000000001,0xff00ff0000000100,0xff00ff000001ffff,0xff00ff0000010000,
    0xff00ff0001ff00ff,0xff00ff000100ff01,0xff00ff0001000000,0xff00ff000101ff00,0xff00ff00010100ff,0xff00ff01ff00ff00,
    0xff00ff01ff0000ff,0xff00ff01ff000001,0xff00ff01ff010000,0xff00ff0100ffffff,0xff00ff0100ff0001,0xff00ff0100ff0100,
    0xff00ff010000ff01,0xff00ff0100000000,0xff00ff01000001ff,0xff00ff0100000101,0xff00ff01000100ff,0xff00ff0100010001,
    0xff00ff0101ff0000,0xff00ff010100ff00,0xff00ff01010000ff,0xff00ff0101000001,0xff00ff0101010000,0xff0000ffffffff00,
    0xff0000ffffff0001,0xff0000ffffff0100,0xff0000ffff0000ff,0xff0000ffff000000,0xff0000ffff0001ff,0xff0000ffff000100,
    0xff0000ffff01ff00,0xff0000ffff010001,0xff0000ff00ffff00,0xff0000ff00ff0000,0xff0000ff00ff0001,0xff0000ff00ff01ff,
    0xff0000ff00ff0101,0xff0000ff0000ff00,0xff0000ff000000ff,0xff0000ff00000000,0xff0000ff00000001,0xff0000ff00000100,
    0xff0000ff0001ff01,0xff0000ff00010000,0xff0000ff000101ff,0xff0000ff01ff00ff,0xff0000ff01ff0100,0xff0000ff0100ffff,
    0xff0000ff010000ff,0xff0000ff01000000,0xff0000ff010001ff,0xff0000ff01000100,0xff0000ff01000101,0xff0000ff0101ff00,
    0xff0000ff010100ff,0xff0000ff01010000,0xff0000ff01010100,0xff000000ffffff01,0xff000000ffff0000,0xff000000ffff0101,
    0xff000000ff00ff00,0xff000000ff0000ff,0xff000000ff000000,0xff000000ff000001,0xff000000ff000100,0xff000000ff01ffff,
    0xff000000ff01ff01,0xff000000ff010000,0xff000000ff0101ff,0xff000000ff010101,0xff00000000ffff00,0xff00000000ff00ff,
    0xff00000000ff0000,0xff00000000ff0001,0xff0000000000ff00,0xff0000000000ff01,0xff000000000000ff,0xff00000000000000,
    0xff00000000000001,0xff00000000000100,0xff00000000000101,0xff0000000001ff00,0xff000000000100ff,0xff00000000010000,
    0xff00000000010001,0xff00000000010100,0xff00000001ffffff,0xff00000001ffff01,0xff00000001ff00ff,0xff00000001ff0000,
    0xff00000001ff01ff,0xff00000001ff0101,0xff0000000100ffff,0xff0000000100ff00,0xff000000010000ff,0xff00000001000000,
    0xff00000001000001,0xff00000001000100,0xff00000001000101,0xff0000000101ffff,0xff0000000101ff01,0xff00000001010000,
    0xff000001ffffff00,0xff000001ffff00ff,0xff000001ffff0000,0xff000001ffff0001,0xff000001ff000000,0xff000001ff000001,
    0xff000001ff0001ff,0xff000001ff000101,0xff000001ff01ff00,0xff000001ff010001,0xff00000100ffffff,0xff00000100ffff01,
    0xff00000100ff00ff,0xff00000100ff0000,0xff00000100ff01ff,0xff00000100ff0101,0xff0000010000ff00,0xff00000100000000,
    0xff00000100000001,0xff000001000001ff,0xff00000100000100,0xff0000010001ff00,0xff000001000100ff,0xff00000100010000,
    0xff000001000101ff,0xff00000100010100,0xff00000100010101,0xff00000101ff0001,0xff00000101ff0101,0xff0000010100ff01,
    0xff00000101000000,0xff000001010100ff,0xff00000101010100,0xff0001ffff00ff00,0xff0001ffff000001,0xff0001ffff010000,
    0xff0001ff00ffff00,0xff0001ff00ff00ff,0xff0001ff00ff0001,0xff0001ff00ff0100,0xff0001ff0000ffff,0xff0001ff00000000,
    0xff0001ff000001ff,0xff0001ff00000101,0xff0001ff0001ffff,0xff0001ff0001ff00,0xff0001ff000100ff,0xff0001ff00010001,
    0xff0001ff00010100,0xff0001ff01ff0000,0xff0001ff0100ff00,0xff0001ff010000ff,0xff0001ff01010000,0xff000100ff00ffff,
    0xff000100ff00ff01,0xff000100ff000000,0xff000100ff000101,0xff000100ff01ff00,0xff000100ff010000,0xff00010000ffff01,
    0xff00010000ff00ff,0xff00010000ff0000,0xff00010000ff01ff,0xff0001000000ff00,0xff000100000000ff,0xff00010000000000,
    0xff00010000000001,0xff00010000000100,0xff00010000000101,0xff0001000001ffff,0xff00010000010000,0xff00010000010101,
    0xff00010001ff0100,0xff0001000100ff00,0xff0001000100ff01,0xff00010001000000,0xff000100010001ff,0xff0001000101ff00,
    0xff00010001010001,0xff00010001010100,0xff000101ffff0100,0xff000101ff000001,0xff000101ff0100ff,0xff000101ff010001,
    0xff00010100ff00ff,0xff00010100ff0001,0xff00010100ff0100,0xff0001010000ffff,0xff0001010000ff01,0xff00010100000000,
    0xff000101000001ff,0xff0001010001ff00,0xff00010100010001,0xff00010100010100,0xff00010101ff0000,0xff0001010100ff00,
    0xff00010101000001,0xff00010101000101,0xff01ffffffffffff,0xff01ffffffffff01,0xff01ffffffff01ff,0xff01ffffffff0101,
    0xff01ffffff000000,0xff01ffffff01ffff,0xff01ffffff01ff01,0xff01ffffff010000,0xff01ffffff0101ff,0xff01ffffff010101,
    0xff01ffff00ff0000,0xff01ffff0000ff00,0xff01ffff00000100,0xff01ffff0001ff00,0xff01ffff00010000,0xff01ffff01ffffff,
    0xff01ffff01ffff01,0xff01ffff01ff01ff,0xff01ffff01ff0101,0xff01ffff01000000,0xff01ffff0101ffff,0xff01ffff0101ff01,
    0xff01ffff01010000,0xff01ffff010101ff,0xff01ffff01010101,0xff01ff00ffff0000,0xff01ff00ff00ff00,0xff01ff00ff0000ff,
    0xff01ff00ff000100,0xff01ff00ff010000,0xff01ff0000ffff01,0xff01ff0000ff00ff,0xff01ff0000ff0100,0xff01ff0000000000,
    0xff01ff00000001ff,0xff01ff0000000101,0xff01ff000001ff00,0xff01ff00000100ff,0xff01ff0000010000,0xff01ff0000010001,
    0xff01ff0001ff0000,0xff01ff000100ffff,0xff01ff0001000001,0xff01ff0001000100,0xff01ff0001010000,0xff01ff01ffffff00,
    0xff01ff01ffff01ff,0xff01ff01ffff0101,0xff01ff01ff00ff00,0xff01ff01ff000000,0xff01ff01ff01ffff,0xff01ff01ff01ff01,
    0xff01ff01ff0101ff,0xff01ff01ff010101,0xff01ff0100ff0000,0xff01ff010000ff00,0xff01ff0100000001,0xff01ff0100000100,
    0xff01ff0100010000,0xff01ff0101ffff00,0xff01ff0101ff01ff,0xff01ff0101ff0101,0xff01ff010100ff00,0xff01ff0101000000,
    0xff01ff010101ffff,0xff01ff010101ff01,0xff01ff01010101ff,0xff01ff0101010101,0xff0100ffffff0000,0xff0100ffff0000ff,
    0xff0100ffff000001,0xff0100ffff000100,0xff0100ffff010000,0xff0100ff00ff00ff,0xff0100ff00ff0000,0xff0100ff00ff0001,
    0xff0100ff00ff0100,0xff0100ff0000ff01,0xff0100ff00000000,0xff0100ff000001ff,0xff0100ff00000101,0xff0100ff00010001,
    0xff0100ff01ff0000,0xff0100ff0100ff00,0xff0100ff010000ff,0xff0100ff01000100,0xff0100ff0101ff00,0xff0100ff01010000,
    0xff010000ffff0100,0xff010000ff000000,0xff010000ff01ff00,0xff010000ff010100,0xff01000000ffffff,0xff01000000ff0000,
    0xff01000000ff01ff,0xff0100000000ff00,0xff010000000000ff,0xff01000000000000,0xff01000000000100,0xff0100000001ff01,
    0xff01000000010000,0xff010000000101ff,0xff01000001ff0100,0xff0100000100ffff,0xff010000010000ff,0xff01000001000000,
    0xff010000010001ff,0xff01000001000101,0xff0100000101ff00,0xff010000010100ff,0xff01000001010001,0xff01000001010100,
    0xff010001ffff0000,0xff010001ff00ffff,0xff010001ff00ff01,0xff010001ff000100,0xff010001ff010000,0xff01000100ffff00,
    0xff01000100ff0100,0xff01000100000000,0xff0100010001ffff,0xff0100010001ff00,0xff01000100010100,0xff01000101ff00ff,
    0xff01000101ff0001,0xff0100010100ffff,0xff01000101000101,0xff0101ffffffffff,0xff0101ffffffff01,0xff0101ffffff01ff,
    0xff0101ffffff0101,0xff0101ffff000000,0xff0101ffff01ffff,0xff0101ffff01ff01,0xff0101ffff0101ff,0xff0101ffff010101,
    0xff0101ff00ff0000,0xff0101ff0000ff00,0xff0101ff000000ff,0xff0101ff00010000,0xff0101ff01ffffff,0xff0101ff01ffff01,
    0xff0101ff01ff01ff,0xff0101ff01ff0101,0xff0101ff0101ffff,0xff0101ff0101ff01,0xff0101ff010101ff,0xff0101ff01010101,
    0xff010100ffff0100,0xff010100ff00ff00,0xff010100ff0000ff,0xff010100ff000100,0xff010100ff010000,0xff01010000ff0001,
    0xff01010000ff0100,0xff0101000000ff01,0xff01010000000000,0xff0101000001ff00,0xff010100000100ff,0xff01010000010001,
    0xff01010000010100,0xff01010001ff0000,0xff0101000100ffff,0xff01010001000001,0xff01010001000100,0xff010100010100ff,
    0xff01010001010000,0xff010101ffffffff,0xff010101ffffff01,0xff010101ffff01ff,0xff010101ffff0101,0xff010101ff01ffff,
    0xff010101ff01ff01,0xff010101ff0101ff,0xff010101ff010101,0xff01010100ff0000,0xff0101010000ff00,0xff01010100000001,
    0xff01010100000100,0xff01010100010000,0xff01010101ffffff,0xff01010101ffff01,0xff01010101ff01ff,0xff01010101ff0101,
    0xff01010101000000,0xff0101010101ffff,0xff0101010101ff01,0xff010101010101ff,0xff01010101010101,0x00ffffffffff0000,
    0x00ffffffff00ff00,0x00ffffffff000001,0x00ffffffff010000,0x00ffffff00ff0100,0x00ffffff0000ff01,0x00ffffff00000000,
    0x00ffffff000001ff,0x00ffffff00000101,0x00ffffff0001ff00,0x00ffffff000100ff,0x00ffffff00010001,0x00ffffff010000ff,
    0x00ffffff01000100,0x00ffffff0101ff00,0x00ffffff01010001,0x00ffff00ffffffff,0x00ffff00ffffff00,0x00ffff00ffff00ff,
    0x00ffff00ffff0001,0x00ffff00ffff0100,0x00ffff00ff00ff01,0x00ffff00ff000000,0x00ffff00ff000001,0x00ffff00ff0001ff,
    0x00ffff00ff000101,0x00ffff00ff01ff00,0x00ffff00ff010001,0x00ffff00ff010100,0x00ffff0000ff0000,0x00ffff0000ff01ff,
    0x00ffff0000ff0101,0x00ffff000000ff00,0x00ffff00000000ff,0x00ffff0000000000,0x00ffff0000000001,0x00ffff0000000100,
    0x00ffff0000000101,0x00ffff0000010000,0x00ffff00000101ff,0x00ffff0000010101,0x00ffff0001ffff00,0x00ffff0001ff00ff,
    0x00ffff0001ff0001,0x00ffff000100ffff,0x00ffff000100ff01,0x00ffff0001000000,0x00ffff000101ffff,0x00ffff000101ff00,
    0x00ffff000101ff01,0x00ffff01ffff0000,0x00ffff01ff00ff00,0x00ffff01ff0000ff,0x00ffff01ff000001,0x00ffff01ff010000,
    0x00ffff0100ffff00,0x00ffff010000ff01,0x00ffff0100000000,0x00ffff0100000101,0x00ffff01000100ff,0x00ffff0100010100,
    0x00ffff0101ff0100,0x00ffff01010000ff,0x00ffff0101010000,0x00ff00ffffffff00,0x00ff00ffff000000,0x00ff00ffff000100,
    0x00ff00ffff010100,0x00ff00ff00ff0000,0x00ff00ff00ff01ff,0x00ff00ff00ff0101,0x00ff00ff0000ff00,0x00ff00ff000000ff,
    0x00ff00ff00000000,0x00ff00ff00000001,0x00ff00ff0001ff00,0x00ff00ff0001ff01,0x00ff00ff00010000,0x00ff00ff000101ff,
    0x00ff00ff00010101,0x00ff00ff01ffff00,0x00ff00ff01ff0001,0x00ff00ff01ff0100,0x00ff00ff0100ffff,0x00ff00ff0100ff01,
    0x00ff00ff01000000,0x00ff00ff0101ffff,0x00ff00ff0101ff00,0x00ff00ff01010100,0x00ff0000ffffff00,0x00ff0000ffffff01,
    0x00ff0000ffff0000,0x00ff0000ffff0101,0x00ff0000ff00ff00,0x00ff0000ff0000ff,0x00ff0000ff000000,0x00ff0000ff000001,
    0x00ff0000ff000100,0x00ff0000ff01ffff,0x00ff0000ff010000,0x00ff0000ff010101,0x00ff000000ffff00,0x00ff000000ff00ff,
    0x00ff000000ff0000,0x00ff000000ff0001,0x00ff000000ff0100,0x00ff00000000ffff,0x00ff00000000ff00,0x00ff0000000000ff,
    0x00ff000000000000,0x00ff000000000001,0x00ff0000000001ff,0x00ff000000000100,0x00ff00000001ff00,0x00ff0000000100ff,
    0x00ff000000010000,0x00ff000000010001,0x00ff000000010100,0x00ff000001ffff01,0x00ff000001ff00ff,0x00ff000001ff0000,
    0x00ff000001ff01ff,0x00ff00000100ff00,0x00ff0000010000ff,0x00ff000001000000,0x00ff000001000001,0x00ff000001000100,
    0x00ff000001000101,0x00ff000001010000,0x00ff0000010101ff,0x00ff000001010101,0x00ff0001ffffff00,0x00ff0001ffff0000,
    0x00ff0001ffff0100,0x00ff0001ff0000ff,0x00ff0001ff000000,0x00ff0001ff0001ff,0x00ff0001ff000101,0x00ff0001ff01ff00,
    0x00ff0001ff0100ff,0x00ff0001ff010100,0x00ff000100ffffff,0x00ff000100ffff01,0x00ff000100ff0000,0x00ff000100ff01ff,
    0x00ff00010000ffff,0x00ff00010000ff00,0x00ff00010000ff01,0x00ff000100000000,0x00ff000100000001,0x00ff000100000100,
    0x00ff00010001ff01,0x00ff000100010000,0x00ff0001000101ff,0x00ff000101ffff00,0x00ff000101ff0000,0x00ff000101ff0101,
    0x00ff0001010000ff,0x00ff000101000000,0x00ff00010101ff00,0x00ff0001010100ff,0x00ff000101010001,0x00ff01ffffff0000,
    0x00ff01ffff00ff00,0x00ff01ffff000000,0x00ff01ffff000101,0x00ff01ffff010000,0x00ff01ff00ffff01,0x00ff01ff00ff0100,
    0x00ff01ff0000ffff,0x00ff01ff00000000,0x00ff01ff000001ff,0x00ff01ff0001ff00,0x00ff01ff000100ff,0x00ff01ff00010001,
    0x00ff01ff00010100,0x00ff01ff01ff0000,0x00ff01ff0100ff00,0x00ff01ff010000ff,0x00ff01ff01000001,0x00ff01ff01000100,
    0x00ff01ff01010000,0x00ff0100ffffff00,0x00ff0100ffff0000,0x00ff0100ffff0001,0x00ff0100ffff0101,0x00ff0100ff00ffff,
    0x00ff0100ff0000ff,0x00ff0100ff000000,0x00ff0100ff0001ff,0x00ff0100ff01ff00,0x00ff0100ff0100ff,0x00ff0100ff010001,
    0x00ff010000ffffff,0x00ff010000ff0000,0x00ff010000ff0101,0x00ff01000000ff00,0x00ff01000000ff01,0x00ff0100000000ff,
    0x00ff010000000000,0x00ff010000000001,0x00ff010000000100,0x00ff01000001ffff,0x00ff01000001ff01,0x00ff010000010000,
    0x00ff010000010001,0x00ff010000010101,0x00ff010001ff0001,0x00ff010001ff0100,0x00ff01000100ff01,0x00ff010001000000,
    0x00ff010001000001,0x00ff0100010001ff,0x00ff01000101ff00,0x00ff0100010100ff,0x00ff010001010001,0x00ff010001010100,
    0x00ff0101ff000001,0x00ff010100ff00ff,0x00ff010100ff0001,0x00ff010100ff0100,0x00ff010100000000,0x00ff0101000001ff,
    0x00ff010100000101,0x00ff0101000100ff,0x00ff010100010100,0x00ff0101010000ff,0x00ff010101010000,0x0000ffffffffff00,
    0x0000ffffffff00ff,0x0000ffffffff0000,0x0000ffffffff0001,0x0000ffffffff0100,0x0000ffffff00ff01,0x0000ffffff000000,
    0x0000ffffff000101,0x0000ffffff01ff00,0x0000ffffff0100ff,0x0000ffffff010100,0x0000ffff00ffffff,0x0000ffff00ff0000,
    0x0000ffff00ff01ff,0x0000ffff0000ff00,0x0000ffff000000ff,0x0000ffff00000000,0x0000ffff00000001,0x0000ffff00000100,
    0x0000ffff00010000,0x0000ffff000101ff,0x0000ffff01ff0001,0x0000ffff01ff0100,0x0000ffff01000000,0x0000ffff010001ff,
    0x0000ffff0101ffff,0x0000ffff0101ff00,0x0000ffff01010001,0x0000ffff01010100,0x0000ff00ffff0000,0x0000ff00ffff01ff,
    0x0000ff00ffff0100,0x0000ff00ffff0101,0x0000ff00ff00ff00,0x0000ff00ff0000ff,0x0000ff00ff000000,0x0000ff00ff000001,
    0x0000ff00ff0001ff,0x0000ff00ff000100,0x0000ff00ff01ffff,0x0000ff00ff010000,0x0000ff00ff010001,0x0000ff00ff0101ff,
    0x0000ff00ff010101,0x0000ff0000ffff00,0x0000ff0000ff00ff,0x0000ff0000ff0000,0x0000ff0000ff0001,0x0000ff0000ff0100,
    0x0000ff000000ffff,0x0000ff000000ff00,0x0000ff000000ff01,0x0000ff00000000ff,0x0000ff0000000000,0x0000ff0000000001,
    0x0000ff00000001ff,0x0000ff0000000100,0x0000ff0000000101,0x0000ff000001ff00,0x0000ff00000100ff,0x0000ff0000010000,
    0x0000ff0000010001,0x0000ff0000010100,0x0000ff0001ffff01,0x0000ff0001ff0000,0x0000ff000100ff00,0x0000ff00010000ff,
    0x0000ff0001000000,0x0000ff0001000001,0x0000ff0001000100,0x0000ff000101ffff,0x0000ff0001010000,0x0000ff0001010101,
    0x0000ff01ffffff00,0x0000ff01ffff0001,0x0000ff01ff00ff01,0x0000ff01ff000000,0x0000ff01ff000101,0x0000ff01ff01ff00,
    0x0000ff01ff0100ff,0x0000ff0100ffff01,0x0000ff0100ff0000,0x0000ff0100ff0101,0x0000ff010000ff00,0x0000ff01000000ff,
    0x0000ff0100000000,0x0000ff0100000001,0x0000ff0100000100,0x0000ff010001ff01,0x0000ff0100010000,0x0000ff0101ff0000,
    0x0000ff010100ffff,0x0000ff010100ff01,0x0000ff0101000000,0x0000ff0101000100,0x0000ff0101000101,0x0000ff01010100ff,
    0x000000ffffff00ff,0x000000ffffff0000,0x000000ffff00ff00,0x000000ffff0000ff,0x000000ffff000000,0x000000ffff000001,
    0x000000ffff0001ff,0x000000ffff000100,0x000000ffff01ff00,0x000000ffff010000,0x000000ffff0101ff,0x000000ffff010101,
    0x000000ff00ffff00,0x000000ff00ff00ff,0x000000ff00ff0000,0x000000ff00ff0001,0x000000ff00ff0100,0x000000ff00ff0101,
    0x000000ff0000ffff,0x000000ff0000ff00,0x000000ff000000ff,0x000000ff00000000,0x000000ff00000001,0x000000ff000001ff,
    0x000000ff00000100,0x000000ff00000101,0x000000ff0001ff00,0x000000ff0001ff01,0x000000ff000100ff,0x000000ff00010000,
    0x000000ff00010001,0x000000ff00010100,0x000000ff01ffffff,0x000000ff01ff01ff,0x000000ff01ff0101,0x000000ff0100ff00,
    0x000000ff010000ff,0x000000ff01000000,0x000000ff01000001,0x000000ff01000100,0x000000ff0101ff00,0x000000ff010100ff,
    0x000000ff01010000,0x000000ff01010101,0x00000000ffffff00,0x00000000ffffff01,0x00000000ffff00ff,0x00000000ffff0000,
    0x00000000ffff0001,0x00000000ffff0100,0x00000000ff00ffff,0x00000000ff00ff00,0x00000000ff00ff01,0x00000000ff0000ff,
    0x00000000ff000000,0x00000000ff000001,0x00000000ff000100,0x00000000ff000101,0x00000000ff01ff00,0x00000000ff0100ff,
    0x00000000ff010000,0x00000000ff010001,0x00000000ff010100,0x0000000000ffffff,0x0000000000ffff00,0x0000000000ffff01,
    0x0000000000ff00ff,0x0000000000ff0000,0x0000000000ff0001,0x0000000000ff01ff,0x0000000000ff0100,0x000000000000ffff,
    0x000000000000ff00,0x000000000000ff01,0x00000000000000ff,0x0000000000000000,0x0000000000000001,0x00000000000001ff,
    0x0000000000000100,0x0000000000000101,0x000000000001ffff,0x000000000001ff00,0x00000000000100ff,0x0000000000010000,
    0x0000000000010001,0x00000000000101ff,0x0000000000010100,0x0000000000010101,0x0000000001ffff00,0x0000000001ff00ff,
    0x0000000001ff0000,0x0000000001ff0100,0x0000000001ff0101,0x000000000100ffff,0x000000000100ff00,0x00000000010000ff,
    0x0000000001000000,0x0000000001000001,0x00000000010001ff,0x0000000001000100,0x000000000101ff00,0x00000000010100ff,
    0x0000000001010000,0x0000000001010001,0x0000000001010100,0x00000001ffffffff,0x00000001ffffff00,0x00000001ffffff01,
    0x00000001ffff00ff,0x00000001ffff0001,0x00000001ffff01ff,0x00000001ffff0100,0x00000001ff00ff00,0x00000001ff0000ff,
    0x00000001ff000000,0x00000001ff0001ff,0x00000001ff000100,0x00000001ff01ffff,0x00000001ff01ff00,0x00000001ff01ff01,
    0x00000001ff0100ff,0x00000001ff010000,0x00000001ff010001,0x00000001ff0101ff,0x00000001ff010100,0x0000000100ffff00,
    0x0000000100ff0000,0x0000000100ff0001,0x0000000100ff01ff,0x0000000100ff0100,0x0000000100ff0101,0x000000010000ffff,
    0x000000010000ff00,0x000000010000ff01,0x00000001000000ff,0x0000000100000000,0x0000000100000001,0x00000001000001ff,
    0x0000000100000100,0x0000000100000101,0x000000010001ff00,0x00000001000100ff,0x0000000100010000,0x0000000100010100,
    0x0000000101ffff01,0x0000000101ff0000,0x0000000101ff0001,0x0000000101ff01ff,0x0000000101ff0100,0x0000000101ff0101,
    0x000000010100ff00,0x0000000101000000,0x0000000101000101,0x000000010101ff01,0x0000000101010000,0x0000000101010001,
    0x00000001010101ff,0x0000000101010100,0x000001ffffff00ff,0x000001ffffff0000,0x000001ffffff0001,0x000001ffffff0100,
    0x000001ffff00ffff,0x000001ffff000000,0x000001ffff0001ff,0x000001ffff01ff00,0x000001ffff010101,0x000001ff00ff0000,
    0x000001ff00ff01ff,0x000001ff00ff0101,0x000001ff0000ff00,0x000001ff000000ff,0x000001ff00000000,0x000001ff00000001,
    0x000001ff000001ff,0x000001ff00000100,0x000001ff0001ffff,0x000001ff0001ff01,0x000001ff000100ff,0x000001ff00010000,
    0x000001ff01ffff01,0x000001ff01ff0100,0x000001ff0100ffff,0x000001ff0100ff01,0x000001ff01000000,0x000001ff010001ff,
    0x000001ff0101ff00,0x000001ff01010100,0x00000100ffffff00,0x00000100ffffff01,0x00000100ffff0000,0x00000100ffff0101,
    0x00000100ff00ff00,0x00000100ff0000ff,0x00000100ff000000,0x00000100ff000001,0x00000100ff000100,0x00000100ff010000,
    0x0000010000ffff00,0x0000010000ff00ff,0x0000010000ff0000,0x0000010000ff0001,0x0000010000ff0100,0x000001000000ffff,
    0x000001000000ff00,0x000001000000ff01,0x00000100000000ff,0x0000010000000000,0x0000010000000001,0x00000100000001ff,
    0x0000010000000100,0x0000010000000101,0x000001000001ff00,0x00000100000100ff,0x0000010000010000,0x0000010000010001,
    0x0000010000010100,0x0000010001ffff00,0x0000010001ff0000,0x0000010001ff0100,0x000001000100ff00,0x00000100010000ff,
    0x0000010001000000,0x0000010001000001,0x00000100010001ff,0x0000010001000100,0x0000010001010000,0x00000101ffff00ff,
    0x00000101ffff01ff,0x00000101ff000000,0x00000101ff000101,0x00000101ff01ffff,0x00000101ff010000,0x00000101ff010001,
    0x00000101ff010100,0x0000010100ff0000,0x0000010100ff01ff,0x0000010100ff0100,0x000001010000ff00,0x0000010100000000,
    0x0000010100000001,0x00000101000001ff,0x0000010100000100,0x000001010001ff01,0x0000010100010000,0x00000101000101ff,
    0x0000010100010101,0x0000010101ffff00,0x0000010101ff0101,0x000001010100ff01,0x0000010101000000,0x0000010101000001,
    0x00000101010001ff,0x0000010101000101,0x000001010101ff00,0x0001ffffffff0000,0x0001ffffff0000ff,0x0001ffffff000001,
    0x0001ffffff000100,0x0001ffffff010000,0x0001ffff00ff00ff,0x0001ffff0000ffff,0x0001ffff00000000,0x0001ffff00000001,
    0x0001ffff000001ff,0x0001ffff00000101,0x0001ffff0001ff00,0x0001ffff000100ff,0x0001ffff00010001,0x0001ffff00010100,
    0x0001ffff01ffff00,0x0001ffff01000001,0x0001ffff01010000,0x0001ff00ffffff00,0x0001ff00ffff00ff,0x0001ff00ffff0001,
    0x0001ff00ffff0100,0x0001ff00ff00ff01,0x0001ff00ff000000,0x0001ff00ff01ff00,0x0001ff00ff01ff01,0x0001ff00ff010001,
    0x0001ff00ff010100,0x0001ff0000ff0000,0x0001ff0000ff0100,0x0001ff000000ff00,0x0001ff0000000000,0x0001ff0000000001,
    0x0001ff0000000100,0x0001ff0000010000,0x0001ff0000010001,0x0001ff0000010101,0x0001ff0001ff00ff,0x0001ff0001ff0101,
    0x0001ff000100ff01,0x0001ff0001000000,0x0001ff000101ff00,0x0001ff0001010001,0x0001ff0001010100,0x0001ff01ff00ff00,
    0x0001ff01ff000001,0x0001ff01ff000100,0x0001ff0100ffffff,0x0001ff0100ffff00,0x0001ff0100ff0001,0x0001ff0100000000,
    0x0001ff0100000001,0x0001ff01000001ff,0x0001ff010001ffff,0x0001ff0101ff0000,0x0001ff010100ff00,0x0001ff0101000001,
    0x0001ff0101010000,0x000100ffff00ff00,0x000100ffff00ff01,0x000100ffff000000,0x000100ffff000001,0x000100ffff000101,
    0x000100ffff01ff00,0x000100ffff010001,0x000100ffff010100,0x000100ff00ffffff,0x000100ff00ffff01,0x000100ff00ff0000,
    0x000100ff00ff01ff,0x000100ff00ff0101,0x000100ff0000ff00,0x000100ff000000ff,0x000100ff00000000,0x000100ff00000001,
    0x000100ff00000100,0x000100ff00000101,0x000100ff0001ffff,0x000100ff0001ff01,0x000100ff00010000,0x000100ff01ff00ff,
    0x000100ff01ff0000,0x000100ff01ff0100,0x000100ff0100ffff,0x000100ff0100ff01,0x000100ff010000ff,0x000100ff01000000,
    0x000100ff01000001,0x000100ff010001ff,0x000100ff01000101,0x000100ff0101ff00,0x000100ff010100ff,0x000100ff01010100,
    0x00010000ffff0000,0x00010000ffff01ff,0x00010000ffff0101,0x00010000ff00ff00,0x00010000ff000000,0x00010000ff000001,
    0x00010000ff000100,0x0001000000ff00ff,0x0001000000ff0000,0x0001000000ff0001,0x0001000000ff0100,0x000100000000ffff,
    0x000100000000ff00,0x00010000000000ff,0x0001000000000000,0x0001000000000001,0x0001000000000100,0x000100000001ff00,
    0x00010000000100ff,0x0001000000010000,0x0001000000010001,0x0001000000010100,0x0001000001ff0001,0x0001000001ff0100,
    0x0001000001ff0101,0x000100000100ff00,0x0001000001000000,0x0001000001000001,0x0001000001000100,0x0001000001000101,
    0x000100000101ff01,0x0001000001010000,0x0001000001010001,0x00010000010101ff,0x00010001ffffff01,0x00010001ffff0100,
    0x00010001ff000000,0x00010001ff01ffff,0x00010001ff010001,0x00010001ff0101ff,0x00010001ff010100,0x0001000100ffffff,
    0x0001000100ff0000,0x0001000100ff01ff,0x0001000100ff0101,0x000100010000ff00,0x00010001000000ff,0x0001000100000000,
    0x0001000100000001,0x00010001000001ff,0x0001000100000101,0x000100010001ffff,0x0001000100010000,0x00010001000101ff,
    0x0001000101ffffff,0x0001000101ffff01,0x0001000101ff0000,0x0001000101ff0101,0x00010001010000ff,0x0001000101000001,
    0x00010001010001ff,0x0001000101000100,0x000100010101ffff,0x00010001010100ff,0x0001000101010001,0x0001000101010101,
    0x000101ffff000001,0x000101ffff000100,0x000101ffff010000,0x000101ff00ffff00,0x000101ff0000ff01,0x000101ff00000000,
    0x000101ff00000101,0x000101ff0001ff00,0x000101ff00010100,0x000101ff01ff0000,0x000101ff0100ff00,0x000101ff010001ff,
    0x000101ff01010001,0x00010100ffffff00,0x00010100ffff00ff,0x00010100ff00ffff,0x00010100ff000000,0x00010100ff01ff00,
    0x00010100ff0100ff,0x00010100ff010001,0x00010100ff010100,0x0001010000ffffff,0x0001010000ffff00,0x0001010000ff0000,
    0x0001010000ff0001,0x0001010000ff01ff,0x000101000000ff00,0x00010100000000ff,0x0001010000000000,0x0001010000000001,
    0x0001010000000100,0x000101000001ffff,0x0001010000010000,0x0001010000010101,0x0001010001ffff01,0x0001010001ff00ff,
    0x0001010001ff0101,0x0001010001000000,0x000101000101ff00,0x00010100010100ff,0x0001010001010000,0x0001010001010100,
    0x00010101ff00ff00,0x00010101ff000001,0x00010101ff0001ff,0x0001010100ffff00,0x0001010100ff00ff,0x0001010100ff0100,
    0x000101010000ffff,0x0001010100000000,0x00010101000001ff,0x0001010100000101,0x00010101000100ff,0x0001010100010000,
    0x0001010100010100,0x0001010101ff0001,0x00010101010000ff,0x00010101010001ff,0x0001010101000101,0x0001010101010001,
    0x01ffffffffffffff,0x01ffffffffffff01,0x01ffffffffff01ff,0x01ffffffffff0101,0x01ffffffff01ffff,0x01ffffffff01ff01,
    0x01ffffffff0101ff,0x01ffffffff010101,0x01ffffff00ff0000,0x01ffffff0000ffff,0x01ffffff0000ff00,0x01ffffff000000ff,
    0x01ffffff00000001,0x01ffffff00000100,0x01ffffff00010000,0x01ffffff01ffffff,0x01ffffff01ffff01,0x01ffffff01ff01ff,
    0x01ffffff01ff0101,0x01ffffff01000000,0x01ffffff0101ffff,0x01ffffff0101ff01,0x01ffffff010101ff,0x01ffffff01010101,
    0x01ffff00ffff0000,0x01ffff00ff00ff00,0x01ffff00ff0000ff,0x01ffff00ff000001,0x01ffff00ff000100,0x01ffff00ff010000,
    0x01ffff0000ffff00,0x01ffff0000ff00ff,0x01ffff0000ff0100,0x01ffff000000ffff,0x01ffff000000ff01,0x01ffff0000000000,
    0x01ffff0000000001,0x01ffff00000001ff,0x01ffff0000000100,0x01ffff00000100ff,0x01ffff0000010001,0x01ffff0000010100,
    0x01ffff0001ff0000,0x01ffff0001ff0100,0x01ffff00010000ff,0x01ffff0001000001,0x01ffff0001000100,0x01ffff0001010000,
    0x01ffff01ffffffff,0x01ffff01ffffff01,0x01ffff01ffff01ff,0x01ffff01ffff0101,0x01ffff01ff000000,0x01ffff01ff01ffff,
    0x01ffff01ff01ff01,0x01ffff01ff0101ff,0x01ffff01ff010101,0x01ffff010000ff00,0x01ffff01000000ff,0x01ffff0100000100,
    0x01ffff0100010000,0x01ffff0101ffffff,0x01ffff0101ffff01,0x01ffff0101ff01ff,0x01ffff0101ff0101,0x01ffff0101000000,
    0x01ffff010101ffff,0x01ffff010101ff01,0x01ffff01010101ff,0x01ffff0101010101,0x01ff00ffff0000ff,0x01ff00ffff000100,
    0x01ff00ff00ffff00,0x01ff00ff00ff00ff,0x01ff00ff0000ff00,0x01ff00ff00000000,0x01ff00ff00000101,0x01ff00ff0001ff00,
    0x01ff00ff000100ff,0x01ff00ff00010100,0x01ff00ff010000ff,0x01ff00ff01000100,0x01ff0000ffffff00,0x01ff0000ffff0100,
    0x01ff0000ff00ff01,0x01ff0000ff000000,0x01ff0000ff000101,0x01ff0000ff010001,0x01ff0000ff010100,0x01ff000000ffffff,
    0x01ff000000ffff00,0x01ff000000ff0000,0x01ff000000ff01ff,0x01ff00000000ff00,0x01ff0000000000ff,0x01ff000000000000,
    0x01ff000000000001,0x01ff000000000100,0x01ff000000000101,0x01ff000000010000,0x01ff000000010001,0x01ff0000000101ff,
    0x01ff000000010101,0x01ff000001ffff00,0x01ff000001ff00ff,0x01ff000001ff0001,0x01ff000001ff0100,0x01ff00000100ffff,
    0x01ff00000100ff01,0x01ff000001000000,0x01ff0000010001ff,0x01ff000001010001,0x01ff0001ff00ff00,0x01ff0001ff000001,
    0x01ff0001ff000100,0x01ff0001ff010000,0x01ff000100ffff00,0x01ff000100ff00ff,0x01ff000100ff0100,0x01ff000100ff0101,
    0x01ff00010000ffff,0x01ff000100000000,0x01ff000100000100,0x01ff000100000101,0x01ff00010001ff00,0x01ff000100010001,
    0x01ff000100010101,0x01ff000101ff0000,0x01ff00010100ff00,0x01ff000101000101,0x01ff0001010100ff,0x01ff01ffffffffff,
    0x01ff01ffffffff01,0x01ff01ffffff01ff,0x01ff01ffffff0101,0x01ff01ffff000000,0x01ff01ffff01ffff,0x01ff01ffff01ff01,
    0x01ff01ffff0101ff,0x01ff01ffff010101,0x01ff01ff00ffff00,0x01ff01ff00ff0000,0x01ff01ff0000ff00,0x01ff01ff000000ff,
    0x01ff01ff00000100,0x01ff01ff00010000,0x01ff01ff00010100,0x01ff01ff01ffffff,0x01ff01ff01ffff01,0x01ff01ff01ff01ff,
    0x01ff01ff01ff0101,0x01ff01ff01000000,0x01ff01ff0101ffff,0x01ff01ff0101ff01,0x01ff01ff010101ff,0x01ff01ff01010101,
    0x01ff0100ffff0000,0x01ff0100ffff0001,0x01ff0100ff00ff00,0x01ff0100ff0000ff,0x01ff0100ff000001,0x01ff0100ff010000,
    0x01ff010000ffff00,0x01ff010000ff00ff,0x01ff010000ff0001,0x01ff010000ff0100,0x01ff01000000ffff,0x01ff01000000ff01,
    0x01ff010000000000,0x01ff010000000101,0x01ff01000001ff00,0x01ff0100000100ff,0x01ff010001ff0000,0x01ff010001000001,
    0x01ff010001000100,0x01ff010001010000,0x01ff0101ffffffff,0x01ff0101ffffff01,0x01ff0101ffff01ff,0x01ff0101ffff0101,
    0x01ff0101ff000000,0x01ff0101ff01ffff,0x01ff0101ff01ff01,0x01ff0101ff0101ff,0x01ff0101ff010101,0x01ff010100ff0000,
    0x01ff01010000ff00,0x01ff0101000000ff,0x01ff010100000001,0x01ff010101ffffff,0x01ff010101ffff01,0x01ff010101ff01ff,
    0x01ff010101ff0101,0x01ff010101000000,0x01ff01010101ffff,0x01ff01010101ff01,0x01ff0101010101ff,0x01ff010101010101,
    0x0100ffffffff0000,0x0100ffffff00ff00,0x0100ffffff000001,0x0100ffffff0001ff,0x0100ffffff000100,0x0100ffffff010000,
    0x0100ffff00ffff00,0x0100ffff00ff0001,0x0100ffff00ff0100,0x0100ffff00000000,0x0100ffff000001ff,0x0100ffff00000101,
    0x0100ffff00010100,0x0100ffff00010101,0x0100ffff01ff0000,0x0100ffff0100ff00,0x0100ffff010000ff,0x0100ffff01000001,
    0x0100ffff01000100,0x0100ffff01010000,0x0100ff00ffffff00,0x0100ff00ffff00ff,0x0100ff00ffff0001,0x0100ff00ffff0100,
    0x0100ff00ff00ffff,0x0100ff00ff000000,0x0100ff00ff0001ff,0x0100ff00ff000101,0x0100ff00ff01ff00,0x0100ff00ff0100ff,
    0x0100ff00ff010001,0x0100ff00ff010100,0x0100ff0000ffffff,0x0100ff0000ff0000,0x0100ff000000ffff,0x0100ff000000ff00,
    0x0100ff00000000ff,0x0100ff0000000000,0x0100ff0000000001,0x0100ff0000000100,0x0100ff000001ff01,0x0100ff0000010000,
    0x0100ff0001ff00ff,0x0100ff0001ff0001,0x0100ff000100ff01,0x0100ff0001000000,0x0100ff00010001ff,0x0100ff000101ff00,
    0x0100ff00010100ff,0x0100ff0001010001,0x0100ff0001010100,0x0100ff01ffff0000,0x0100ff01ff00ff00,0x0100ff01ff0000ff,
    0x0100ff01ff000100,0x0100ff01ff010000,0x0100ff0100ff00ff,0x0100ff0100ff0001,0x0100ff0100ff0100,0x0100ff010000ffff,
    0x0100ff010000ff01,0x0100ff0100000000,0x0100ff01000001ff,0x0100ff0100010001,0x0100ff0100010100,0x0100ff0101ff0000,
    0x0100ff01010000ff,0x0100ff0101000001,0x0100ff0101010100,0x010000ffffffff00,0x010000ffffff00ff,0x010000ffffff0001,
    0x010000ffff00ffff,0x010000ffff000000,0x010000ffff0001ff,0x010000ffff010001,0x010000ff00ffffff,0x010000ff00ff0101,
    0x010000ff0000ff00,0x010000ff000000ff,0x010000ff00000000,0x010000ff00000001,0x010000ff000001ff,0x010000ff00000100,
    0x010000ff0001ffff,0x010000ff0001ff00,0x010000ff0001ff01,0x010000ff00010000,0x010000ff01ff00ff,0x010000ff01ff0001,
    0x010000ff0100ff01,0x010000ff010000ff,0x010000ff01000000,0x010000ff010001ff,0x010000ff0101ff00,0x010000ff01010100,
    0x01000000ffffffff,0x01000000ffff0000,0x01000000ffff01ff,0x01000000ffff0101,0x01000000ff00ffff,0x01000000ff00ff00,
    0x01000000ff0000ff,0x01000000ff000000,0x01000000ff000001,0x01000000ff000100,0x01000000ff01ff00,0x01000000ff010000,
    0x01000000ff010100,0x01000000ff010101,0x0100000000ffff00,0x0100000000ff00ff,0x0100000000ff0000,0x0100000000ff0001,
    0x0100000000ff0100,0x010000000000ffff,0x010000000000ff00,0x010000000000ff01,0x01000000000000ff,0x0100000000000000,
    0x0100000000000001,0x01000000000001ff,0x0100000000000100,0x0100000000000101,0x010000000001ff00,0x01000000000100ff,
    0x0100000000010000,0x0100000000010001,0x0100000000010100,0x0100000001ffff00,0x0100000001ff0000,0x0100000001ff01ff,
    0x010000000100ff00,0x010000000100ff01,0x01000000010000ff,0x0100000001000000,0x0100000001000001,0x0100000001000100,
    0x0100000001000101,0x010000000101ffff,0x010000000101ff01,0x0100000001010000,0x01000000010101ff,0x0100000001010101,
    0x01000001ffffff00,0x01000001ffff00ff,0x01000001ff00ffff,0x01000001ff000000,0x01000001ff000100,0x01000001ff01ffff,
    0x01000001ff010001,0x01000001ff010100,0x0100000100ff0000,0x0100000100ff01ff,0x0100000100ff0100,0x010000010000ff00,
    0x010000010000ff01,0x0100000100000000,0x0100000100000001,0x0100000100000100,0x0100000100010000,0x01000001000101ff,
    0x0100000101ffff01,0x0100000101ff00ff,0x0100000101ff0100,0x0100000101ff0101,0x010000010100ff01,0x01000001010000ff,
    0x0100000101000000,0x01000001010100ff,0x0100000101010001,0x0100000101010100,0x010001ffffff0000,0x010001ffff000001,
    0x010001ffff000100,0x010001ffff010000,0x010001ff00ffff00,0x010001ff00ff0001,0x010001ff0000ffff,0x010001ff0000ff01,
    0x010001ff00000000,0x010001ff00000001,0x010001ff00000101,0x010001ff000100ff,0x010001ff00010000,0x010001ff01ff0000,
    0x010001ff0100ff00,0x010001ff01000001,0x010001ff01000100,0x010001ff01010000,0x01000100ffff00ff,0x01000100ffff0001,
    0x01000100ffff0100,0x01000100ff00ffff,0x01000100ff00ff01,0x01000100ff000000,0x01000100ff0001ff,0x01000100ff000101,
    0x01000100ff01ffff,0x01000100ff01ff00,0x01000100ff0100ff,0x01000100ff010001,0x0100010000ffffff,0x0100010000ffff01,
    0x0100010000ff0000,0x0100010000ff01ff,0x0100010000ff0101,0x010001000000ff00,0x01000100000000ff,0x0100010000000000,
    0x0100010000000001,0x0100010000000100,0x010001000001ff01,0x0100010000010000,0x0100010000010001,0x0100010000010101,
    0x0100010001ffff00,0x0100010001ff00ff,0x010001000100ffff,0x010001000100ff01,0x0100010001000000,0x0100010001000101,
    0x010001000101ff00,0x0100010001010001,0x01000101ffff0000,0x01000101ff000000,0x01000101ff010000,0x0100010100ff00ff,
    0x0100010100ff0001,0x0100010100ff0100,0x010001010000ffff,0x0100010100000000,0x01000101000001ff,0x010001010001ff00,
    0x0100010101ff0000,0x010001010100ff00,0x01000101010000ff,0x0100010101000000,0x0100010101000001,0x0101ffffffffffff,
    0x0101ffffffffff01,0x0101ffffffff01ff,0x0101ffffffff0101,0x0101ffffff000000,0x0101ffffff01ffff,0x0101ffffff01ff01,
    0x0101ffffff0101ff,0x0101ffffff010101,0x0101ffff00ff0000,0x0101ffff0000ff00,0x0101ffff000000ff,0x0101ffff00000001,
    0x0101ffff00000100,0x0101ffff01ffffff,0x0101ffff01ffff01,0x0101ffff01ff01ff,0x0101ffff01ff0101,0x0101ffff01000000,
    0x0101ffff0101ffff,0x0101ffff0101ff01,0x0101ffff010101ff,0x0101ffff01010101,0x0101ff00ffff0000,0x0101ff00ffff0100,
    0x0101ff00ff00ff00,0x0101ff00ff0000ff,0x0101ff00ff000001,0x0101ff00ff000100,0x0101ff00ff000101,0x0101ff0000ff0001,
    0x0101ff0000ff0100,0x0101ff000000ff00,0x0101ff0000000000,0x0101ff00000001ff,0x0101ff0000000101,0x0101ff000001ff00,
    0x0101ff00000100ff,0x0101ff0001ff0000,0x0101ff000100ffff,0x0101ff000100ff01,0x0101ff0001000001,0x0101ff0001000100,
    0x0101ff01ffffff01,0x0101ff01ffff01ff,0x0101ff01ffff0101,0x0101ff01ff00ffff,0x0101ff01ff000100,0x0101ff01ff01ff01,
    0x0101ff01ff0101ff,0x0101ff01ff010101,0x0101ff0100ff0000,0x0101ff010000ff00,0x0101ff0100000001,0x0101ff0100000100,
    0x0101ff0100010000,0x0101ff0101ffffff,0x0101ff0101ffff01,0x0101ff0101ff01ff,0x0101ff0101ff0101,0x0101ff0101000000,
    0x0101ff010101ffff,0x0101ff010101ff01,0x0101ff01010101ff,0x0101ff0101010101,0x010100ffff000100,0x010100ffff010000,
    0x010100ff00ffff00,0x010100ff00ff00ff,0x010100ff0000ffff,0x010100ff000000ff,0x010100ff00000000,0x010100ff000001ff,
    0x010100ff00000101,0x010100ff0001ff00,0x010100ff00010000,0x010100ff00010001,0x010100ff000101ff,0x010100ff00010100,
    0x010100ff01ff0000,0x01010000ffff0001,0x01010000ffff0100,0x01010000ff00ffff,0x01010000ff00ff01,0x01010000ff000000,
    0x01010000ff0001ff,0x01010000ff010001,0x01010000ff010100,0x0101000000ffff01,0x0101000000ff0000,0x010100000000ff00,
    0x01010000000000ff,0x0101000000000000,0x0101000000000001,0x0101000000000100,0x0101000000010000,0x0101000000010101,
    0x0101000001ffff00,0x0101000001ff00ff,0x0101000001ff0000,0x0101000001ff0001,0x0101000001ff0100,0x010100000100ff01,
    0x0101000001000000,0x01010000010001ff,0x01010001ffff0000,0x01010001ff00ff00,0x01010001ff000001,0x01010001ff000101,
    0x01010001ff01ff00,0x01010001ff010000,0x0101000100ff00ff,0x0101000100ff0001,0x0101000100ff0101,0x010100010000ff01,
    0x0101000100000000,0x0101000100000001,0x01010001000001ff,0x010100010001ffff,0x010100010001ff01,0x0101000101ff0001,
    0x010100010100ffff,0x0101000101000000,0x0101000101000001,0x0101000101000100,0x010100010101ff00,0x01010001010100ff,
    0x0101000101010001,0x010101ffffffffff,0x010101ffffffff01,0x010101ffffff01ff,0x010101ffffff0101,0x010101ffff01ffff,
    0x010101ffff01ff01,0x010101ffff0101ff,0x010101ffff010101,0x010101ff0000ff00,0x010101ff000000ff,0x010101ff00000001,
    0x010101ff00000100,0x010101ff01ffffff,0x010101ff01ffff01,0x010101ff01ff01ff,0x010101ff01ff0101,0x010101ff01000000,
    0x010101ff0101ffff,0x010101ff0101ff01,0x010101ff010101ff,0x010101ff01010101,0x01010100ffff0000,0x01010100ff0000ff,
    0x01010100ff000100,0x01010100ff01ff00,0x01010100ff010000,0x0101010000ffff00,0x010101000000ffff,0x0101010000000000,
    0x0101010000000101,0x010101000001ff00,0x0101010000010001,0x0101010000010100,0x010101000100ffff,0x0101010001000001,
    0x01010101ffffffff,0x01010101ffffff01,0x01010101ffff01ff,0x01010101ffff0101,0x01010101ff01ffff,0x01010101ff01ff01,
    0x01010101ff0101ff,0x01010101ff010101,0x010101010000ff00,0x01010101000000ff,0x0101010100000001,0x0101010101ffffff,
    0x0101010101ffff01,0x0101010101ff01ff,0x0101010101ff0101,0x0101010101000000,0x010101010101ffff,0x010101010101ff01,
    0x01010101010101ff,0x0101010101010101,
};
static const uint32_t iq3xxs_grid[256] = {
    0x04040404,0x04040414,0x04040424,0x04040c0c,0x04040c1c,0x04040c3e,0x04041404,0x04041414,0x04041c0c,0x04042414,0x04043e1c,
    0x04043e2c,0x040c040c,0x040c041c,0x040c0c04,0x040c0c14,0x040c140c,0x040c142c,0x040c1c04,0x040c1c14,0x040c240c,0x040c2c24,
    0x040c3e04,0x04140404,0x04140414,0x04140424,0x04140c0c,0x04141404,0x04141414,0x04141c0c,0x04141c1c,0x04141c3e,0x04142c0c,
    0x04142c3e,0x04143e2c,0x041c040c,0x041c043e,0x041c0c04,0x041c0c14,0x041c142c,0x041c3e04,0x04240c1c,0x04241c3e,0x04242424,
    0x04242c3e,0x04243e1c,0x04243e2c,0x042c040c,0x042c043e,0x042c1c14,0x042c2c14,0x04341c2c,0x04343424,0x043e0c04,0x043e0c24,
    0x043e0c34,0x043e241c,0x043e340c,0x0c04040c,0x0c04041c,0x0c040c04,0x0c040c14,0x0c04140c,0x0c04141c,0x0c041c04,0x0c041c14,
    0x0c041c24,0x0c04243e,0x0c042c04,0x0c0c0404,0x0c0c0414,0x0c0c0c0c,0x0c0c1404,0x0c0c1414,0x0c14040c,0x0c14041c,0x0c140c04,
    0x0c140c14,0x0c14140c,0x0c141c04,0x0c143e14,0x0c1c0404,0x0c1c0414,0x0c1c1404,0x0c1c1c0c,0x0c1c2434,0x0c1c3434,0x0c24040c,
    0x0c24042c,0x0c242c04,0x0c2c1404,0x0c2c1424,0x0c2c2434,0x0c2c3e0c,0x0c34042c,0x0c3e1414,0x0c3e2404,0x14040404,0x14040414,
    0x14040c0c,0x14040c1c,0x14041404,0x14041414,0x14041434,0x14041c0c,0x14042414,0x140c040c,0x140c041c,0x140c042c,0x140c0c04,
    0x140c0c14,0x140c140c,0x140c1c04,0x140c341c,0x140c343e,0x140c3e04,0x14140404,0x14140414,0x14140c0c,0x14140c3e,0x14141404,
    0x14141414,0x14141c3e,0x14142404,0x14142c2c,0x141c040c,0x141c0c04,0x141c0c24,0x141c3e04,0x141c3e24,0x14241c2c,0x14242c1c,
    0x142c041c,0x142c143e,0x142c240c,0x142c3e24,0x143e040c,0x143e041c,0x143e0c34,0x143e242c,0x1c04040c,0x1c040c04,0x1c040c14,
    0x1c04140c,0x1c04141c,0x1c042c04,0x1c04342c,0x1c043e14,0x1c0c0404,0x1c0c0414,0x1c0c1404,0x1c0c1c0c,0x1c0c2424,0x1c0c2434,
    0x1c14040c,0x1c14041c,0x1c140c04,0x1c14142c,0x1c142c14,0x1c143e14,0x1c1c0c0c,0x1c1c1c1c,0x1c241c04,0x1c24243e,0x1c243e14,
    0x1c2c0404,0x1c2c0434,0x1c2c1414,0x1c2c2c2c,0x1c340c24,0x1c341c34,0x1c34341c,0x1c3e1c1c,0x1c3e3404,0x24040424,0x24040c3e,
    0x24041c2c,0x24041c3e,0x24042c1c,0x24042c3e,0x240c3e24,0x24141404,0x24141c3e,0x24142404,0x24143404,0x24143434,0x241c043e,
    0x241c242c,0x24240424,0x24242c0c,0x24243424,0x242c142c,0x242c241c,0x242c3e04,0x243e042c,0x243e0c04,0x243e0c14,0x243e1c04,
    0x2c040c14,0x2c04240c,0x2c043e04,0x2c0c0404,0x2c0c0434,0x2c0c1434,0x2c0c2c2c,0x2c140c24,0x2c141c14,0x2c143e14,0x2c1c0414,
    0x2c1c2c1c,0x2c240c04,0x2c24141c,0x2c24143e,0x2c243e14,0x2c2c0414,0x2c2c1c0c,0x2c342c04,0x2c3e1424,0x2c3e2414,0x34041424,
    0x34042424,0x34042434,0x34043424,0x340c140c,0x340c340c,0x34140c3e,0x34143424,0x341c1c04,0x341c1c34,0x34242424,0x342c042c,
    0x342c2c14,0x34341c1c,0x343e041c,0x343e140c,0x3e04041c,0x3e04042c,0x3e04043e,0x3e040c04,0x3e041c14,0x3e042c14,0x3e0c1434,
    0x3e0c2404,0x3e140c14,0x3e14242c,0x3e142c14,0x3e1c0404,0x3e1c0c2c,0x3e1c1c1c,0x3e1c3404,0x3e24140c,0x3e24240c,0x3e2c0404,
    0x3e2c0414,0x3e2c1424,0x3e341c04,
};
static const uint32_t iq3s_grid[512] = {
    0x01010101,0x01010103,0x01010105,0x0101010b,0x0101010f,0x01010301,0x01010303,0x01010305,0x01010309,0x0101030d,0x01010501,
    0x01010503,0x0101050b,0x01010707,0x01010901,0x01010905,0x0101090b,0x0101090f,0x01010b03,0x01010b07,0x01010d01,0x01010d05,
    0x01010f03,0x01010f09,0x01010f0f,0x01030101,0x01030103,0x01030105,0x01030109,0x01030301,0x01030303,0x0103030b,0x01030501,
    0x01030507,0x0103050f,0x01030703,0x0103070b,0x01030909,0x01030d03,0x01030d0b,0x01030f05,0x01050101,0x01050103,0x0105010b,
    0x0105010f,0x01050301,0x01050307,0x0105030d,0x01050503,0x0105050b,0x01050701,0x01050709,0x01050905,0x0105090b,0x0105090f,
    0x01050b03,0x01050b07,0x01050f01,0x01050f07,0x01070107,0x01070303,0x0107030b,0x01070501,0x01070505,0x01070703,0x01070707,
    0x0107070d,0x01070909,0x01070b01,0x01070b05,0x01070d0f,0x01070f03,0x01070f0b,0x01090101,0x01090307,0x0109030f,0x01090503,
    0x01090509,0x01090705,0x01090901,0x01090907,0x01090b03,0x01090f01,0x010b0105,0x010b0109,0x010b0501,0x010b0505,0x010b050d,
    0x010b0707,0x010b0903,0x010b090b,0x010b090f,0x010b0d0d,0x010b0f07,0x010d010d,0x010d0303,0x010d0307,0x010d0703,0x010d0b05,
    0x010d0f03,0x010f0101,0x010f0105,0x010f0109,0x010f0501,0x010f0505,0x010f050d,0x010f0707,0x010f0b01,0x010f0b09,0x03010101,
    0x03010103,0x03010105,0x03010109,0x03010301,0x03010303,0x03010307,0x0301030b,0x0301030f,0x03010501,0x03010505,0x03010703,
    0x03010709,0x0301070d,0x03010b09,0x03010b0d,0x03010d03,0x03010f05,0x03030101,0x03030103,0x03030107,0x0303010d,0x03030301,
    0x03030309,0x03030503,0x03030701,0x03030707,0x03030903,0x03030b01,0x03030b05,0x03030f01,0x03030f0d,0x03050101,0x03050305,
    0x0305030b,0x0305030f,0x03050501,0x03050509,0x03050705,0x03050901,0x03050907,0x03050b0b,0x03050d01,0x03050f05,0x03070103,
    0x03070109,0x0307010f,0x03070301,0x03070307,0x03070503,0x0307050f,0x03070701,0x03070709,0x03070903,0x03070d05,0x03070f01,
    0x03090107,0x0309010b,0x03090305,0x03090309,0x03090703,0x03090707,0x03090905,0x0309090d,0x03090b01,0x03090b09,0x030b0103,
    0x030b0301,0x030b0307,0x030b0503,0x030b0701,0x030b0705,0x030b0b03,0x030d0501,0x030d0509,0x030d050f,0x030d0909,0x030d090d,
    0x030f0103,0x030f0107,0x030f0301,0x030f0305,0x030f0503,0x030f070b,0x030f0903,0x030f0d05,0x030f0f01,0x05010101,0x05010103,
    0x05010107,0x0501010b,0x0501010f,0x05010301,0x05010305,0x05010309,0x0501030d,0x05010503,0x05010507,0x0501050f,0x05010701,
    0x05010705,0x05010903,0x05010907,0x0501090b,0x05010b01,0x05010b05,0x05010d0f,0x05010f01,0x05010f07,0x05010f0b,0x05030101,
    0x05030105,0x05030301,0x05030307,0x0503030f,0x05030505,0x0503050b,0x05030703,0x05030709,0x05030905,0x05030b03,0x05050103,
    0x05050109,0x0505010f,0x05050503,0x05050507,0x05050701,0x0505070f,0x05050903,0x05050b07,0x05050b0f,0x05050f03,0x05050f09,
    0x05070101,0x05070105,0x0507010b,0x05070303,0x05070505,0x05070509,0x05070703,0x05070707,0x05070905,0x05070b01,0x05070d0d,
    0x05090103,0x0509010f,0x05090501,0x05090507,0x05090705,0x0509070b,0x05090903,0x05090f05,0x05090f0b,0x050b0109,0x050b0303,
    0x050b0505,0x050b070f,0x050b0901,0x050b0b07,0x050b0f01,0x050d0101,0x050d0105,0x050d010f,0x050d0503,0x050d0b0b,0x050d0d03,
    0x050f010b,0x050f0303,0x050f050d,0x050f0701,0x050f0907,0x050f0b01,0x07010105,0x07010303,0x07010307,0x0701030b,0x0701030f,
    0x07010505,0x07010703,0x07010707,0x0701070b,0x07010905,0x07010909,0x0701090f,0x07010b03,0x07010d07,0x07010f03,0x07030103,
    0x07030107,0x0703010b,0x07030309,0x07030503,0x07030507,0x07030901,0x07030d01,0x07030f05,0x07030f0d,0x07050101,0x07050305,
    0x07050501,0x07050705,0x07050709,0x07050b01,0x07070103,0x07070301,0x07070309,0x07070503,0x07070507,0x0707050f,0x07070701,
    0x07070903,0x07070907,0x0707090f,0x07070b0b,0x07070f07,0x07090107,0x07090303,0x0709030d,0x07090505,0x07090703,0x07090b05,
    0x07090d01,0x07090d09,0x070b0103,0x070b0301,0x070b0305,0x070b050b,0x070b0705,0x070b0909,0x070b0b0d,0x070b0f07,0x070d030d,
    0x070d0903,0x070f0103,0x070f0107,0x070f0501,0x070f0505,0x070f070b,0x09010101,0x09010109,0x09010305,0x09010501,0x09010509,
    0x0901050f,0x09010705,0x09010903,0x09010b01,0x09010f01,0x09030105,0x0903010f,0x09030303,0x09030307,0x09030505,0x09030701,
    0x0903070b,0x09030907,0x09030b03,0x09030b0b,0x09050103,0x09050107,0x09050301,0x0905030b,0x09050503,0x09050707,0x09050901,
    0x09050b0f,0x09050d05,0x09050f01,0x09070109,0x09070303,0x09070307,0x09070501,0x09070505,0x09070703,0x0907070b,0x09090101,
    0x09090105,0x09090509,0x0909070f,0x09090901,0x09090f03,0x090b010b,0x090b010f,0x090b0503,0x090b0d05,0x090d0307,0x090d0709,
    0x090d0d01,0x090f0301,0x090f030b,0x090f0701,0x090f0907,0x090f0b03,0x0b010105,0x0b010301,0x0b010309,0x0b010505,0x0b010901,
    0x0b010909,0x0b01090f,0x0b010b05,0x0b010d0d,0x0b010f09,0x0b030103,0x0b030107,0x0b03010b,0x0b030305,0x0b030503,0x0b030705,
    0x0b030f05,0x0b050101,0x0b050303,0x0b050507,0x0b050701,0x0b05070d,0x0b050b07,0x0b070105,0x0b07010f,0x0b070301,0x0b07050f,
    0x0b070909,0x0b070b03,0x0b070d0b,0x0b070f07,0x0b090103,0x0b090109,0x0b090501,0x0b090705,0x0b09090d,0x0b0b0305,0x0b0b050d,
    0x0b0b0b03,0x0b0b0b07,0x0b0d0905,0x0b0f0105,0x0b0f0109,0x0b0f0505,0x0d010303,0x0d010307,0x0d01030b,0x0d010703,0x0d010707,
    0x0d010d01,0x0d030101,0x0d030501,0x0d03050f,0x0d030d09,0x0d050305,0x0d050709,0x0d050905,0x0d050b0b,0x0d050d05,0x0d050f01,
    0x0d070101,0x0d070309,0x0d070503,0x0d070901,0x0d09050b,0x0d090907,0x0d090d05,0x0d0b0101,0x0d0b0107,0x0d0b0709,0x0d0b0d01,
    0x0d0d010b,0x0d0d0901,0x0d0f0303,0x0d0f0307,0x0f010101,0x0f010109,0x0f01010f,0x0f010501,0x0f010505,0x0f01070d,0x0f010901,
    0x0f010b09,0x0f010d05,0x0f030105,0x0f030303,0x0f030509,0x0f030907,0x0f03090b,0x0f050103,0x0f050109,0x0f050301,0x0f05030d,
    0x0f050503,0x0f050701,0x0f050b03,0x0f070105,0x0f070705,0x0f07070b,0x0f070b07,0x0f090103,0x0f09010b,0x0f090307,0x0f090501,
    0x0f090b01,0x0f0b0505,0x0f0b0905,0x0f0d0105,0x0f0d0703,0x0f0f0101,
};
/* END GENERATED IQ TABLES */

static void wr16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)(v & 0xff); p[1] = (uint8_t)(v >> 8); }

static int32_t sum_i8(const int8_t *a, const int8_t *b, int n) {
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

/* E8M0 exponent e as 2^(e-128) (half the MX scale, for the doubled E2M1 values). */
static float e8m0_half(uint8_t e) {
    uint32_t bits = e < 2 ? 0x00200000u << e : (uint32_t)(e - 1) << 23;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* UE4M3 (4-bit exponent, bias 7, 3-bit mantissa; 0x7F is NaN, read as 0; bit 7 ignored), halved like
 * e8m0_half: m * 2^-10 when the exponent is 0, else (1 + m/8) * 2^(e-8), built from its bits. */
static float ue4m3_half(uint8_t x) {
    const uint32_t e = (x >> 3) & 15, m = x & 7, bits = (e + 119) << 23 | m << 20;
    if (e == 0 || x == 0x7f) return x == 0x7f ? 0.0f : (float)m * 0x1p-10f;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* Low nibbles of 16 bytes are elements 0..15, high nibbles 16..31 (Q4_*, IQ4_*, MXFP4), through lut or
 * minus off. */
static void nibbles_lut(const uint8_t *qs, const int8_t *lut, int8_t *q) {
    for (int j = 0; j < 16; j++) { q[j] = lut[qs[j] & 15]; q[j + 16] = lut[qs[j] >> 4]; }
}

static void nibbles(const uint8_t *qs, int off, int8_t *q) {
    for (int j = 0; j < 16; j++) { q[j] = (int8_t)((qs[j] & 15) - off); q[j + 16] = (int8_t)((qs[j] >> 4) - off); }
}

/* Q5_0/Q5_1: nibbles as above plus bit j of the 32-bit qh as the fifth bit of element j. */
static void nibbles5(const uint8_t *qh, const uint8_t *qs, int off, int8_t *q) {
    const uint32_t h = (uint32_t)qh[0] | (uint32_t)qh[1] << 8 | (uint32_t)qh[2] << 16 | (uint32_t)qh[3] << 24;
    for (int j = 0; j < 16; j++) {
        q[j] = (int8_t)(((qs[j] & 15) | ((h >> j) & 1) << 4) - off);
        q[j + 16] = (int8_t)(((qs[j] >> 4) | ((h >> (j + 16)) & 1) << 4) - off);
    }
}

/* ---- Q8_1 and Q8_K: activation types, rounded like ggml's x86 from_float ---- */

/* Q8_1: F16 d, F16 s = d * sum(q) (from the F32 d), 32 int8 (36 bytes). */
static void q8_1_from_float(const float *src, void *dst, int n) {
    uint8_t *out = (uint8_t *)dst;
    for (int b = 0; b < n / 32; b++, out += 36) {
        const float *x = src + b * 32;
        float amax = 0;
        for (int j = 0; j < 32; j++) amax = MOE_MAX(amax, fabsf(x[j]));
        const float d = amax / 127.f, id = amax != 0.f ? 127.f / amax : 0.f;
        int sum = 0;
        for (int j = 0; j < 32; j++) {
            const int q = (int)nearbyintf(x[j] * id);
            out[4 + j] = (uint8_t)(int8_t)q;
            sum += q;
        }
        wr16(out, f32_to_fp16(d));
        wr16(out + 2, f32_to_fp16(d * (float)sum));
    }
}

static void q8_1_to_float(const void *src, float *dst, int n) {
    const uint8_t *in = (const uint8_t *)src;
    for (int b = 0; b < n / 32; b++, in += 36) {
        const float d = fp16_to_f32(rd16(in));
        for (int j = 0; j < 32; j++) dst[b * 32 + j] = d * (float)(int8_t)in[4 + j];
    }
}

/* Q8_K: F32 d, 256 int8, 16 int16 sums of 16 quants (292 bytes). The value of largest magnitude
 * (first on ties) maps to -127: d = max / -127, q = min(127, round-half-even(x * -127 / max)). */
#define Q8K_BYTES 292
#define q8k_qs(b) ((const int8_t *)(b) + 4)
#define q8k_bsum(b, j) ((int16_t)rd16((b) + 260 + 2 * (j)))

static void q8_k_from_float(const float *src, void *dst, int n) {
    uint8_t *out = (uint8_t *)dst;
    for (int b = 0; b < n / QK_K; b++, out += Q8K_BYTES) {
        const float *x = src + b * QK_K;
        float amax = 0, max = 0;
        for (int j = 0; j < QK_K; j++)
            if (fabsf(x[j]) > amax) { amax = fabsf(x[j]); max = x[j]; }
        memset(out, 0, Q8K_BYTES);
        if (amax == 0) continue;
        const float iscale = -127.f / max, d = 1 / iscale;
        memcpy(out, &d, 4);
        for (int g = 0; g < 16; g++) {
            int sum = 0;
            for (int j = 16 * g; j < 16 * g + 16; j++) {
                const int q = MOE_MIN(127, (int)nearbyintf(iscale * x[j]));
                out[4 + j] = (uint8_t)(int8_t)q;
                sum += q;
            }
            wr16(out + 260 + 2 * g, (uint16_t)(int16_t)sum);
        }
    }
}

static void q8_k_to_float(const void *src, float *dst, int n) {
    const uint8_t *in = (const uint8_t *)src;
    for (int b = 0; b < n / QK_K; b++, in += Q8K_BYTES) {
        const float d = rd_f32(in);
        for (int j = 0; j < QK_K; j++) dst[b * QK_K + j] = d * (float)q8k_qs(in)[j];
    }
}

/* ---- 32-element types against Q8_0 / Q8_1 ---- */

/* Q4_1: F16 d, F16 m, 16 bytes of nibbles as Q4_0 (20 bytes); value q*d + m.
 * Q5_1: F16 d, F16 m, 4 bytes qh, 16 bytes qs as Q5_0 (24 bytes); value q*d + m with 5-bit q.
 * Both multiply with Q8_1: d*d8*sum(q*q8) + m*s8. */
static void dm_block(const uint8_t *b, int five, int8_t *q) {
    if (five) nibbles5(b + 4, b + 8, 0, q);
    else nibbles(b + 4, 0, q);
}

static void dm_to_float(const void *src, float *dst, int n, int bytes, int five) {
    const uint8_t *b = (const uint8_t *)src;
    int8_t q[32];
    for (int i = 0; i < n / 32; i++, b += bytes) {
        const float d = fp16_to_f32(rd16(b)), m = fp16_to_f32(rd16(b + 2));
        dm_block(b, five, q);
        for (int j = 0; j < 32; j++) *dst++ = (float)q[j] * d + m;
    }
}

static float dm_dot(const void *w, const void *x, int n, int bytes, int five) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    int8_t q[32];
    float sum = 0;
    for (int i = 0; i < n / 32; i++, a += bytes, b += 36) {
        dm_block(a, five, q);
        const int32_t s = sum_i8(q, (const int8_t *)b + 4, 32);
        sum += (fp16_to_f32(rd16(a)) * fp16_to_f32(rd16(b))) * (float)s + fp16_to_f32(rd16(a + 2)) * fp16_to_f32(rd16(b + 2));
    }
    return sum;
}

static void q4_1_to_float(const void *src, float *dst, int n) { dm_to_float(src, dst, n, 20, 0); }
static float dot_q4_1_scalar(const void *w, const void *x, int n) { return dm_dot(w, x, n, 20, 0); }
static void q5_1_to_float(const void *src, float *dst, int n) { dm_to_float(src, dst, n, 24, 1); }
static float dot_q5_1_scalar(const void *w, const void *x, int n) { return dm_dot(w, x, n, 24, 1); }

/* Types with one scale per 32 against Q8_0: the block's scale and its 32 signed values.
 * Q5_0: F16 d, 4 bytes qh, 16 bytes qs (22 bytes); value d*(q-16), q 5-bit.
 * IQ4_NL: F16 d, 16 bytes of nibbles indexing kvalues_iq4nl (18 bytes).
 * MXFP4: E8M0 exponent byte, 16 bytes of nibbles indexing kvalues_mxfp4 (17 bytes). */
static float q5_0_block(const uint8_t *b, int8_t *q) { nibbles5(b + 2, b + 6, 16, q); return fp16_to_f32(rd16(b)); }
static float iq4_nl_block(const uint8_t *b, int8_t *q) { nibbles_lut(b + 2, kvalues_iq4nl, q); return fp16_to_f32(rd16(b)); }
static float mxfp4_block(const uint8_t *b, int8_t *q) { nibbles_lut(b + 1, kvalues_mxfp4, q); return e8m0_half(b[0]); }

typedef float (*block32_fn)(const uint8_t *b, int8_t *q);

static void b32_to_float(const void *src, float *dst, int n, int bytes, block32_fn blk) {
    const uint8_t *b = (const uint8_t *)src;
    int8_t q[32];
    for (int i = 0; i < n / 32; i++, b += bytes) {
        const float d = blk(b, q);
        for (int j = 0; j < 32; j++) *dst++ = (float)q[j] * d;
    }
}

static float b32_dot(const void *w, const void *x, int n, int bytes, block32_fn blk) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    int8_t q[32];
    float sum = 0;
    for (int i = 0; i < n / 32; i++, a += bytes, b += 34) {
        const float d = blk(a, q);
        sum += (d * fp16_to_f32(rd16(b))) * (float)sum_i8(q, (const int8_t *)b + 2, 32);
    }
    return sum;
}

static void q5_0_to_float(const void *src, float *dst, int n) { b32_to_float(src, dst, n, 22, q5_0_block); }
static float dot_q5_0_scalar(const void *w, const void *x, int n) { return b32_dot(w, x, n, 22, q5_0_block); }
static void iq4_nl_to_float(const void *src, float *dst, int n) { b32_to_float(src, dst, n, 18, iq4_nl_block); }
static float dot_iq4_nl_scalar(const void *w, const void *x, int n) { return b32_dot(w, x, n, 18, iq4_nl_block); }
static void mxfp4_to_float(const void *src, float *dst, int n) { b32_to_float(src, dst, n, 17, mxfp4_block); }
static float dot_mxfp4_scalar(const void *w, const void *x, int n) { return b32_dot(w, x, n, 17, mxfp4_block); }

/* NVFP4: 4 UE4M3 scales (one per 16), 32 bytes of nibbles (36 bytes, 64 elements); sub-block s has
 * bytes 8s..8s+7, low nibbles elements 16s..16s+7, high nibbles 16s+8..16s+15, into kvalues_mxfp4. */
static void nvfp4_to_float(const void *src, float *dst, int n) {
    const uint8_t *b = (const uint8_t *)src;
    for (int i = 0; i < n / 64; i++, b += 36)
        for (int s = 0; s < 4; s++, dst += 16) {
            const float d = ue4m3_half(b[s]);
            for (int j = 0; j < 8; j++) {
                dst[j] = (float)kvalues_mxfp4[b[4 + 8 * s + j] & 15] * d;
                dst[j + 8] = (float)kvalues_mxfp4[b[4 + 8 * s + j] >> 4] * d;
            }
        }
}

static float dot_nvfp4_scalar(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / 64; i++, a += 36, b += 68)
        for (int s = 0; s < 4; s++) {
            const uint8_t *yb = b + 34 * (s / 2);
            const int8_t *q8 = (const int8_t *)yb + 2 + 16 * (s % 2);
            int32_t sumi = 0;
            for (int j = 0; j < 8; j++)
                sumi += q8[j] * kvalues_mxfp4[a[4 + 8 * s + j] & 15] + q8[j + 8] * kvalues_mxfp4[a[4 + 8 * s + j] >> 4];
            sum += fp16_to_f32(rd16(yb)) * ue4m3_half(a[s]) * (float)sumi;
        }
    return sum;
}

/* Q1_0: F16 d, 16 bytes (18 bytes, 128 elements); bit j%8 of byte j/8 set: +d, else -d. */
static void q1_0_to_float(const void *src, float *dst, int n) {
    const uint8_t *b = (const uint8_t *)src;
    for (int i = 0; i < n / 128; i++, b += 18) {
        const float d = fp16_to_f32(rd16(b)), neg = -d;
        for (int j = 0; j < 128; j++) *dst++ = (b[2 + j / 8] >> (j % 8)) & 1 ? d : neg;
    }
}

/* Q2_0: F16 d, 16 bytes (18 bytes, 64 elements); element j is bits 2*(j%4) of byte j/4, value d*(q-1). */
static void q2_0_to_float(const void *src, float *dst, int n) {
    const uint8_t *b = (const uint8_t *)src;
    for (int i = 0; i < n / 64; i++, b += 18) {
        const float d = fp16_to_f32(rd16(b));
        for (int j = 0; j < 64; j++) *dst++ = (float)(((b[2 + j / 4] >> (2 * (j % 4))) & 3) - 1) * d;
    }
}

/* Q1_0 and Q2_0 against Q8_0: per weight block, sum over its Q8_0 blocks of d8 * isum, then times d. */
static float low_bit_dot(const uint8_t *a, const uint8_t *b, int n, int elems, int bits) {
    float sum = 0;
    for (int i = 0; i < n / elems; i++, a += 18) {
        float s = 0;
        for (int k = 0; k < elems / 32; k++, b += 34) {
            int32_t isum = 0;
            for (int j = 0; j < 32; j++) {
                const int e = 32 * k + j, v = (a[2 + e * bits / 8] >> (e * bits % 8)) & ((1 << bits) - 1);
                isum += (bits == 1 ? 2 * v - 1 : v - 1) * ((const int8_t *)b)[2 + j];
            }
            s += fp16_to_f32(rd16(b)) * (float)isum;
        }
        sum += fp16_to_f32(rd16(a)) * s;
    }
    return sum;
}

static float dot_q1_0_scalar(const void *w, const void *x, int n) {
    return low_bit_dot((const uint8_t *)w, (const uint8_t *)x, n, 128, 1);
}

static float dot_q2_0_scalar(const void *w, const void *x, int n) {
    return low_bit_dot((const uint8_t *)w, (const uint8_t *)x, n, 64, 2);
}

/* ---- 256-element types against Q8_K. Each block decodes to a kblock: integer values q, one scale
 * sc (and min m) per 16, and float d, dmin; the value of element e is (d*sc[e/16])*q[e] - dmin*m[e/16]
 * (ggml's order; types without mins have dmin = 0, m = 0, and x - 0 is x). The I-quant grid types fold
 * their power-of-two factor into d, which is exact. IQ1_S/IQ1_M add a shift per 8: (d*sc)*(q + delta). ---- */

typedef struct kblock {
    int8_t q[QK_K];
    int8_t sc[16];
    uint8_t m[16];
    int8_t delta[32]; /* IQ1 only: sign of the 1/8 shift of each group of 8 */
    float d, dmin;
} kblock;

typedef void (*kunpack_fn)(const uint8_t *b, kblock *k);

static void k_to_float(const void *src, float *dst, int n, int bytes, kunpack_fn unpack) {
    const uint8_t *b = (const uint8_t *)src;
    kblock k;
    for (int i = 0; i < n / QK_K; i++, b += bytes) {
        unpack(b, &k);
        for (int g = 0; g < 16; g++) {
            const float dl = k.d * (float)k.sc[g], ml = k.dmin * (float)k.m[g];
            for (int l = 0; l < 16; l++) *dst++ = dl * (float)k.q[16 * g + l] - ml;
        }
    }
}

static float k_dot(const void *w, const void *x, int n, int bytes, kunpack_fn unpack) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    kblock k;
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += bytes, b += Q8K_BYTES) {
        unpack(a, &k);
        int32_t isum = 0, msum = 0;
        for (int g = 0; g < 16; g++) {
            isum += k.sc[g] * sum_i8(k.q + 16 * g, q8k_qs(b) + 16 * g, 16);
            msum += k.m[g] * q8k_bsum(b, g);
        }
        const float dy = rd_f32(b);
        sum += (dy * k.d) * (float)isum - (dy * k.dmin) * (float)msum;
    }
    return sum;
}

static void iq1_to_float(const void *src, float *dst, int n, int bytes, kunpack_fn unpack) {
    const uint8_t *b = (const uint8_t *)src;
    kblock k;
    for (int i = 0; i < n / QK_K; i++, b += bytes) {
        unpack(b, &k);
        for (int e = 0; e < QK_K; e++)
            *dst++ = (k.d * (float)k.sc[e / 16]) * ((float)k.q[e] + (k.delta[e / 8] < 0 ? -0.125f : 0.125f));
    }
}

static float iq1_dot(const void *w, const void *x, int n, int bytes, kunpack_fn unpack) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    kblock k;
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += bytes, b += Q8K_BYTES) {
        unpack(a, &k);
        int32_t isum = 0, dsum = 0;
        for (int g = 0; g < 32; g++) {
            const int8_t *q8 = q8k_qs(b) + 8 * g;
            isum += k.sc[g / 2] * sum_i8(k.q + 8 * g, q8, 8);
            int32_t s8 = 0;
            for (int j = 0; j < 8; j++) s8 += q8[j];
            dsum += k.sc[g / 2] * k.delta[g] * s8;
        }
        sum += (k.d * rd_f32(b)) * ((float)isum + 0.125f * (float)dsum);
    }
    return sum;
}

/* Q4_K/Q5_K: the 8 6-bit scales and mins (one per 32) from the 12 packed bytes. */
static void k4_scales(const uint8_t *s, uint8_t *sc, uint8_t *m) {
    for (int j = 0; j < 8; j++) {
        sc[j] = (uint8_t)(j < 4 ? s[j] & 63 : (s[j + 4] & 15) | (s[j - 4] >> 6) << 4);
        m[j] = (uint8_t)(j < 4 ? s[j + 4] & 63 : (s[j + 4] >> 4) | (s[j] >> 6) << 4);
    }
}

static void k4_unpack_scales(const uint8_t *b, kblock *k) {
    uint8_t sc[8], m[8];
    k4_scales(b + 4, sc, m);
    for (int g = 0; g < 16; g++) { k->sc[g] = (int8_t)sc[g / 2]; k->m[g] = m[g / 2]; }
    k->d = fp16_to_f32(rd16(b));
    k->dmin = fp16_to_f32(rd16(b + 2));
}

static void k_no_min(kblock *k) {
    k->dmin = 0;
    memset(k->m, 0, sizeof k->m);
}

/* Q2_K: 16 bytes of scales (low nibble) and mins (high), 64 bytes of 2-bit q, F16 d, F16 dmin (84 bytes).
 * Element e is bits 2*((e%128)/32) of byte 32*(e/128) + e%32 (Q3_K's low bits are laid out alike). */
static int q2_bits(const uint8_t *qs, int e) { return (qs[32 * (e / 128) + e % 32] >> (2 * ((e % 128) / 32))) & 3; }

static void q2_k_unpack(const uint8_t *b, kblock *k) {
    for (int e = 0; e < QK_K; e++) k->q[e] = (int8_t)q2_bits(b + 16, e);
    for (int g = 0; g < 16; g++) { k->sc[g] = (int8_t)(b[g] & 15); k->m[g] = b[g] >> 4; }
    k->d = fp16_to_f32(rd16(b + 80));
    k->dmin = fp16_to_f32(rd16(b + 82));
}

/* Q3_K: 32 bytes hmask, 64 bytes low 2 bits, 12 bytes of 16 6-bit scales (offset 32), F16 d (110 bytes).
 * q = low - 4 when bit 4*(e/128) + (e%128)/32 of hmask[e%32] is clear. */
static void q3_k_unpack(const uint8_t *b, kblock *k) {
    for (int e = 0; e < QK_K; e++)
        k->q[e] = (int8_t)(q2_bits(b + 32, e) - ((b[e % 32] >> (4 * (e / 128) + (e % 128) / 32)) & 1 ? 0 : 4));
    const uint8_t *s = b + 96;
    for (int g = 0; g < 16; g++)
        k->sc[g] = (int8_t)((((g < 8 ? s[g] : s[g - 8] >> 4) & 15) | ((s[8 + g % 4] >> (2 * (g / 4))) & 3) << 4) - 32);
    k->d = fp16_to_f32(rd16(b + 108));
    k_no_min(k);
}

/* Q4_K: F16 d, F16 dmin, 12 bytes scales/mins, 128 bytes qs (144 bytes); elements 64j..64j+31 are the
 * low nibbles of bytes 32j..32j+31, the next 32 their high nibbles; one scale and min per 32. */
static void q4_k_unpack(const uint8_t *b, kblock *k) {
    for (int j = 0; j < 4; j++)
        for (int l = 0; l < 32; l++) {
            k->q[64 * j + l] = (int8_t)(b[16 + 32 * j + l] & 15);
            k->q[64 * j + 32 + l] = (int8_t)(b[16 + 32 * j + l] >> 4);
        }
    k4_unpack_scales(b, k);
}

/* Q5_K: Q4_K's header, 32 bytes qh, 128 bytes qs (176 bytes); bit 2j (low half) or 2j+1 (high half) of
 * qh[l] adds 16 to element 64j + l (+32). */
static void q5_k_unpack(const uint8_t *b, kblock *k) {
    for (int j = 0; j < 4; j++)
        for (int l = 0; l < 32; l++) {
            k->q[64 * j + l] = (int8_t)((b[48 + 32 * j + l] & 15) | ((b[16 + l] >> (2 * j)) & 1) << 4);
            k->q[64 * j + 32 + l] = (int8_t)((b[48 + 32 * j + l] >> 4) | ((b[16 + l] >> (2 * j + 1)) & 1) << 4);
        }
    k4_unpack_scales(b, k);
}

/* Q6_K: 128 bytes ql, 64 bytes qh, 16 int8 scales, F16 d (210 bytes); element 128c + 32k + l (k < 4) is
 * nibble k/2 of ql[64c + 32(k%2) + l] with bits 2k of qh[32c + l] above it, minus 32. */
static void q6_k_unpack(const uint8_t *b, kblock *k) {
    for (int c = 0; c < 2; c++)
        for (int kk = 0; kk < 4; kk++)
            for (int l = 0; l < 32; l++) {
                const int lo = (b[64 * c + 32 * (kk % 2) + l] >> (4 * (kk / 2))) & 15;
                const int hi = (b[128 + 32 * c + l] >> (2 * kk)) & 3;
                k->q[128 * c + 32 * kk + l] = (int8_t)((lo | hi << 4) - 32);
            }
    memcpy(k->sc, b + 192, 16);
    k->d = fp16_to_f32(rd16(b + 208));
    k_no_min(k);
}

/* TQ1_0: 48 bytes of 5 base-3 digits each, 4 bytes of 4 digits, F16 d (54 bytes); digit n of byte x is
 * ((uint8)(x * 3^n) * 3) >> 8, value d*(digit-1). Bytes 0..31 give elements 32n + m, bytes 32..47
 * 160 + 16n + m, qh 240 + 4n + j. */
static int tq1_digit(uint8_t x, int n) {
    static const uint8_t pow3[5] = { 1, 3, 9, 27, 81 };
    return (((uint8_t)(x * pow3[n])) * 3 >> 8) - 1;
}

static void tq1_0_unpack(const uint8_t *b, kblock *k) {
    for (int n = 0; n < 5; n++) {
        for (int m = 0; m < 32; m++) k->q[32 * n + m] = (int8_t)tq1_digit(b[m], n);
        for (int m = 0; m < 16; m++) k->q[160 + 16 * n + m] = (int8_t)tq1_digit(b[32 + m], n);
    }
    for (int n = 0; n < 4; n++)
        for (int j = 0; j < 4; j++) k->q[240 + 4 * n + j] = (int8_t)tq1_digit(b[48 + j], n);
    memset(k->sc, 1, 16);
    k->d = fp16_to_f32(rd16(b + 52));
    k_no_min(k);
}

/* TQ2_0: 64 bytes of 2-bit q, F16 d (66 bytes); element 128h + 32l + m is bits 2l of byte 32h + m,
 * value d*(q-1). */
static void tq2_0_unpack(const uint8_t *b, kblock *k) {
    for (int e = 0; e < QK_K; e++) k->q[e] = (int8_t)(q2_bits(b, e) - 1);
    memset(k->sc, 1, 16);
    k->d = fp16_to_f32(rd16(b + 64));
    k_no_min(k);
}

/* IQ4_XS: F16 d, 16-bit scales_h, 4 bytes scales_l, 128 bytes qs (136 bytes); group of 32 ib has the
 * 6-bit scale (nibble ib%2 of scales_l[ib/2]) | (bits 2ib of scales_h) << 4, minus 32, and its 16 bytes
 * of nibbles index kvalues_iq4nl like IQ4_NL. */
static void iq4_xs_unpack(const uint8_t *b, kblock *k) {
    const int sh = rd16(b + 2);
    for (int ib = 0; ib < 8; ib++) {
        nibbles_lut(b + 8 + 16 * ib, kvalues_iq4nl, k->q + 32 * ib);
        const int ls = ((b[4 + ib / 2] >> (4 * (ib % 2))) & 15) | ((sh >> (2 * ib)) & 3) << 4;
        k->sc[2 * ib] = k->sc[2 * ib + 1] = (int8_t)(ls - 32);
    }
    k->d = fp16_to_f32(rd16(b));
    k_no_min(k);
}

/* Eight grid bytes times the signs in bit j of s (IQ2 and IQ3 lattices). */
static void grid_signed(int8_t *q, uint64_t grid, int bytes, unsigned s) {
    for (int j = 0; j < bytes; j++) q[j] = (int8_t)(((s >> j) & 1 ? -1 : 1) * (int)((grid >> (8 * j)) & 0xff));
}

/* IQ2_XXS: F16 d, 64 bytes (66 bytes); per 32: 4 bytes of iq2xxs_grid indices, then a 32-bit word of
 * 4 x 7 sign bits (ksigns_iq2xs) and the 4-bit scale s on top; value d*(0.5+s)/4 * grid. */
static void iq2_xxs_unpack(const uint8_t *b, kblock *k) {
    for (int ib = 0; ib < 8; ib++) {
        const uint8_t *p = b + 2 + 8 * ib;
        const uint32_t w = (uint32_t)p[4] | (uint32_t)p[5] << 8 | (uint32_t)p[6] << 16 | (uint32_t)p[7] << 24;
        for (int l = 0; l < 4; l++) grid_signed(k->q + 32 * ib + 8 * l, iq2xxs_grid[p[l]], 8, ksigns_iq2xs[(w >> (7 * l)) & 127]);
        k->sc[2 * ib] = k->sc[2 * ib + 1] = (int8_t)(2 * (w >> 28) + 1);
    }
    k->d = fp16_to_f32(rd16(b)) * 0.125f;
    k_no_min(k);
}

/* IQ2_XS: F16 d, 32 x 16-bit (9-bit iq2xs_grid index, 7 sign bits), 8 scale bytes (74 bytes); one
 * 4-bit scale per 16 (nibbles of scales[ib]). */
static void iq2_xs_unpack(const uint8_t *b, kblock *k) {
    for (int l = 0; l < 32; l++) {
        const int v = rd16(b + 2 + 2 * l);
        grid_signed(k->q + 8 * l, iq2xs_grid[v & 511], 8, ksigns_iq2xs[v >> 9]);
    }
    for (int g = 0; g < 16; g++) k->sc[g] = (int8_t)(2 * ((b[66 + g / 2] >> (4 * (g % 2))) & 15) + 1);
    k->d = fp16_to_f32(rd16(b)) * 0.125f;
    k_no_min(k);
}

/* IQ2_S: F16 d, 32 bytes low index bits, 32 bytes signs, 8 bytes qh (2 high index bits per 8), 8 scale
 * bytes (82 bytes); 10-bit iq2s_grid index qs[l] | ((qh[l/4] >> 2(l%4)) & 3) << 8, explicit sign bytes. */
static void iq2_s_unpack(const uint8_t *b, kblock *k) {
    for (int l = 0; l < 32; l++)
        grid_signed(k->q + 8 * l, iq2s_grid[b[2 + l] | ((b[66 + l / 4] >> (2 * (l % 4))) & 3) << 8], 8, b[34 + l]);
    for (int g = 0; g < 16; g++) k->sc[g] = (int8_t)(2 * ((b[74 + g / 2] >> (4 * (g % 2))) & 15) + 1);
    k->d = fp16_to_f32(rd16(b)) * 0.125f;
    k_no_min(k);
}

/* IQ3_XXS: F16 d, 64 bytes iq3xxs_grid indices (4 values each), 8 x 32-bit (4 x 7 sign bits, 4-bit scale
 * on top) (98 bytes); value d*(0.5+s)/2 * grid. */
static void iq3_xxs_unpack(const uint8_t *b, kblock *k) {
    for (int ib = 0; ib < 8; ib++) {
        const uint8_t *p = b + 66 + 4 * ib;
        const uint32_t w = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        for (int l = 0; l < 4; l++) {
            const unsigned s = ksigns_iq2xs[(w >> (7 * l)) & 127];
            int8_t *q = k->q + 32 * ib + 8 * l;
            grid_signed(q, iq3xxs_grid[b[2 + 8 * ib + 2 * l]], 4, s);
            grid_signed(q + 4, iq3xxs_grid[b[2 + 8 * ib + 2 * l + 1]], 4, s >> 4);
        }
        k->sc[2 * ib] = k->sc[2 * ib + 1] = (int8_t)(2 * (w >> 28) + 1);
    }
    k->d = fp16_to_f32(rd16(b)) * 0.25f;
    k_no_min(k);
}

/* IQ3_S: F16 d, 64 bytes low index bits, 8 bytes qh (9th bits), 32 sign bytes, 4 scale bytes (110 bytes);
 * value d*(1+2s) * grid, s a nibble per 32. */
static void iq3_s_unpack(const uint8_t *b, kblock *k) {
    for (int i = 0; i < 64; i++)
        grid_signed(k->q + 4 * i, iq3s_grid[b[2 + i] | ((b[66 + i / 8] >> (i % 8)) & 1) << 8], 4, b[74 + i / 2] >> (4 * (i % 2)));
    for (int g = 0; g < 16; g++) k->sc[g] = (int8_t)(2 * ((b[106 + g / 4] >> (4 * ((g / 2) % 2))) & 15) + 1);
    k->d = fp16_to_f32(rd16(b));
    k_no_min(k);
}

/* IQ1_S: F16 d, 32 bytes low index bits, 8 x 16-bit qh (3 high index bits per 8, 3-bit scale at bit 12,
 * delta sign at bit 15) (50 bytes); iq1s_grid values -1..1, value d*(2s+1) * (grid + delta). */
static void iq1_s_unpack(const uint8_t *b, kblock *k) {
    for (int ib = 0; ib < 8; ib++) {
        const int qh = rd16(b + 34 + 2 * ib);
        for (int l = 0; l < 4; l++) {
            const uint64_t g = iq1s_grid[b[2 + 4 * ib + l] | ((qh >> (3 * l)) & 7) << 8];
            for (int j = 0; j < 8; j++) k->q[32 * ib + 8 * l + j] = (int8_t)((g >> (8 * j)) & 0xff);
            k->delta[4 * ib + l] = qh & 0x8000 ? -1 : 1;
        }
        k->sc[2 * ib] = k->sc[2 * ib + 1] = (int8_t)(2 * ((qh >> 12) & 7) + 1);
    }
    k->d = fp16_to_f32(rd16(b));
}

/* IQ1_M: 32 bytes low index bits, 16 bytes qh (per 8: 3 high index bits and a delta sign bit 3),
 * 8 bytes of 3-bit scales per 16 whose top nibbles form the F16 d (56 bytes). */
static void iq1_m_unpack(const uint8_t *b, kblock *k) {
    const uint8_t *qs = b, *qh = b + 32, *sc = b + 48;
    for (int l = 0; l < 32; l++) {
        const int h = (qh[l / 2] >> (4 * (l % 2))) & 15;
        const uint64_t g = iq1s_grid[qs[l] | (h & 7) << 8];
        for (int j = 0; j < 8; j++) k->q[8 * l + j] = (int8_t)((g >> (8 * j)) & 0xff);
        k->delta[l] = h & 8 ? -1 : 1;
    }
    for (int g = 0; g < 16; g++) k->sc[g] = (int8_t)(2 * ((rd16(sc + 2 * (g / 4)) >> (3 * (g % 4))) & 7) + 1);
    const int d16 = (rd16(sc) >> 12) | ((rd16(sc + 2) >> 8) & 0xf0) | ((rd16(sc + 4) >> 4) & 0xf00) | (rd16(sc + 6) & 0xf000);
    k->d = fp16_to_f32((uint16_t)d16);
}

#define K_TYPE(name, bytes, to_float_fn_, dot_fn_) \
    static void name##_to_float(const void *src, float *dst, int n) { to_float_fn_(src, dst, n, bytes, name##_unpack); } \
    static float dot_##name##_scalar(const void *w, const void *x, int n) { return dot_fn_(w, x, n, bytes, name##_unpack); }
K_TYPE(q2_k, 84, k_to_float, k_dot)
K_TYPE(q3_k, 110, k_to_float, k_dot)
K_TYPE(q4_k, 144, k_to_float, k_dot)
K_TYPE(q5_k, 176, k_to_float, k_dot)
K_TYPE(q6_k, 210, k_to_float, k_dot)
K_TYPE(tq1_0, 54, k_to_float, k_dot)
K_TYPE(tq2_0, 66, k_to_float, k_dot)
K_TYPE(iq4_xs, 136, k_to_float, k_dot)
K_TYPE(iq2_xxs, 66, k_to_float, k_dot)
K_TYPE(iq2_xs, 74, k_to_float, k_dot)
K_TYPE(iq2_s, 82, k_to_float, k_dot)
K_TYPE(iq3_xxs, 98, k_to_float, k_dot)
K_TYPE(iq3_s, 110, k_to_float, k_dot)
K_TYPE(iq1_s, 50, iq1_to_float, iq1_dot)
K_TYPE(iq1_m, 56, iq1_to_float, iq1_dot)
#undef K_TYPE

/* ---- SIMD dots for every weight type: the scalar kernels' integer sums; only the order of the float
 * accumulation differs. x86 is chosen at run time (quant_init: AVX2 for all, AVX-512 VNNI for the 32-block
 * types, Q4_K, Q5_K, Q6_K, IQ4_XS), AArch64 NEON at compile time (vdotq_s32 with +dotprod). ---- */
#if !defined(MOE_NO_SIMD) && defined(__ARM_NEON) && defined(__aarch64__)
#define MOE_NEON 1
#include <arm_neon.h>
#endif

#if defined(MOE_X86_DISPATCH) || defined(MOE_NEON)
#if defined(MOE_NEON)
/* sum over j < 8 of m[j] * (bsums[2j] + bsums[2j+1]): the min term of Q4_K/Q5_K (x86: k4_min_sum_avx2). */
static int32_t k4_min_sum(const uint8_t *m, const uint8_t *q8k) {
    int32_t s = 0;
    for (int j = 0; j < 8; j++) s += m[j] * (q8k_bsum(q8k, 2 * j) + q8k_bsum(q8k, 2 * j + 1));
    return s;
}
#endif

static inline uint32_t u32_at(const uint8_t *p) {
    uint32_t w;
    memcpy(&w, p, 4);
    return w;
}

/* the 8-bit signs of four 7-bit ksigns_iq2xs indices packed in w (IQ2_XXS, IQ3_XXS) */
static inline uint32_t ksigns4(uint32_t w) {
    return ksigns_iq2xs[w & 127] | (uint32_t)ksigns_iq2xs[(w >> 7) & 127] << 8 | (uint32_t)ksigns_iq2xs[(w >> 14) & 127] << 16 |
           (uint32_t)ksigns_iq2xs[(w >> 21) & 127] << 24;
}

/* Group ib (elements 32ib..32ib+31) of an IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS or IQ3_S block (type constant
 * after inlining; layouts as in the *_unpack functions): the unsigned grid magnitudes as four 8-byte words
 * g, 32 sign bits (bit j set: element j negative), the scales of its two halves. Returns the bytes per
 * block. The SIMD dots multiply, per 32: sc * g * (q8 with the signs), times d * f (iq_grid_factor). */
static inline __attribute__((always_inline)) int iq_grid_group(const uint8_t *a, int ib, uint32_t type, uint64_t *g, uint32_t *s, int *sc) {
    const uint8_t *p = a + 2 + 8 * ib;
    if (type == T_IQ2_XXS) {
        const uint32_t w = u32_at(p + 4);
        g[0] = iq2xxs_grid[p[0]], g[1] = iq2xxs_grid[p[1]], g[2] = iq2xxs_grid[p[2]], g[3] = iq2xxs_grid[p[3]];
        *s = ksigns4(w);
        sc[0] = sc[1] = (int)(2 * (w >> 28) + 1);
        return 66;
    }
    if (type == T_IQ2_XS) {
        const int v0 = rd16(p), v1 = rd16(p + 2), v2 = rd16(p + 4), v3 = rd16(p + 6);
        g[0] = iq2xs_grid[v0 & 511], g[1] = iq2xs_grid[v1 & 511], g[2] = iq2xs_grid[v2 & 511], g[3] = iq2xs_grid[v3 & 511];
        *s = ksigns_iq2xs[v0 >> 9] | (uint32_t)ksigns_iq2xs[v1 >> 9] << 8 | (uint32_t)ksigns_iq2xs[v2 >> 9] << 16 | (uint32_t)ksigns_iq2xs[v3 >> 9] << 24;
        sc[0] = 2 * (a[66 + ib] & 15) + 1;
        sc[1] = 2 * (a[66 + ib] >> 4) + 1;
        return 74;
    }
    if (type == T_IQ2_S) {
        const uint8_t *qs = a + 2 + 4 * ib;
        const int h = a[66 + ib];
        g[0] = iq2s_grid[qs[0] | (h & 3) << 8], g[1] = iq2s_grid[qs[1] | (h & 12) << 6];
        g[2] = iq2s_grid[qs[2] | (h & 48) << 4], g[3] = iq2s_grid[qs[3] | (h & 192) << 2];
        *s = u32_at(a + 34 + 4 * ib);
        sc[0] = 2 * (a[74 + ib] & 15) + 1;
        sc[1] = 2 * (a[74 + ib] >> 4) + 1;
        return 82;
    }
    if (type == T_IQ3_XXS) {
        const uint32_t w = u32_at(a + 66 + 4 * ib);
#define IQ3XXS(l) (iq3xxs_grid[p[2 * l]] | (uint64_t)iq3xxs_grid[p[2 * l + 1]] << 32)
        g[0] = IQ3XXS(0), g[1] = IQ3XXS(1), g[2] = IQ3XXS(2), g[3] = IQ3XXS(3);
#undef IQ3XXS
        *s = ksigns4(w);
        sc[0] = sc[1] = (int)(2 * (w >> 28) + 1);
        return 98;
    }
    /* IQ3_S */
    const int h = a[66 + ib];
#define IQ3S(l) (iq3s_grid[p[2 * l] | ((h << (8 - 2 * l)) & 256)] | (uint64_t)iq3s_grid[p[2 * l + 1] | ((h << (7 - 2 * l)) & 256)] << 32)
    g[0] = IQ3S(0), g[1] = IQ3S(1), g[2] = IQ3S(2), g[3] = IQ3S(3);
#undef IQ3S
    *s = u32_at(a + 74 + 4 * ib);
    sc[0] = sc[1] = 2 * ((a[106 + ib / 2] >> (4 * (ib % 2))) & 15) + 1;
    return 110;
}

/* the power of two the scalar kernel folds into d */
static inline float iq_grid_factor(uint32_t type) { return type == T_IQ3_XXS ? 0.25f : type == T_IQ3_S ? 1.0f : 0.125f; }

/* Group ib of an IQ1_S (m = 0) or IQ1_M block: the signed grid values as four 8-byte words g, byte l of *neg
 * 0xFF where group of 8 number l has the negative shift, the scales of the two halves. The SIMD dots
 * multiply 8 * g + delta (-9..9) per 8, so the integer sum is the scalar kernel's 8 * isum + dsum (exact in
 * float: well below 2^24), times d/8. */
static inline __attribute__((always_inline)) void iq1_group(const uint8_t *a, int ib, int m, uint64_t *g, uint32_t *neg, int *sc) {
    if (m) {
        const uint8_t *qs = a + 4 * ib;
        const int h = rd16(a + 32 + 2 * ib), s = rd16(a + 48 + 2 * (ib / 2));
        g[0] = iq1s_grid[qs[0] | (h << 8 & 0x700)], g[1] = iq1s_grid[qs[1] | (h << 4 & 0x700)];
        g[2] = iq1s_grid[qs[2] | (h & 0x700)], g[3] = iq1s_grid[qs[3] | (h >> 4 & 0x700)];
        const uint32_t t = (uint32_t)(h >> 3) & 0x1111; /* the delta sign bits 3, 7, 11, 15 to bits 0, 8, 16, 24 */
        *neg = ((t & 1) | (t & 0x10) << 4 | (t & 0x100) << 8 | (t & 0x1000) << 12) * 0xffu;
        sc[0] = 2 * ((s >> (6 * (ib % 2))) & 7) + 1;
        sc[1] = 2 * ((s >> (6 * (ib % 2) + 3)) & 7) + 1;
    } else {
        const uint8_t *qs = a + 2 + 4 * ib;
        const int qh = rd16(a + 34 + 2 * ib);
        g[0] = iq1s_grid[qs[0] | (qh << 8 & 0x700)], g[1] = iq1s_grid[qs[1] | (qh << 5 & 0x700)];
        g[2] = iq1s_grid[qs[2] | (qh << 2 & 0x700)], g[3] = iq1s_grid[qs[3] | (qh >> 1 & 0x700)];
        *neg = qh & 0x8000 ? 0xffffffffu : 0;
        sc[0] = sc[1] = 2 * ((qh >> 12) & 7) + 1;
    }
}

static inline float iq1_d(const uint8_t *a, int m) {
    if (!m) return fp16_to_f32(rd16(a));
    return fp16_to_f32((uint16_t)((rd16(a + 48) >> 12) | ((rd16(a + 50) >> 8) & 0xf0) | ((rd16(a + 52) >> 4) & 0xf00) | (rd16(a + 54) & 0xf000)));
}
#endif

#if defined(MOE_X86_DISPATCH)

/* 32 bytes of 0xFF where bit j of w is set, else 0. */
TARGET_AVX2 static inline __m256i bits32_avx2(uint32_t w) {
    const __m256i shuf = _mm256_set_epi64x(0x0303030303030303, 0x0202020202020202, 0x0101010101010101, 0);
    const __m256i bytes = _mm256_or_si256(_mm256_shuffle_epi8(_mm256_set1_epi32((int)w), shuf), _mm256_set1_epi64x(0x7fbfdfeff7fbfdfe));
    return _mm256_cmpeq_epi8(bytes, _mm256_set1_epi64x(-1));
}

/* the same for the 32-bit little-endian word at p */
TARGET_AVX2 static inline __m256i bits_to_bytes_avx2(const uint8_t *p) {
    uint32_t w;
    memcpy(&w, p, 4);
    return bits32_avx2(w);
}

TARGET_AVX2 static inline int32_t hsum_i32_avx2(__m256i v) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    s = _mm_add_epi32(s, _mm_unpackhi_epi64(s, s));
    return _mm_cvtsi128_si32(_mm_add_epi32(s, _mm_shuffle_epi32(s, 1)));
}

/* 16 bytes of nibbles as 32 bytes: low nibbles (elements 0..15), then high nibbles (16..31). */
TARGET_AVX2 static inline __m256i nibbles_avx2(const uint8_t *p) {
    const __m128i raw = _mm_loadu_si128((const __m128i *)p);
    return _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(raw, 4), raw), _mm256_set1_epi8(15));
}

/* 32 unsigned bytes (< 64) times 32 int8, pairwise, times an int16 scale per 16: 8 x int32. */
TARGET_AVX2 static inline __m256i dot_u8_scaled_avx2(__m256i u, const int8_t *q8, int sc0, int sc1) {
    const __m256i p = _mm256_maddubs_epi16(u, _mm256_loadu_si256((const __m256i *)q8));
    return _mm256_madd_epi16(p, _mm256_set_m128i(_mm_set1_epi16((short)sc1), _mm_set1_epi16((short)sc0)));
}

/* 16-element int8 lookup (in both lanes) for IQ4_NL, IQ4_XS, MXFP4. */
TARGET_AVX2 static inline __m256i lut16_avx2(const int8_t *lut) {
    const __m128i t = _mm_loadu_si128((const __m128i *)lut);
    return _mm256_set_m128i(t, t);
}

/* Q4_1 and Q5_1 (five: the fifth bits from qh): the 32 unsigned values of a block. */
TARGET_AVX2 static inline __m256i dm_quants_avx2(const uint8_t *a, int five) {
    const __m256i q = nibbles_avx2(a + (five ? 8 : 4));
    return five ? _mm256_or_si256(q, _mm256_and_si256(bits_to_bytes_avx2(a + 4), _mm256_set1_epi8(16))) : q;
}

TARGET_AVX2 static float dot_dm_avx2(const uint8_t *a, const uint8_t *b, int n, int five) {
    __m256 acc = _mm256_setzero_ps();
    float summ = 0;
    for (int i = 0; i < n / 32; i++, a += five ? 24 : 20, b += 36) {
        const __m256i p = _mm256_maddubs_epi16(dm_quants_avx2(a, five), _mm256_loadu_si256((const __m256i *)(b + 4)));
        const __m256 s = _mm256_cvtepi32_ps(_mm256_madd_epi16(p, _mm256_set1_epi16(1)));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), s, acc);
        summ += fp16_avx(rd16(a + 2)) * fp16_avx(rd16(b + 2));
    }
    return hsum_avx(acc) + summ;
}

TARGET_AVX2 static float dot_q4_1_avx2(const void *w, const void *x, int n) {
    return dot_dm_avx2((const uint8_t *)w, (const uint8_t *)x, n, 0);
}

TARGET_AVX2 static float dot_q5_1_avx2(const void *w, const void *x, int n) {
    return dot_dm_avx2((const uint8_t *)w, (const uint8_t *)x, n, 1);
}

TARGET_AVX2 static float dot_q5_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 32; i++, a += 22, b += 34) {
        /* nibble | 0xF0 where the fifth bit is clear: q - 16 as int8 */
        const __m256i hi = _mm256_andnot_si256(bits_to_bytes_avx2(a + 2), _mm256_set1_epi8((char)0xF0));
        const __m256i q = _mm256_or_si256(nibbles_avx2(a + 6), hi);
        const __m256 d = _mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b)));
        acc = _mm256_fmadd_ps(d, mul_sum_i8_avx2(q, _mm256_loadu_si256((const __m256i *)(b + 2))), acc);
    }
    return hsum_avx(acc);
}

/* IQ4_NL and MXFP4: nibbles through a 16-entry table, one scale per 32. */
TARGET_AVX2 static float dot_lut32_avx2(const uint8_t *a, const uint8_t *b, int n, int bytes, const int8_t *lut, int e8m0) {
    const __m256i t = lut16_avx2(lut);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 32; i++, a += bytes, b += 34) {
        const __m256i q = _mm256_shuffle_epi8(t, nibbles_avx2(a + bytes - 16));
        const float dw = e8m0 ? e8m0_half(a[0]) : fp16_avx(rd16(a));
        const __m256 d = _mm256_set1_ps(dw * fp16_avx(rd16(b)));
        acc = _mm256_fmadd_ps(d, mul_sum_i8_avx2(q, _mm256_loadu_si256((const __m256i *)(b + 2))), acc);
    }
    return hsum_avx(acc);
}

TARGET_AVX2 static float dot_iq4_nl_avx2(const void *w, const void *x, int n) {
    return dot_lut32_avx2((const uint8_t *)w, (const uint8_t *)x, n, 18, kvalues_iq4nl, 0);
}

TARGET_AVX2 static float dot_mxfp4_avx2(const void *w, const void *x, int n) {
    return dot_lut32_avx2((const uint8_t *)w, (const uint8_t *)x, n, 17, kvalues_mxfp4, 1);
}

/* Q4_K/Q5_K: the 12 packed scale bytes s as 8 scales (u[0], u[1]) and 8 mins (u[2], u[3]), a byte each,
 * by 32-bit masks and shifts (k4_scales' byte loop and k4_min_sum were a third of the AVX2 one-token dot's
 * time; x86 only: the shifts carry bits between bytes in little-endian order). */
static inline void k4_scales_u32(const uint8_t *s, uint32_t u[4]) {
    const uint32_t low6 = 0x3f3f3f3f, low4 = 0x0f0f0f0f, top2 = 0x03030303;
    uint32_t w[3];
    memcpy(w, s, 12);
    u[0] = w[0] & low6;
    u[1] = (w[2] & low4) | ((w[0] >> 6) & top2) << 4;
    u[2] = w[1] & low6;
    u[3] = ((w[2] >> 4) & low4) | ((w[1] >> 6) & top2) << 4;
}

static inline void k4_scales_x86(const uint8_t *s, uint8_t *sc, uint8_t *m) {
    uint32_t u[4];
    k4_scales_u32(s, u);
    memcpy(sc, u, 8);
    memcpy(m, u + 2, 8);
}

/* The 8 bsums of a Q8_K token summed in pairs (one per 32 elements, as the mins), int16. */
TARGET_AVX2 static inline __m128i q8k_bsum_pairs_avx2(const uint8_t *q8k) {
    return _mm_hadd_epi16(_mm_loadu_si128((const __m128i *)(q8k + 260)), _mm_loadu_si128((const __m128i *)(q8k + 276)));
}

/* k4_min_sum, vectorized: the 8 mins m times the pair sums of the bsums. */
TARGET_AVX2 static inline int32_t k4_min_sum_avx2(const uint8_t *m, const uint8_t *q8k) {
    const __m128i p = _mm_madd_epi16(_mm_cvtepu8_epi16(_mm_loadl_epi64((const __m128i *)m)), q8k_bsum_pairs_avx2(q8k));
    const __m128i s = _mm_add_epi32(p, _mm_shuffle_epi32(p, 0x4e));
    return _mm_cvtsi128_si32(_mm_add_epi32(s, _mm_shuffle_epi32(s, 1)));
}

/* Q4_K/Q5_K's unsigned values of quarter j of block a (five: the fifth bits from qh): elements
 * 64j..64j+31 in lo, the next 32 in hi. Shared by the AVX2 and VNNI dots. */
TARGET_AVX2 static inline void q45_k_quants_avx2(const uint8_t *a, int j, int five, __m256i *lo, __m256i *hi) {
    const __m256i m4 = _mm256_set1_epi8(15), one = _mm256_set1_epi8(1);
    const __m256i raw = _mm256_loadu_si256((const __m256i *)(a + (five ? 48 : 16) + 32 * j));
    *lo = _mm256_and_si256(raw, m4);
    *hi = _mm256_and_si256(_mm256_srli_epi16(raw, 4), m4);
    if (five) {
        const __m256i h = _mm256_srl_epi16(_mm256_loadu_si256((const __m256i *)(a + 16)), _mm_cvtsi32_si128(2 * j));
        *lo = _mm256_or_si256(*lo, _mm256_slli_epi16(_mm256_and_si256(h, one), 4));
        *hi = _mm256_or_si256(*hi, _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(h, 1), one), 4));
    }
}

/* Q4_K and Q5_K (five: the fifth bits from qh). */
TARGET_AVX2 static float dot_q45_k_avx2(const uint8_t *a, const uint8_t *b, int n, int bytes, int five) {
    __m256 acc = _mm256_setzero_ps();
    float summ = 0;
    for (int i = 0; i < n / QK_K; i++, a += bytes, b += Q8K_BYTES) {
        uint8_t sc[8], m[8];
        k4_scales_x86(a + 4, sc, m);
        __m256i sumi = _mm256_setzero_si256();
        for (int j = 0; j < 4; j++) {
            __m256i lo, hi;
            q45_k_quants_avx2(a, j, five, &lo, &hi);
            sumi = _mm256_add_epi32(sumi, dot_u8_scaled_avx2(lo, q8k_qs(b) + 64 * j, sc[2 * j], sc[2 * j]));
            sumi = _mm256_add_epi32(sumi, dot_u8_scaled_avx2(hi, q8k_qs(b) + 64 * j + 32, sc[2 * j + 1], sc[2 * j + 1]));
        }
        const float dy = rd_f32(b);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dy * fp16_avx(rd16(a))), _mm256_cvtepi32_ps(sumi), acc);
        summ += dy * fp16_avx(rd16(a + 2)) * (float)k4_min_sum_avx2(m, b);
    }
    return hsum_avx(acc) - summ;
}

TARGET_AVX2 static float dot_q4_k_avx2(const void *w, const void *x, int n) {
    return dot_q45_k_avx2((const uint8_t *)w, (const uint8_t *)x, n, 144, 0);
}

TARGET_AVX2 static float dot_q5_k_avx2(const void *w, const void *x, int n) {
    return dot_q45_k_avx2((const uint8_t *)w, (const uint8_t *)x, n, 176, 1);
}

/* Q6_K's 32 unsigned 6-bit values of part c (0, 1), quarter k (0..3): low nibbles from ql, two
 * high bits from qh. Shared by the AVX2 and VNNI dots. */
TARGET_AVX2 static inline __m256i q6_k_quants_avx2(const uint8_t *a, int c, int k) {
    const __m256i m4 = _mm256_set1_epi8(15), m2 = _mm256_set1_epi8(3);
    const __m256i qh = _mm256_loadu_si256((const __m256i *)(a + 128 + 32 * c));
    const __m256i ql = _mm256_loadu_si256((const __m256i *)(a + 64 * c + 32 * (k % 2)));
    const __m256i lo = k < 2 ? _mm256_and_si256(ql, m4) : _mm256_and_si256(_mm256_srli_epi16(ql, 4), m4);
    const __m256i h = _mm256_and_si256(_mm256_srl_epi16(qh, _mm_cvtsi32_si128(2 * k)), m2);
    return _mm256_or_si256(lo, _mm256_slli_epi16(h, 4));
}

/* Q6_K: the unsigned 6-bit values times q8, minus 32 * sum(q8) per group via the Q8_K bsums. */
TARGET_AVX2 static float dot_q6_k_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 210, b += Q8K_BYTES) {
        const int8_t *sc = (const int8_t *)a + 192;
        /* 32 * sum(sc * bsums) subtracted lane by lane, where a loop over the 16 scales and a sum of the
         * lanes per super-block cost about a third of the products themselves */
        const __m256i off = _mm256_madd_epi16(_mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)sc)), _mm256_loadu_si256((const __m256i *)(b + 260)));
        __m256i sumi = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(off, 5));
        for (int c = 0; c < 2; c++) {
            for (int k = 0; k < 4; k++) {
                const __m256i q = q6_k_quants_avx2(a, c, k);
                const int g = 8 * c + 2 * k;
                sumi = _mm256_add_epi32(sumi, dot_u8_scaled_avx2(q, q8k_qs(b) + 128 * c + 32 * k, sc[g], sc[g + 1]));
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * fp16_avx(rd16(a + 208))), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

/* IQ4_XS: signed table values times q8 (sign trick), one 6-bit scale per 32. */
TARGET_AVX2 static float dot_iq4_xs_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i t = lut16_avx2(kvalues_iq4nl);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 136, b += Q8K_BYTES) {
        const int sh = rd16(a + 2);
        __m256i sumi = _mm256_setzero_si256();
        for (int ib = 0; ib < 8; ib++) {
            const int ls = (((a[4 + ib / 2] >> (4 * (ib % 2))) & 15) | ((sh >> (2 * ib)) & 3) << 4) - 32;
            const __m256i q = _mm256_shuffle_epi8(t, nibbles_avx2(a + 8 + 16 * ib));
            const __m256i y = _mm256_loadu_si256((const __m256i *)(q8k_qs(b) + 32 * ib));
            const __m256i p = _mm256_maddubs_epi16(_mm256_sign_epi8(q, q), _mm256_sign_epi8(y, q));
            sumi = _mm256_add_epi32(sumi, _mm256_madd_epi16(p, _mm256_set1_epi16((short)ls)));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * fp16_avx(rd16(a))), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

/* 32 unsigned bytes times 32 int8 (already in a register), pairwise, times an int16 scale per 16. */
TARGET_AVX2 static inline __m256i dot_u8y_scaled_avx2(__m256i u, __m256i y, int sc0, int sc1) {
    return _mm256_madd_epi16(_mm256_maddubs_epi16(u, y), _mm256_set_m128i(_mm_set1_epi16((short)sc1), _mm_set1_epi16((short)sc0)));
}

/* Q2_K, Q3_K, TQ2_0: element 128h + 32s + l is bits 2s of qs[32h + l], for Q3_K with bit 4h + s of hm[l]
 * as bit 2; the sum over the block of sc[e/16] * u[e] * q8[e], u unsigned (the offsets and mins are the
 * callers'). */
TARGET_AVX2 static inline __m256i q2_planes_avx2(const uint8_t *qs, const uint8_t *hm, const int16_t *sc, const int8_t *q8) {
    const __m256i m3 = _mm256_set1_epi8(3), four = _mm256_set1_epi8(4);
    const __m256i hv = hm ? _mm256_loadu_si256((const __m256i *)hm) : _mm256_setzero_si256();
    __m256i sumi = _mm256_setzero_si256();
    for (int h = 0; h < 2; h++) {
        const __m256i raw = _mm256_loadu_si256((const __m256i *)(qs + 32 * h));
        for (int s = 0; s < 4; s++) {
            __m256i u = _mm256_and_si256(_mm256_srl_epi16(raw, _mm_cvtsi32_si128(2 * s)), m3);
            if (hm) {
                const __m256i bit = _mm256_set1_epi8((char)(1 << (4 * h + s)));
                u = _mm256_or_si256(u, _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(hv, bit), bit), four));
            }
            sumi = _mm256_add_epi32(sumi, dot_u8_scaled_avx2(u, q8 + 128 * h + 32 * s, sc[8 * h + 2 * s], sc[8 * h + 2 * s + 1]));
        }
    }
    return sumi;
}

/* sum over the 16 groups of sc[g] * bsums[g], as 8 x int32 */
TARGET_AVX2 static inline __m256i bsums_scaled_avx2(const int16_t *sc, const uint8_t *q8k) {
    return _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)sc), _mm256_loadu_si256((const __m256i *)(q8k + 260)));
}

/* Q2_K: d * sum(sc * q * q8) - dmin * sum(m * bsums). */
TARGET_AVX2 static float dot_q2_k_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 84, b += Q8K_BYTES) {
        int16_t sc[16], m[16];
        const __m256i s16 = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)a));
        _mm256_storeu_si256((__m256i *)sc, _mm256_and_si256(s16, _mm256_set1_epi16(15)));
        _mm256_storeu_si256((__m256i *)m, _mm256_srli_epi16(s16, 4));
        const __m256i sumi = q2_planes_avx2(a + 16, NULL, sc, q8k_qs(b));
        const float dy = rd_f32(b);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dy * fp16_avx(rd16(a + 80))), _mm256_cvtepi32_ps(sumi), acc);
        acc = _mm256_fnmadd_ps(_mm256_set1_ps(dy * fp16_avx(rd16(a + 82))), _mm256_cvtepi32_ps(bsums_scaled_avx2(m, b)), acc);
    }
    return hsum_avx(acc);
}

/* Q3_K: u = q + 4 in 0..7, so sum(sc * q * q8) = sum(sc * u * q8) - 4 * sum(sc * bsums). */
TARGET_AVX2 static float dot_q3_k_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 110, b += Q8K_BYTES) {
        int16_t sc[16]; /* low nibbles of bytes 0..7 then their high nibbles; bits 2(g/4) of byte 8 + g%4 on top */
        uint32_t h;
        memcpy(&h, a + 104, 4);
        const __m128i m4 = _mm_set1_epi8(15), lo8 = _mm_loadl_epi64((const __m128i *)(a + 96));
        const __m128i lo = _mm_unpacklo_epi64(_mm_and_si128(lo8, m4), _mm_and_si128(_mm_srli_epi16(lo8, 4), m4));
        const __m128i hi = _mm_and_si128(_mm_srlv_epi32(_mm_set1_epi32((int)h), _mm_setr_epi32(0, 2, 4, 6)), _mm_set1_epi8(3));
        const __m128i sc8 = _mm_sub_epi8(_mm_or_si128(lo, _mm_slli_epi16(hi, 4)), _mm_set1_epi8(32));
        _mm256_storeu_si256((__m256i *)sc, _mm256_cvtepi8_epi16(sc8));
        const __m256i sumi = _mm256_sub_epi32(q2_planes_avx2(a + 32, a, sc, q8k_qs(b)), _mm256_slli_epi32(bsums_scaled_avx2(sc, b), 2));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * fp16_avx(rd16(a + 108))), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

/* TQ2_0: u = q + 1 in 0..3, scale 1. */
TARGET_AVX2 static float dot_tq2_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    static const int16_t ones[16] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 66, b += Q8K_BYTES) {
        const __m256i sumi = _mm256_sub_epi32(q2_planes_avx2(a, NULL, ones, q8k_qs(b)), bsums_scaled_avx2(ones, b));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * fp16_avx(rd16(a + 64))), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

/* ---- I-quants on grids (iq_grid_group, iq1_group) ---- */

/* 32 q8 values negated where bit j of s is set */
TARGET_AVX2 static inline __m256i signed_q8_avx2(const int8_t *q8, uint32_t s) {
    return _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)q8), _mm256_or_si256(bits32_avx2(s), _mm256_set1_epi8(1)));
}

TARGET_AVX2 static inline __attribute__((always_inline)) float dot_iq_grid_avx2(const uint8_t *a, const uint8_t *b, int n, uint32_t type) {
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, b += Q8K_BYTES) {
        __m256i sumi = _mm256_setzero_si256();
        int bytes = 0;
        for (int ib = 0; ib < 8; ib++) {
            uint64_t g[4];
            uint32_t s;
            int sc[2];
            bytes = iq_grid_group(a, ib, type, g, &s, sc);
            const __m256i u = _mm256_set_epi64x((long long)g[3], (long long)g[2], (long long)g[1], (long long)g[0]);
            sumi = _mm256_add_epi32(sumi, dot_u8y_scaled_avx2(u, signed_q8_avx2(q8k_qs(b) + 32 * ib, s), sc[0], sc[1]));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * (fp16_avx(rd16(a)) * iq_grid_factor(type))), _mm256_cvtepi32_ps(sumi), acc);
        a += bytes;
    }
    return hsum_avx(acc);
}

TARGET_AVX2 static float dot_iq2_xxs_avx2(const void *w, const void *x, int n) { return dot_iq_grid_avx2(w, x, n, T_IQ2_XXS); }
TARGET_AVX2 static float dot_iq2_xs_avx2(const void *w, const void *x, int n) { return dot_iq_grid_avx2(w, x, n, T_IQ2_XS); }
TARGET_AVX2 static float dot_iq2_s_avx2(const void *w, const void *x, int n) { return dot_iq_grid_avx2(w, x, n, T_IQ2_S); }
TARGET_AVX2 static float dot_iq3_xxs_avx2(const void *w, const void *x, int n) { return dot_iq_grid_avx2(w, x, n, T_IQ3_XXS); }
TARGET_AVX2 static float dot_iq3_s_avx2(const void *w, const void *x, int n) { return dot_iq_grid_avx2(w, x, n, T_IQ3_S); }

TARGET_AVX2 static inline __attribute__((always_inline)) float dot_iq1_avx2(const uint8_t *a, const uint8_t *b, int n, int m) {
    const __m256i eight = _mm256_set1_epi8(8), one = _mm256_set1_epi8(1);
    const __m256i spread = _mm256_set_epi64x(0x0303030303030303, 0x0202020202020202, 0x0101010101010101, 0);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += m ? 56 : 50, b += Q8K_BYTES) {
        __m256i sumi = _mm256_setzero_si256();
        for (int ib = 0; ib < 8; ib++) {
            uint64_t g[4];
            uint32_t neg;
            int sc[2];
            iq1_group(a, ib, m, g, &neg, sc);
            const __m256i gv = _mm256_set_epi64x((long long)g[3], (long long)g[2], (long long)g[1], (long long)g[0]);
            const __m256i delta = _mm256_or_si256(_mm256_shuffle_epi8(_mm256_set1_epi32((int)neg), spread), one);
            const __m256i v = _mm256_add_epi8(_mm256_sign_epi8(eight, gv), delta);
            const __m256i y = _mm256_loadu_si256((const __m256i *)(q8k_qs(b) + 32 * ib));
            sumi = _mm256_add_epi32(sumi, dot_u8y_scaled_avx2(_mm256_abs_epi8(v), _mm256_sign_epi8(y, v), sc[0], sc[1]));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(iq1_d(a, m) * rd_f32(b) * 0.125f), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

TARGET_AVX2 static float dot_iq1_s_avx2(const void *w, const void *x, int n) { return dot_iq1_avx2(w, x, n, 0); }
TARGET_AVX2 static float dot_iq1_m_avx2(const void *w, const void *x, int n) { return dot_iq1_avx2(w, x, n, 1); }

/* NVFP4: each 32 (one Q8_0 block) is sub-blocks 2h and 2h+1: low then high nibbles of bytes 0..7, then of
 * bytes 8..15, through kvalues_mxfp4; int32 lanes 0-3 sum the first sub-block, 4-7 the second. */
TARGET_AVX2 static float dot_nvfp4_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i t = lut16_avx2(kvalues_mxfp4);
    const __m128i m4 = _mm_set1_epi8(15);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 64; i++, a += 36, b += 68)
        for (int h = 0; h < 2; h++) {
            const __m128i raw = _mm_loadu_si128((const __m128i *)(a + 4 + 16 * h));
            const __m128i lo = _mm_and_si128(raw, m4), hi = _mm_and_si128(_mm_srli_epi16(raw, 4), m4);
            const __m256i q = _mm256_shuffle_epi8(t, _mm256_set_m128i(_mm_unpackhi_epi64(lo, hi), _mm_unpacklo_epi64(lo, hi)));
            const float dy = fp16_avx(rd16(b + 34 * h));
            const __m256 d = _mm256_set_m128(_mm_set1_ps(dy * ue4m3_half(a[2 * h + 1])), _mm_set1_ps(dy * ue4m3_half(a[2 * h])));
            acc = _mm256_fmadd_ps(d, mul_sum_i8_avx2(q, _mm256_loadu_si256((const __m256i *)(b + 34 * h + 2))), acc);
        }
    return hsum_avx(acc);
}

/* Q1_0: q8 negated where the bit is set, so the byte sum is -isum; scaled by -d*d8. */
TARGET_AVX2 static float dot_q1_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i one = _mm256_set1_epi8(1);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 128; i++, a += 18) {
        const float d = fp16_avx(rd16(a));
        for (int k = 0; k < 4; k++, b += 34) {
            const __m256i s = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(b + 2)), _mm256_or_si256(bits_to_bytes_avx2(a + 2 + 4 * k), one));
            const __m256i v = _mm256_madd_epi16(_mm256_maddubs_epi16(one, s), _mm256_set1_epi16(1));
            acc = _mm256_fmadd_ps(_mm256_set1_ps(-(d * fp16_avx(rd16(b)))), _mm256_cvtepi32_ps(v), acc);
        }
    }
    return hsum_avx(acc);
}

/* Q2_0: 8 bytes (32 elements) broadcast so int32 lane i of each 128-bit half holds bytes 0..3 (4..7), shifted
 * right by 2i: byte m of lane i is element 4m + i; q8 is permuted to match. */
TARGET_AVX2 static float dot_q2_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i rep = _mm256_setr_epi8(0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7);
    const __m256i tr = _mm256_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
    const __m256i shift = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6), m3 = _mm256_set1_epi8(3), one = _mm256_set1_epi8(1);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 64; i++, a += 18) {
        const float d = fp16_avx(rd16(a));
        for (int k = 0; k < 2; k++, b += 34) {
            const __m256i raw = _mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *)(a + 2 + 8 * k)));
            const __m256i u = _mm256_and_si256(_mm256_srlv_epi32(_mm256_shuffle_epi8(raw, rep), shift), m3);
            const __m256i y = _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(b + 2)), tr);
            acc = _mm256_fmadd_ps(_mm256_set1_ps(d * fp16_avx(rd16(b))), mul_sum_i8_avx2(_mm256_sub_epi8(u, one), y), acc);
        }
    }
    return hsum_avx(acc);
}

/* TQ1_0: digit n of byte x is (t*3) >> 8 = (t >= 86) + (t >= 171) for t = x * 3^n mod 256 (byte adds);
 * the unsigned digits times q8, minus the sum of q8. */
TARGET_AVX2 static inline __m256i tq1_digits_avx2(__m256i t) {
    const __m256i one = _mm256_set1_epi8(1);
    return _mm256_add_epi8(_mm256_min_epu8(_mm256_subs_epu8(t, _mm256_set1_epi8(85)), one),
                           _mm256_min_epu8(_mm256_subs_epu8(t, _mm256_set1_epi8((char)170)), one));
}

TARGET_AVX2 static inline __m256i times3_avx2(__m256i t) { return _mm256_add_epi8(_mm256_add_epi8(t, t), t); }

TARGET_AVX2 static float dot_tq1_0_avx2(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i ones = _mm256_set1_epi16(1);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 54, b += Q8K_BYTES) {
        const int8_t *q8 = q8k_qs(b);
        __m256i t = _mm256_loadu_si256((const __m256i *)a), sumi = _mm256_setzero_si256();
#define TQ1_DOT(v, e) _mm256_madd_epi16(_mm256_maddubs_epi16(tq1_digits_avx2(v), _mm256_loadu_si256((const __m256i *)(q8 + (e)))), ones)
        for (int k = 0; k < 5; k++, t = times3_avx2(t)) sumi = _mm256_add_epi32(sumi, TQ1_DOT(t, 32 * k));
        const __m128i x16 = _mm_loadu_si128((const __m128i *)(a + 32));
        const __m128i x3 = _mm_add_epi8(_mm_add_epi8(x16, x16), x16);
        const __m256i v = _mm256_set_m128i(x3, x16), v9 = times3_avx2(times3_avx2(v));
        /* the 4 qh bytes times 1, 3, 9, 27 (one multiplier per int32; mullo keeps each byte's low 8 bits) */
        const __m128i qh = _mm_set1_epi32((int)u32_at(a + 48)), p3 = _mm_setr_epi16(1, 1, 3, 3, 9, 9, 27, 27);
        const __m128i qh3 = _mm_or_si128(_mm_and_si128(_mm_mullo_epi16(qh, p3), _mm_set1_epi16(0xff)),
                                         _mm_mullo_epi16(_mm_and_si128(qh, _mm_set1_epi16((short)0xff00)), p3));
        const __m128i x81 = _mm256_extracti128_si256(times3_avx2(v9), 1);
        sumi = _mm256_add_epi32(sumi, _mm256_add_epi32(TQ1_DOT(v, 160), TQ1_DOT(v9, 192)));
        sumi = _mm256_add_epi32(sumi, TQ1_DOT(_mm256_set_m128i(qh3, x81), 224));
#undef TQ1_DOT
        sumi = _mm256_sub_epi32(sumi, _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(b + 260)), ones));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * fp16_avx(rd16(a + 52))), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

/* 32 int32 to 32 int8 in order (saturating). */
TARGET_AVX2 static inline __m256i pack_i32x32_avx2(const __m256i *q) {
    const __m256i p = _mm256_packs_epi16(_mm256_packs_epi32(q[0], q[1]), _mm256_packs_epi32(q[2], q[3]));
    return _mm256_permutevar8x32_epi32(p, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
}

TARGET_AVX2 static void q8_1_from_float_avx2(const float *src, void *dst, int n) {
    uint8_t *out = (uint8_t *)dst;
    const __m256 sign = _mm256_set1_ps(-0.0f);
    for (int b = 0; b < n / 32; b++, out += 36) {
        const float *x = src + b * 32;
        __m256 v[4], m = _mm256_setzero_ps();
        for (int j = 0; j < 4; j++) {
            v[j] = _mm256_loadu_ps(x + 8 * j);
            m = _mm256_max_ps(m, _mm256_andnot_ps(sign, v[j]));
        }
        __m128 m4 = _mm_max_ps(_mm256_extractf128_ps(m, 1), _mm256_castps256_ps128(m));
        m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
        m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
        const float amax = _mm_cvtss_f32(m4), d = amax / 127.f;
        const __m256 mul = _mm256_set1_ps(amax != 0.f ? 127.f / amax : 0.f);
        __m256i q[4];
        for (int j = 0; j < 4; j++)
            q[j] = _mm256_cvtps_epi32(_mm256_round_ps(_mm256_mul_ps(v[j], mul), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
        const int32_t sum = hsum_i32_avx2(_mm256_add_epi32(_mm256_add_epi32(q[0], q[1]), _mm256_add_epi32(q[2], q[3])));
        wr16(out, fp32_to_fp16_avx(d));
        wr16(out + 2, fp32_to_fp16_avx(d * (float)sum));
        _mm256_storeu_si256((__m256i *)(out + 4), pack_i32x32_avx2(q));
    }
}

TARGET_AVX2 static void q8_k_from_float_avx2(const float *src, void *dst, int n) {
    uint8_t *out = (uint8_t *)dst;
    const __m256 sign = _mm256_set1_ps(-0.0f);
    for (int b = 0; b < n / QK_K; b++, out += Q8K_BYTES) {
        const float *x = src + b * QK_K;
        __m256 m = _mm256_setzero_ps();
        for (int j = 0; j < QK_K; j += 8) m = _mm256_max_ps(m, _mm256_andnot_ps(sign, _mm256_loadu_ps(x + j)));
        __m128 m4 = _mm_max_ps(_mm256_extractf128_ps(m, 1), _mm256_castps256_ps128(m));
        m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
        m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
        const float amax = _mm_cvtss_f32(m4);
        memset(out, 0, Q8K_BYTES);
        if (amax == 0) continue;
        int first = 0; /* the first element of largest magnitude gives the sign */
        for (int j = 0; j < QK_K; j += 8) {
            const __m256 eq = _mm256_cmp_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(x + j)), _mm256_set1_ps(amax), _CMP_EQ_OQ);
            const int mask = _mm256_movemask_ps(eq);
            if (mask) { first = j + __builtin_ctz((unsigned)mask); break; }
        }
        const float iscale = -127.f / x[first], d = 1 / iscale;
        memcpy(out, &d, 4);
        const __m256 mul = _mm256_set1_ps(iscale);
        const __m256i top = _mm256_set1_epi32(127);
        for (int j = 0; j < QK_K; j += 32) {
            __m256i q[4];
            for (int k = 0; k < 4; k++) {
                const __m256 v = _mm256_round_ps(_mm256_mul_ps(_mm256_loadu_ps(x + j + 8 * k), mul), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
                q[k] = _mm256_min_epi32(_mm256_cvtps_epi32(v), top);
            }
            wr16(out + 260 + j / 8, (uint16_t)(int16_t)hsum_i32_avx2(_mm256_add_epi32(q[0], q[1])));
            wr16(out + 262 + j / 8, (uint16_t)(int16_t)hsum_i32_avx2(_mm256_add_epi32(q[2], q[3])));
            _mm256_storeu_si256((__m256i *)(out + 4 + j), pack_i32x32_avx2(q));
        }
    }
}

/* ---- AVX-512 VNNI (256-bit vpdpbusd): unsigned x signed bytes summed into int32 in one instruction ---- */
#define TARGET_VNNI __attribute__((target("avx2,fma,f16c,avx512f,avx512bw,avx512vl,avx512vnni")))

/* AVX-512F/BW/VL + VNNI, and the OS saves the opmask and ZMM state (XCR0 bits 5-7). */
static int cpu_has_avx512vnni(void) {
    unsigned a, b, c, d;
    if (!cpu_has_avx2()) return 0;
    __cpuid_count(7, 0, a, b, c, d);
    const int f = (b >> 16) & 1, bw = (b >> 30) & 1, vl = (b >> 31) & 1, vnni = (c >> 11) & 1;
    if (!(f && bw && vl && vnni)) return 0;
    unsigned xcr0_lo, xcr0_hi;
    __asm__ volatile("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0));
    return (xcr0_lo & 0xe6) == 0xe6;
}

/* signed x signed bytes: |x| times y with x's sign, summed in fours into acc. */
TARGET_VNNI static inline __m256i dpbssd_vnni(__m256i acc, __m256i x, __m256i y) {
    return _mm256_dpbusd_epi32(acc, _mm256_abs_epi8(x), _mm256_sign_epi8(y, x));
}

TARGET_VNNI static float dot_q8_0_vnni(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK8_0; i++, a += 34, b += 34) {
        const __m256i s = dpbssd_vnni(_mm256_setzero_si256(), _mm256_loadu_si256((const __m256i *)(a + 2)),
                                      _mm256_loadu_si256((const __m256i *)(b + 2)));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), _mm256_cvtepi32_ps(s), acc);
    }
    return hsum_avx(acc);
}

/* Q4_0: sum(q*y) - 8*sum(y), both by vpdpbusd. */
TARGET_VNNI static float dot_q4_0_vnni(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i eight = _mm256_set1_epi8(8);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK4_0; i++, a += 18, b += 34) {
        const __m256i y = _mm256_loadu_si256((const __m256i *)(b + 2));
        const __m256i s = _mm256_sub_epi32(_mm256_dpbusd_epi32(_mm256_setzero_si256(), nibbles_avx2(a + 2), y),
                                           _mm256_dpbusd_epi32(_mm256_setzero_si256(), eight, y));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), _mm256_cvtepi32_ps(s), acc);
    }
    return hsum_avx(acc);
}

TARGET_VNNI static float dot_q45_k_vnni(const uint8_t *a, const uint8_t *b, int n, int bytes, int five) {
    __m256 acc = _mm256_setzero_ps();
    float summ = 0;
    for (int i = 0; i < n / QK_K; i++, a += bytes, b += Q8K_BYTES) {
        uint8_t sc[8], m[8];
        k4_scales_x86(a + 4, sc, m);
        __m256i sumi = _mm256_setzero_si256();
        for (int j = 0; j < 4; j++) {
            __m256i ql, qh;
            q45_k_quants_avx2(a, j, five, &ql, &qh);
            const __m256i lo = _mm256_dpbusd_epi32(_mm256_setzero_si256(), ql, _mm256_loadu_si256((const __m256i *)(q8k_qs(b) + 64 * j)));
            const __m256i hi = _mm256_dpbusd_epi32(_mm256_setzero_si256(), qh, _mm256_loadu_si256((const __m256i *)(q8k_qs(b) + 64 * j + 32)));
            sumi = _mm256_add_epi32(sumi, _mm256_mullo_epi32(lo, _mm256_set1_epi32(sc[2 * j])));
            sumi = _mm256_add_epi32(sumi, _mm256_mullo_epi32(hi, _mm256_set1_epi32(sc[2 * j + 1])));
        }
        const float dy = rd_f32(b);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dy * fp16_avx(rd16(a))), _mm256_cvtepi32_ps(sumi), acc);
        summ += dy * fp16_avx(rd16(a + 2)) * (float)k4_min_sum_avx2(m, b);
    }
    return hsum_avx(acc) - summ;
}

TARGET_VNNI static float dot_q4_k_vnni(const void *w, const void *x, int n) {
    return dot_q45_k_vnni((const uint8_t *)w, (const uint8_t *)x, n, 144, 0);
}

TARGET_VNNI static float dot_q5_k_vnni(const void *w, const void *x, int n) {
    return dot_q45_k_vnni((const uint8_t *)w, (const uint8_t *)x, n, 176, 1);
}

TARGET_VNNI static float dot_q6_k_vnni(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 210, b += Q8K_BYTES) {
        const int8_t *sc = (const int8_t *)a + 192;
        __m256i sumi = _mm256_setzero_si256();
        int32_t off = 0;
        for (int g = 0; g < 16; g++) off += sc[g] * q8k_bsum(b, g);
        for (int c = 0; c < 2; c++) {
            for (int k = 0; k < 4; k++) {
                const __m256i s = _mm256_dpbusd_epi32(_mm256_setzero_si256(), q6_k_quants_avx2(a, c, k),
                                                      _mm256_loadu_si256((const __m256i *)(q8k_qs(b) + 128 * c + 32 * k)));
                const int g = 8 * c + 2 * k; /* int32 lanes 0-3 hold the first 16 elements, 4-7 the next 16 */
                sumi = _mm256_add_epi32(sumi, _mm256_mullo_epi32(s, _mm256_set_m128i(_mm_set1_epi32(sc[g + 1]), _mm_set1_epi32(sc[g]))));
            }
        }
        sum += rd_f32(b) * fp16_avx(rd16(a + 208)) * (float)(hsum_i32_avx2(sumi) - 32 * off);
    }
    return sum;
}

/* Q4_1, Q5_1: unsigned values straight into vpdpbusd. */
TARGET_VNNI static float dot_dm_vnni(const uint8_t *a, const uint8_t *b, int n, int five) {
    __m256 acc = _mm256_setzero_ps();
    float summ = 0;
    for (int i = 0; i < n / 32; i++, a += five ? 24 : 20, b += 36) {
        const __m256i s = _mm256_dpbusd_epi32(_mm256_setzero_si256(), dm_quants_avx2(a, five), _mm256_loadu_si256((const __m256i *)(b + 4)));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), _mm256_cvtepi32_ps(s), acc);
        summ += fp16_avx(rd16(a + 2)) * fp16_avx(rd16(b + 2));
    }
    return hsum_avx(acc) + summ;
}

TARGET_VNNI static float dot_q4_1_vnni(const void *w, const void *x, int n) {
    return dot_dm_vnni((const uint8_t *)w, (const uint8_t *)x, n, 0);
}

TARGET_VNNI static float dot_q5_1_vnni(const void *w, const void *x, int n) {
    return dot_dm_vnni((const uint8_t *)w, (const uint8_t *)x, n, 1);
}

TARGET_VNNI static float dot_q5_0_vnni(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 32; i++, a += 22, b += 34) {
        const __m256i hi = _mm256_andnot_si256(bits_to_bytes_avx2(a + 2), _mm256_set1_epi8((char)0xF0));
        const __m256i s = dpbssd_vnni(_mm256_setzero_si256(), _mm256_or_si256(nibbles_avx2(a + 6), hi), _mm256_loadu_si256((const __m256i *)(b + 2)));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(fp16_avx(rd16(a)) * fp16_avx(rd16(b))), _mm256_cvtepi32_ps(s), acc);
    }
    return hsum_avx(acc);
}

TARGET_VNNI static float dot_lut32_vnni(const uint8_t *a, const uint8_t *b, int n, int bytes, const int8_t *lut, int e8m0) {
    const __m256i t = lut16_avx2(lut);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / 32; i++, a += bytes, b += 34) {
        const __m256i q = _mm256_shuffle_epi8(t, nibbles_avx2(a + bytes - 16));
        const float dw = e8m0 ? e8m0_half(a[0]) : fp16_avx(rd16(a));
        const __m256i s = dpbssd_vnni(_mm256_setzero_si256(), q, _mm256_loadu_si256((const __m256i *)(b + 2)));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dw * fp16_avx(rd16(b))), _mm256_cvtepi32_ps(s), acc);
    }
    return hsum_avx(acc);
}

TARGET_VNNI static float dot_iq4_nl_vnni(const void *w, const void *x, int n) {
    return dot_lut32_vnni((const uint8_t *)w, (const uint8_t *)x, n, 18, kvalues_iq4nl, 0);
}

TARGET_VNNI static float dot_mxfp4_vnni(const void *w, const void *x, int n) {
    return dot_lut32_vnni((const uint8_t *)w, (const uint8_t *)x, n, 17, kvalues_mxfp4, 1);
}

TARGET_VNNI static float dot_iq4_xs_vnni(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const __m256i t = lut16_avx2(kvalues_iq4nl);
    __m256 acc = _mm256_setzero_ps();
    for (int i = 0; i < n / QK_K; i++, a += 136, b += Q8K_BYTES) {
        const int sh = rd16(a + 2);
        __m256i sumi = _mm256_setzero_si256();
        for (int ib = 0; ib < 8; ib++) {
            const int ls = (((a[4 + ib / 2] >> (4 * (ib % 2))) & 15) | ((sh >> (2 * ib)) & 3) << 4) - 32;
            const __m256i q = _mm256_shuffle_epi8(t, nibbles_avx2(a + 8 + 16 * ib));
            const __m256i s = dpbssd_vnni(_mm256_setzero_si256(), q, _mm256_loadu_si256((const __m256i *)(q8k_qs(b) + 32 * ib)));
            sumi = _mm256_add_epi32(sumi, _mm256_mullo_epi32(s, _mm256_set1_epi32(ls)));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(rd_f32(b) * fp16_avx(rd16(a))), _mm256_cvtepi32_ps(sumi), acc);
    }
    return hsum_avx(acc);
}

/* ---- tiles for prompt processing: nr <= 4 weight rows (w, w + ws, ...) times nt <= 4 activation rows
 * x[0..nt), out[4 * r + t]. Each weight block is unpacked once per tile and each activation block read
 * once per tile, in 512-bit registers (two 32-element blocks, or a quarter of a 256-element block, per
 * register); the integer sums are the scalar kernels', only the float order differs. ---- */


/* R x T with R, T constants after inlining: 4 x 2 or 4 x 4 when nr is 4, else rows one by one (1 x 1,
 * 1 x 2, 1 x 4). A missing token repeats the last one; its results land in out's unused columns. Few
 * shapes keep the code (and its compile time) small. */
#if defined(MOE_SANITIZED) /* sanitizer builds: one shape each (the same kernels, padded) */
#define TILE_SANITIZED 1
#else
#define TILE_SANITIZED 0
#endif
#define TILE_BODY_CALLS(body, ...)                                                                      \
    do {                                                                                                \
        const uint8_t *xs_[4];                                                                          \
        for (int t_ = 0; t_ < 4; t_++) xs_[t_] = x[MOE_MIN(t_, nt - 1)];                                \
        if (nr == 4) {                                                                                  \
            if (nt == 1 && !TILE_SANITIZED) body(w, ws, xs_, n, out, 4, 1, __VA_ARGS__);                \
            else if (nt <= 2 && !TILE_SANITIZED) body(w, ws, xs_, n, out, 4, 2, __VA_ARGS__);           \
            else body(w, ws, xs_, n, out, 4, 4, __VA_ARGS__);                                           \
        } else {                                                                                        \
            for (int r_ = 0; r_ < nr; r_++) {                                                           \
                if (nt == 1 && !TILE_SANITIZED) body(w + r_ * ws, ws, xs_, n, out + 4 * r_, 1, 1, __VA_ARGS__); \
                else if (nt == 2 && !TILE_SANITIZED) body(w + r_ * ws, ws, xs_, n, out + 4 * r_, 1, 2, __VA_ARGS__); \
                else body(w + r_ * ws, ws, xs_, n, out + 4 * r_, 1, 4, __VA_ARGS__);                    \
            }                                                                                           \
        }                                                                                               \
    } while (0)

/* Attention's small products (attn_qk_avx2, attn_pv_avx2) with 16 floats per register, on F32 rows or
 * (attn_qk_h, attn_pv_h) on F16 rows converted as they are loaded: `f16` a constant after inlining. Key
 * and value rows are ks (vs) elements apart. */
TARGET_VNNI static inline __m512 attn_load_vnni(const void *row, size_t i, const int f16) {
    if (f16) return _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)((const uint16_t *)row + i)));
    return _mm512_loadu_ps((const float *)row + i);
}

/* Scores: R query rows x J (4 or 1) key rows per block; a row's four sums are reduced together (one
 * interleaved tree, not four). */
TARGET_VNNI static inline __attribute__((always_inline)) void attn_qk_block_vnni(const float *q, const void *k, size_t ks, int hd, float scale,
                                                                                  float *s, size_t ss, const int R, const int J, const int f16) {
    __m512 acc[4][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int j = 0; j < J; j++) acc[r][j] = _mm512_setzero_ps();
    for (int d = 0; d < hd; d += 16) {
        __m512 kv[4];
        UNROLL4 for (int j = 0; j < J; j++) kv[j] = attn_load_vnni(k, (size_t)j * ks + d, f16);
        UNROLL4 for (int r = 0; r < R; r++) {
            const __m512 qv = _mm512_loadu_ps(q + (size_t)r * hd + d);
            UNROLL4 for (int j = 0; j < J; j++) acc[r][j] = _mm512_fmadd_ps(qv, kv[j], acc[r][j]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++) {
        if (J == 1) {
            s[(size_t)r * ss] = _mm512_reduce_add_ps(acc[r][0]) * scale;
            continue;
        }
        const __m512 a01 = _mm512_add_ps(_mm512_unpacklo_ps(acc[r][0], acc[r][1]), _mm512_unpackhi_ps(acc[r][0], acc[r][1]));
        const __m512 a23 = _mm512_add_ps(_mm512_unpacklo_ps(acc[r][2], acc[r][3]), _mm512_unpackhi_ps(acc[r][2], acc[r][3]));
        const __m512d lo = _mm512_unpacklo_pd(_mm512_castps_pd(a01), _mm512_castps_pd(a23)),
                      hi = _mm512_unpackhi_pd(_mm512_castps_pd(a01), _mm512_castps_pd(a23));
        const __m512 b = _mm512_add_ps(_mm512_castpd_ps(lo), _mm512_castpd_ps(hi)); /* keys 0..3 in each 128-bit lane */
        const __m256 c = _mm256_add_ps(_mm512_castps512_ps256(b), _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(b), 1)));
        const __m128 e = _mm_add_ps(_mm256_castps256_ps128(c), _mm256_extractf128_ps(c, 1));
        _mm_storeu_ps(s + (size_t)r * ss, _mm_mul_ps(e, _mm_set1_ps(scale)));
    }
}

/* R query rows against every key: blocks of 4 keys, then one at a time */
TARGET_VNNI static inline __attribute__((always_inline)) void attn_qk_keys_vnni(const float *q, const void *k, size_t ks, int nk, int hd, float scale,
                                                                                 float *s, size_t ss, const int R, const int f16) {
    const size_t row = ks * (f16 ? 2 : 4);
    int j = 0;
    for (; j + 4 <= nk; j += 4) attn_qk_block_vnni(q, (const uint8_t *)k + j * row, ks, hd, scale, s + j, ss, R, 4, f16);
    for (; j < nk; j++) attn_qk_block_vnni(q, (const uint8_t *)k + j * row, ks, hd, scale, s + j, ss, R, 1, f16);
}

/* head width a multiple of 16 */
TARGET_VNNI static inline __attribute__((always_inline)) void attn_qk_rows_vnni(const float *q, int M, const void *k, size_t ks, int nk, int hd,
                                                                                 float scale, float *s, size_t ss, const int f16) {
    int m = 0;
    for (; m + 4 <= M; m += 4) attn_qk_keys_vnni(q + (size_t)m * hd, k, ks, nk, hd, scale, s + (size_t)m * ss, ss, 4, f16);
    for (; m < M; m++) attn_qk_keys_vnni(q + (size_t)m * hd, k, ks, nk, hd, scale, s + (size_t)m * ss, ss, 1, f16);
}

TARGET_VNNI static void attn_qk_vnni(const float *q, int M, const float *k, int nk, int hd, float scale, float *s, size_t ss) {
    if (hd % 16) attn_qk_avx2(q, M, k, nk, hd, scale, s, ss); /* a head width that is not a multiple of 16 */
    else attn_qk_rows_vnni(q, M, k, (size_t)hd, nk, hd, scale, s, ss, 0);
}

TARGET_VNNI static void attn_qk_h_vnni(const float *q, int M, const uint16_t *k, size_t ks, int nk, int hd, float scale, float *s, size_t ss) {
    attn_qk_rows_vnni(q, M, k, ks, nk, hd, scale, s, ss, 1);
}

/* Values: R output rows x 32 floats of the head per block, over every value row. */
TARGET_VNNI static inline __attribute__((always_inline)) void attn_pv_block_vnni(const float *p, size_t ps, const void *v, size_t vs, int nk,
                                                                                  int hd, float *out, const int R, const int f16) {
    __m512 acc[4][2];
    UNROLL4 for (int r = 0; r < R; r++) {
        acc[r][0] = _mm512_loadu_ps(out + (size_t)r * hd);
        acc[r][1] = _mm512_loadu_ps(out + (size_t)r * hd + 16);
    }
    for (int j = 0; j < nk; j++) {
        const __m512 v0 = attn_load_vnni(v, (size_t)j * vs, f16), v1 = attn_load_vnni(v, (size_t)j * vs + 16, f16);
        UNROLL4 for (int r = 0; r < R; r++) {
            const __m512 w = _mm512_set1_ps(p[(size_t)r * ps + (size_t)j]);
            acc[r][0] = _mm512_fmadd_ps(w, v0, acc[r][0]);
            acc[r][1] = _mm512_fmadd_ps(w, v1, acc[r][1]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++) {
        _mm512_storeu_ps(out + (size_t)r * hd, acc[r][0]);
        _mm512_storeu_ps(out + (size_t)r * hd + 16, acc[r][1]);
    }
}

/* head width a multiple of 32; a strip of 32 floats of every value row stays in L1 for all rows */
TARGET_VNNI static inline __attribute__((always_inline)) void attn_pv_rows_vnni(const float *p, size_t ps, int M, const void *v, size_t vs, int nk,
                                                                                 int hd, float *out, const int f16) {
    const size_t el = f16 ? 2 : 4;
    for (int d = 0; d < hd; d += 32)
        for (int m = 0; m < M; m += 4) {
            const int R = MOE_MIN(4, M - m);
            const uint8_t *vd = (const uint8_t *)v + (size_t)d * el;
            if (R == 4) attn_pv_block_vnni(p + (size_t)m * ps, ps, vd, vs, nk, hd, out + (size_t)m * hd + d, 4, f16);
            else
                for (int r = 0; r < R; r++)
                    attn_pv_block_vnni(p + (size_t)(m + r) * ps, ps, vd, vs, nk, hd, out + (size_t)(m + r) * hd + d, 1, f16);
        }
}

TARGET_VNNI static void attn_pv_vnni(const float *p, size_t ps, int M, const float *v, int nk, int hd, float *out) {
    if (hd % 32) attn_pv_avx2(p, ps, M, v, nk, hd, out); /* a head width that is not a multiple of 32 */
    else attn_pv_rows_vnni(p, ps, M, v, (size_t)hd, nk, hd, out, 0);
}

TARGET_VNNI static void attn_pv_h_vnni(const float *p, size_t ps, int M, const uint16_t *v, size_t vs, int nk, int hd, float *out) {
    attn_pv_rows_vnni(p, ps, M, v, vs, nk, hd, out, 1);
}

/* two 256-bit halves as one 512-bit register */
TARGET_VNNI static inline __m512i join_vnni(__m256i lo, __m256i hi) { return _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1); }

TARGET_VNNI static inline __m512 join_ps_vnni(float lo, float hi) {
    return _mm512_castpd_ps(_mm512_insertf64x4(_mm512_castpd256_pd512(_mm256_castps_pd(_mm256_set1_ps(lo))), _mm256_castps_pd(_mm256_set1_ps(hi)), 1));
}

/* A 32-element block as 32 unsigned bytes u = q + off, off being 8 (Q4_0), 16 (Q5_0) or 128 (the
 * others), and its weight scale. */
TARGET_VNNI static inline __attribute__((always_inline)) __m256i b32_unsigned_vnni(const uint8_t *a, uint32_t type, float *d) {
    const __m256i flip = _mm256_set1_epi8((char)0x80);
    switch (type) {
    case T_Q4_0: *d = fp16_avx(rd16(a)); return nibbles_avx2(a + 2);
    case T_Q5_0: *d = fp16_avx(rd16(a)); return _mm256_or_si256(nibbles_avx2(a + 6), _mm256_and_si256(bits_to_bytes_avx2(a + 2), _mm256_set1_epi8(16)));
    case T_IQ4_NL: *d = fp16_avx(rd16(a)); return _mm256_xor_si256(_mm256_shuffle_epi8(lut16_avx2(kvalues_iq4nl), nibbles_avx2(a + 2)), flip);
    case T_MXFP4: *d = e8m0_half(a[0]); return _mm256_xor_si256(_mm256_shuffle_epi8(lut16_avx2(kvalues_mxfp4), nibbles_avx2(a + 1)), flip);
    default: *d = fp16_avx(rd16(a)); return _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(a + 2)), flip); /* Q8_0 */
    }
}

/* 32-element types against Q8_0, two blocks per register: sum(u * y) - off * sum(y) per block, the second
 * term once per activation block (as the accumulator vpdpbusd starts from). An odd last block pairs with
 * zero activations. */
TARGET_VNNI static inline __attribute__((always_inline)) void tile_b32_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                             float *out, const int R, const int T, uint32_t type) {
    const int bytes = type == T_Q4_0 || type == T_IQ4_NL ? 18 : type == T_Q5_0 ? 22 : type == T_MXFP4 ? 17 : 34;
    const __m512i off = _mm512_set1_epi8((char)(type == T_Q4_0 ? 8 : type == T_Q5_0 ? 16 : 0x80));
    const int nb = n / 32;
    __m512 acc[4][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) acc[r][t] = _mm512_setzero_ps();
    for (int i = 0; i < nb; i += 2) {
        const int two = i + 1 < nb;
        __m512i y[4], base[4];
        __m512 dy[4];
        UNROLL4 for (int t = 0; t < T; t++) {
            const uint8_t *b = x[t] + (size_t)34 * i;
            const __m256i y0 = _mm256_loadu_si256((const __m256i *)(b + 2));
            y[t] = join_vnni(y0, two ? _mm256_loadu_si256((const __m256i *)(b + 36)) : _mm256_setzero_si256());
            base[t] = _mm512_sub_epi32(_mm512_setzero_si512(), _mm512_dpbusd_epi32(_mm512_setzero_si512(), off, y[t]));
            dy[t] = join_ps_vnni(fp16_avx(rd16(b)), two ? fp16_avx(rd16(b + 34)) : 0.0f);
        }
        if (T == 1) tile_prefetch_step(w, R, (size_t)(2 * bytes), i / 2);
        UNROLL4 for (int r = 0; r < R; r++) {
            const uint8_t *a = w + (size_t)r * ws + (size_t)bytes * i;
            float d0, d1 = 0;
            const __m256i u0 = b32_unsigned_vnni(a, type, &d0);
            const __m512i u = join_vnni(u0, two ? b32_unsigned_vnni(a + bytes, type, &d1) : u0);
            const __m512 dw = join_ps_vnni(d0, d1);
            UNROLL4 for (int t = 0; t < T; t++)
                acc[r][t] = _mm512_fmadd_ps(_mm512_mul_ps(dw, dy[t]), _mm512_cvtepi32_ps(_mm512_dpbusd_epi32(base[t], u, y[t])), acc[r][t]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) out[4 * r + t] = _mm512_reduce_add_ps(acc[r][t]);
}

TARGET_VNNI static void tile_q8_0_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_b32_vnni, T_Q8_0);
}

/* Q8_0 against one Q8_0 token (decode), two blocks per 512-bit register: a word permute gathers the two
 * blocks' quants out of the 68 bytes they span, the weights are made unsigned by flipping their sign bit
 * (w + 128) for vpdpbusd, and the token's 128 * sum(y) is taken off once per pass (each lane starts from
 * -128 times its four y). Each row requests its own bytes Q8_ROW_AHEAD groups of 136 ahead (past a row's
 * end: the same place in the rows of the next pass), which read memory better than the tiles' address-order
 * stream here (measured on Zen 5, 2 threads, 256 MB: 8 rows 36-37 GB/s, 4 rows 32, address order 27, a dot
 * per row 31; OLMoE Q8_0 decode +10-15% over the dot per row, 6 interleaved runs). */
enum { Q8_ROW_AHEAD = 3 };
TARGET_VNNI static inline __attribute__((always_inline)) void tile_q8_0_one_body_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int n,
                                                                                       float *out, int os, const int R) {
    const __m512i flip = _mm512_set1_epi8((char)0x80);
    /* word indices into (load at 0, load 4 bytes on): block 0's quants from the first, block 1's from the
     * second; its scales (words 0 and 17) in the low 16 words, 8 each */
    static const int16_t wq[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63 };
    static const int16_t wd[32] = { 0, 0, 0, 0, 0, 0, 0, 0, 17, 17, 17, 17, 17, 17, 17, 17 };
    const __m512i q_idx = _mm512_loadu_si512(wq), d_idx = _mm512_loadu_si512(wd);
    const int ng = n / 128;
    __m512 acc[8];
    UNROLL8 for (int r = 0; r < R; r++) acc[r] = _mm512_setzero_ps();
    for (int g = 0; g < ng; g++) {
        __m512i y[2], base[2];
        __m512 dy[2];
        UNROLL4 for (int h = 0; h < 2; h++) {
            const uint8_t *b = x + (size_t)136 * g + 68 * h;
            const __m512i b0 = _mm512_loadu_si512(b);
            y[h] = _mm512_permutex2var_epi16(b0, q_idx, _mm512_loadu_si512(b + 4));
            base[h] = _mm512_sub_epi32(_mm512_setzero_si512(), _mm512_dpbusd_epi32(_mm512_setzero_si512(), flip, y[h]));
            dy[h] = _mm512_cvtph_ps(_mm512_castsi512_si256(_mm512_permutexvar_epi16(d_idx, b0)));
        }
        rows_prefetch_step(w, ws, R, 136, ng, g, Q8_ROW_AHEAD);
        UNROLL8 for (int r = 0; r < R; r++)
            UNROLL4 for (int h = 0; h < 2; h++) {
                const uint8_t *a = w + (size_t)r * ws + (size_t)136 * g + 68 * h;
                const __m512i a0 = _mm512_loadu_si512(a);
                const __m512i q = _mm512_xor_si512(_mm512_permutex2var_epi16(a0, q_idx, _mm512_loadu_si512(a + 4)), flip);
                const __m512 dw = _mm512_cvtph_ps(_mm512_castsi512_si256(_mm512_permutexvar_epi16(d_idx, a0)));
                acc[r] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(_mm512_dpbusd_epi32(base[h], q, y[h])), _mm512_mul_ps(dw, dy[h]), acc[r]);
            }
    }
    UNROLL8 for (int r = 0; r < R; r++) out[os * r] = _mm512_reduce_add_ps(acc[r]);
}

/* Q4_0 against one Q8_0 token (decode), four blocks (128 elements) per 512-bit register: word permutes
 * gather the four blocks' packed nibbles and their scales (each repeated over the block's four int32 lanes)
 * out of the 72 bytes they span (every field starts at an even byte), so no scale takes a scalar
 * conversion. The token is gathered to match once per run of rows (q4_0_token_order: its low and high
 * halves, 8 x their sums taken off in advance, its scales as floats; 256 bytes per 128 values), then
 * Q4_0_ROWS rows a pass read it. Each row requests its own bytes Q4_0_ROW_AHEAD groups of 72 ahead (past a
 * row's end: the same place in the rows of the next pass, so the thread's requests run about 9 KiB ahead).
 * Measured on Zen 5, OLMoE Q4_0, 2 threads. Paired runs of one binary each (tg32, medians of 6, two sets):
 * the token gathered per pass of 8 rows, 12 groups ahead (before): 58.4 / 58.1 t/s; gathered once, 16 rows,
 * 12 ahead: 59.1; 16 rows, 8 ahead: 63.2 / 70.0; 6 or 10 ahead: 62.9, 61.1; 12 rows, 8 ahead: 61.5; 16 rows
 * with no requests ahead: 41.2 (the hardware's prefetch alone). The old and the new kernel swapped token by
 * token within one run (tg128, 11 runs): new/old 0.97-1.08, mean 1.04, where the same kernel under both
 * names gave 0.96-1.05, mean 1.01; the gain is larger when memory is fast. In L1 the 16-row passes compute
 * about 10% slower than 8 (41-42 against 45-50 GB/s a thread): the memory streams are what count. */
enum { Q4_0_ROWS = 16, Q4_0_ROW_AHEAD = 8 };
typedef struct q4_0_token { __m512i lo, hi, base; __m512 d; } q4_0_token;

TARGET_VNNI static void q4_0_token_order(const uint8_t *x, int ng, q4_0_token *t) {
    /* word indices into (at 0, at 64) or (at 8, at 72) of the token's 136 bytes: quants, then scales */
    static const int16_t yl[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 18, 19, 20, 21, 22, 23, 24, 25, 35, 36, 37, 38, 39, 40, 41, 42, 52, 53, 54, 55, 56, 57, 58, 59 };
    static const int16_t yh[32] = { 5, 6, 7, 8, 9, 10, 11, 12, 22, 23, 24, 25, 26, 27, 28, 29, 39, 40, 41, 42, 43, 44, 45, 46, 56, 57, 58, 59, 60, 61, 62, 63 };
    static const int16_t yd[32] = { 0, 0, 0, 0, 17, 17, 17, 17, 34, 34, 34, 34, 51, 51, 51, 51 };
    const __m512i y_lo = _mm512_loadu_si512(yl), y_hi = _mm512_loadu_si512(yh), y_scale = _mm512_loadu_si512(yd);
    const __m512i eight = _mm512_set1_epi8(8), zero = _mm512_setzero_si512();
    for (int g = 0; g < ng; g++) {
        const uint8_t *b = x + (size_t)136 * g;
        const __m512i b0 = _mm512_loadu_si512(b), b64 = _mm512_loadu_si512(b + 64);
        t[g].lo = _mm512_permutex2var_epi16(b0, y_lo, b64);
        t[g].hi = _mm512_permutex2var_epi16(_mm512_loadu_si512(b + 8), y_hi, _mm512_loadu_si512(b + 72));
        t[g].d = _mm512_cvtph_ps(_mm512_castsi512_si256(_mm512_permutex2var_epi16(b0, y_scale, b64)));
        /* the weights are read unsigned (q + 8): 8 x sum(y) comes off, per block lane */
        t[g].base = _mm512_sub_epi32(zero, _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(zero, eight, t[g].lo), eight, t[g].hi));
    }
}

TARGET_VNNI static inline __attribute__((always_inline)) void rows_q4_0_one_vnni(const uint8_t *w, size_t ws, const q4_0_token *t, int ng,
                                                                                  float *out, const int R) {
    const __m512i m4 = _mm512_set1_epi8(15);
    /* word indices into (load at 0, load 8 bytes on) of 72 weight bytes: nibbles, then scales */
    static const int16_t wn[32] = { 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26, 56, 57, 58, 59, 60, 61, 62, 63 };
    static const int16_t wsc[32] = { 0, 0, 0, 0, 9, 9, 9, 9, 18, 18, 18, 18, 27, 27, 27, 27 };
    const __m512i w_nib = _mm512_loadu_si512(wn), w_scale = _mm512_loadu_si512(wsc);
    __m512 acc[Q4_0_ROWS];
    UNROLL16 for (int r = 0; r < R; r++) acc[r] = _mm512_setzero_ps();
    for (int g = 0; g < ng; g++) {
        const __m512i ylo = t[g].lo, yhi = t[g].hi, base = t[g].base;
        const __m512 dy = t[g].d;
        rows_prefetch_step(w, ws, R, 72, ng, g, Q4_0_ROW_AHEAD);
        UNROLL16 for (int r = 0; r < R; r++) {
            const uint8_t *a = w + (size_t)r * ws + (size_t)72 * g;
            const __m512i a0 = _mm512_loadu_si512(a), q = _mm512_permutex2var_epi16(a0, w_nib, _mm512_loadu_si512(a + 8));
            const __m512 dw = _mm512_cvtph_ps(_mm512_castsi512_si256(_mm512_permutexvar_epi16(w_scale, a0)));
            __m512i s = _mm512_dpbusd_epi32(base, _mm512_and_si512(q, m4), ylo);
            s = _mm512_dpbusd_epi32(s, _mm512_and_si512(_mm512_srli_epi16(q, 4), m4), yhi);
            acc[r] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(dw, dy), acc[r]);
        }
    }
    UNROLL16 for (int r = 0; r < R; r++) out[r] = _mm512_reduce_add_ps(acc[r]);
}

/* One token over a run of rows, n a multiple of 128: the gathered token lives on the stack, TOKEN_SEGMENT
 * values at a time; wider rows go in segments whose results add up. */
enum { TOKEN_SEGMENT = 8192 };
TARGET_VNNI static void rows_one_q4_0_g128_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    q4_0_token t[TOKEN_SEGMENT / 128];
    for (int c = 0; c < n; c += TOKEN_SEGMENT) {
        const int ng = MOE_MIN(TOKEN_SEGMENT, n - c) / 128;
        const uint8_t *wc = w + (size_t)c / 32 * 18;
        q4_0_token_order(x + (size_t)c / 32 * 34, ng, t);
        int r = 0;
        float v[Q4_0_ROWS];
        for (; r < nrows; r += Q4_0_ROWS) {
            const int nr = MOE_MIN(Q4_0_ROWS, nrows - r);
            if (nr == Q4_0_ROWS) rows_q4_0_one_vnni(wc + (size_t)r * ws, ws, t, ng, v, Q4_0_ROWS);
            else { /* the last rows of a run that is not a multiple of 16 (the engine's runs are) */
                int k = 0;
                for (; k + 4 <= nr; k += 4) rows_q4_0_one_vnni(wc + (size_t)(r + k) * ws, ws, t, ng, v + k, 4);
                for (; k < nr; k++) rows_q4_0_one_vnni(wc + (size_t)(r + k) * ws, ws, t, ng, v + k, 1);
            }
            for (int k = 0; k < nr; k++) out[r + k] = c ? out[r + k] + v[k] : v[k];
        }
    }
}

TARGET_VNNI static void tile_q4_0_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    if (nt == 1 && n % 128 == 0) {
        float v[4];
        rows_one_q4_0_g128_vnni(w, ws, x[0], nr, n, v);
        for (int r = 0; r < nr; r++) out[4 * r] = v[r];
        return;
    }
    TILE_BODY_CALLS(tile_b32_vnni, T_Q4_0);
}

TARGET_VNNI static void tile_q5_0_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_b32_vnni, T_Q5_0);
}

TARGET_VNNI static void tile_iq4_nl_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_b32_vnni, T_IQ4_NL);
}

TARGET_VNNI static void tile_mxfp4_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_b32_vnni, T_MXFP4);
}

/* Q4_K/Q5_K's 8 scales (bytes 0..7) and 8 mins (bytes 8..15) from the 12 packed bytes, as k4_scales, for
 * the tiles of several tokens (one token unpacks four rows at once: k4_scales4_vnni). Built in two 64-bit
 * words, so only two cross to the vector unit (four 32-bit inserts took twice the vector operations and a
 * copy through the stack: the Q4_K one-token rows that then used it were 9% slower in L1). */
TARGET_VNNI static inline __m128i k4_scales_vnni(const uint8_t *s) {
    uint64_t lo;
    memcpy(&lo, s, 8);
    const uint32_t u2 = u32_at(s + 8);
    const uint64_t m1 = 0x3f3f3f3f3f3f3f3full, m2 = 0x0f0f0f0f0f0f0f0full, m3 = 0x0303030303030303ull;
    /* low words: bytes 0..3 of the scales and of the mins; high words: bytes 4..7 of each */
    const uint64_t low = lo & m1, high = (((uint64_t)u2 | (uint64_t)(u2 >> 4) << 32) & m2) | (((lo >> 6) & m3) << 4);
    return _mm_unpacklo_epi32(_mm_cvtsi64_si128((long long)low), _mm_cvtsi64_si128((long long)high));
}

/* Q4_K/Q5_K against Q8_K, a quarter (64 elements) per register: maddubs (pairs below 2^15: u < 32,
 * |y| <= 127) then vpdpwssd by the sub-block's scale into one int32 accumulator per row and token; the
 * mins once per super-block from the bsums. The scales are unpacked once per row and super-block. */
TARGET_VNNI static inline __attribute__((always_inline)) void tile_q45_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                               float *out, const int R, const int T, const int five) {
    const int bytes = five ? 176 : 144;
    const __m512i m4 = _mm512_set1_epi8(15), one = _mm512_set1_epi8(1);
    __m512 acc[4][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) acc[r][t] = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        __m512i isum[4][4], sc[4], mn[4];
        __m512 dd[4], dm[4];
        if (T == 1) tile_prefetch_step(w, R, (size_t)bytes, i);
        UNROLL4 for (int r = 0; r < R; r++) {
            const uint8_t *a = w + (size_t)r * ws + (size_t)bytes * i;
            const __m128i v = k4_scales_vnni(a + 4);
            sc[r] = _mm512_broadcast_i32x4(_mm_cvtepu8_epi16(v));                                /* the 8 scales as int16, in every lane */
            mn[r] = _mm512_castsi256_si512(_mm256_cvtepu8_epi16(_mm_unpackhi_epi8(v, v)));     /* m0, m0, m1, m1, ..., as the bsums pair */
            dd[r] = _mm512_set1_ps(fp16_avx(rd16(a)));
            dm[r] = _mm512_set1_ps(fp16_avx(rd16(a + 2)));
            UNROLL4 for (int t = 0; t < T; t++) isum[r][t] = _mm512_setzero_si512();
        }
        UNROLL4 for (int j = 0; j < 4; j++) {
            __m512i y[4];
            UNROLL4 for (int t = 0; t < T; t++) y[t] = _mm512_loadu_si512((const void *)(q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 64 * j));
            /* int16 scale 2j in the low 256 bits, 2j + 1 in the high */
            const __m512i pick = join_vnni(_mm256_set1_epi16((short)(0x0100 * (4 * j + 1) + 4 * j)), _mm256_set1_epi16((short)(0x0100 * (4 * j + 3) + 4 * j + 2)));
            UNROLL4 for (int r = 0; r < R; r++) {
                const uint8_t *a = w + (size_t)r * ws + (size_t)bytes * i;
                const __m256i raw = _mm256_loadu_si256((const __m256i *)(a + (five ? 48 : 16) + 32 * j));
                __m512i q = _mm512_and_si512(join_vnni(raw, _mm256_srli_epi16(raw, 4)), m4);
                if (five) {
                    const __m256i h = _mm256_loadu_si256((const __m256i *)(a + 16));
                    const __m512i hb = _mm512_srl_epi16(join_vnni(h, _mm256_srli_epi16(h, 1)), _mm_cvtsi32_si128(2 * j));
                    q = _mm512_or_si512(q, _mm512_slli_epi16(_mm512_and_si512(hb, one), 4));
                }
                const __m512i s = _mm512_shuffle_epi8(sc[r], pick);
                UNROLL4 for (int t = 0; t < T; t++) isum[r][t] = _mm512_dpwssd_epi32(isum[r][t], _mm512_maddubs_epi16(q, y[t]), s);
            }
        }
        UNROLL4 for (int t = 0; t < T; t++) {
            const uint8_t *b = x[t] + (size_t)Q8K_BYTES * i;
            const __m512 dy = _mm512_set1_ps(rd_f32(b));
            const __m512i bs = _mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)(b + 260)));
            UNROLL4 for (int r = 0; r < R; r++) {
                /* the upper half of the mins product is garbage times garbage: masked off */
                const __m512 mins = _mm512_maskz_cvtepi32_ps(0x00ff, _mm512_madd_epi16(mn[r], bs));
                acc[r][t] = _mm512_fmadd_ps(_mm512_mul_ps(dd[r], dy), _mm512_cvtepi32_ps(isum[r][t]), acc[r][t]);
                acc[r][t] = _mm512_fnmadd_ps(_mm512_mul_ps(dm[r], dy), mins, acc[r][t]);
            }
        }
    }
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) out[4 * r + t] = _mm512_reduce_add_ps(acc[r][t]);
}

/* Q4_K's scales and mins of four rows at once: `head` holds each row's first 16 bytes of a super-block (d,
 * dmin, the 12 packed bytes s0..s11) in 128-bit lane r; the result holds, in lane r, that row's 8 scales
 * (bytes 0..7) and 8 mins (bytes 8..15), as k4_scales. Seven vector operations for four rows, where
 * unpacking a row at a time in general registers (k4_scales_vnni) made the scales the costliest part of
 * the one-token kernel (without them it ran 13% faster in L1). */
TARGET_VNNI static inline __m512i k4_scales4_vnni(__m512i head) {
    /* low bits: s0..3 & 63 (scales 0..3) in bytes 0..3, s4..7 & 63 (mins 0..3) in bytes 8..11 */
    const __m512i low = _mm512_shuffle_epi8(head, _mm512_broadcast_i32x4(_mm_setr_epi8(4, 5, 6, 7, -1, -1, -1, -1, 8, 9, 10, 11, -1, -1, -1, -1)));
    /* scales/mins 4..7: the nibbles of s8..11 (low ones in bytes 4..7, high ones in 12..15) ... */
    const __m512i nib = _mm512_srlv_epi32(_mm512_shuffle_epi8(head, _mm512_broadcast_i32x4(_mm_setr_epi8(-1, -1, -1, -1, 12, 13, 14, 15, -1, -1, -1, -1, 12, 13, 14, 15))),
                                          _mm512_broadcast_i32x4(_mm_setr_epi32(0, 0, 0, 4)));
    /* ... and bits 4..5 from the top two bits of s0..3 (bytes 4..7) and of s4..7 (bytes 12..15) */
    const __m512i top = _mm512_srli_epi16(_mm512_shuffle_epi8(head, _mm512_broadcast_i32x4(_mm_setr_epi8(-1, -1, -1, -1, 4, 5, 6, 7, -1, -1, -1, -1, 8, 9, 10, 11))), 2);
    const __m512i high = _mm512_ternarylogic_epi32(_mm512_set1_epi8(0x0f), nib, top, 0xca);      /* 0x0f ? nib : top, bitwise */
    return _mm512_ternarylogic_epi32(low, high, _mm512_set1_epi8(0x3f), 0xa8);                  /* (low | high) & 0x3f */
}

/* Q4_K (five = 0) or Q5_K against one Q8_K token (decode), four rows (ws bytes apart; ws = 0 repeats one
 * row). Each row's super-block is two 64-byte loads whose low nibbles hold sub-blocks (0, 2) and (4, 6) and
 * high nibbles (1, 3) and (5, 7), so the kernel reads the token's values in that order (y_sub,
 * q4_k_token_order) and its d and bsums from x; Q5_K adds 16 where the sub-block's bit of the 32 high-bit
 * bytes is set (a byte test and a masked add per register). The rows' scales, mins, d and dmin are
 * unpacked together (lane r = row r) and their integer sums folded into one register (lane r) and scaled
 * there, so per row and super-block only the 16 operations of Q4_K's dot product itself remain, and the
 * four results come out of one register at the end. Measured on Zen 5 against the row-at-a-time form: 40 -> 46 GB/s a thread in L1 (rows of 2048),
 * 35 -> 44 (768); two threads streaming 128 MB each from memory 55 -> 66 GB/s (768), 58 -> 63 (2048);
 * Qwen3 decode, the two forms swapped token by token in one run: matrix products 0-9% faster (the host's
 * memory then read 52-57 GB/s, which bounds them). Q5_K in L1, against its 4-row tiles: 33 -> 42.5. */
TARGET_VNNI static inline __attribute__((always_inline)) void tile_q45_k_one4_vnni(const uint8_t *w, size_t ws, const uint8_t *x, const int8_t *y_sub, int n,
                                                                                    float *out, const int five) {
    const size_t bytes = five ? 176 : 144, qs = five ? 48 : 16;
    const __m512i m4 = _mm512_set1_epi8(15), zero = _mm512_setzero_si512(), sixteen = _mm512_set1_epi8(16);
    /* bit[k]: the high bit of register k's sub-blocks in each byte of Q5_K's qh, by halves as pick */
    const __m512i bit[4] = {join_vnni(_mm256_set1_epi8(1), _mm256_set1_epi8(4)), join_vnni(_mm256_set1_epi8(2), _mm256_set1_epi8(8)),
                            join_vnni(_mm256_set1_epi8(16), _mm256_set1_epi8(64)), join_vnni(_mm256_set1_epi8(32), _mm256_set1_epi8((char)-128))};
    /* pick[k]: the int16 scale of register k's sub-blocks, (0, 2), (1, 3), (4, 6), (5, 7) by halves */
    const __m512i pick[4] = {join_vnni(_mm256_set1_epi16((short)0x8000), _mm256_set1_epi16((short)0x8002)),
                             join_vnni(_mm256_set1_epi16((short)0x8001), _mm256_set1_epi16((short)0x8003)),
                             join_vnni(_mm256_set1_epi16((short)0x8004), _mm256_set1_epi16((short)0x8006)),
                             join_vnni(_mm256_set1_epi16((short)0x8005), _mm256_set1_epi16((short)0x8007))};
    const __m512i lane_d = _mm512_set_epi32(6, 6, 6, 6, 4, 4, 4, 4, 2, 2, 2, 2, 0, 0, 0, 0), lane_dmin = _mm512_add_epi32(lane_d, _mm512_set1_epi32(1));
    const __m512i first_dwords = _mm512_set_epi32(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 12, 8, 4, 0);
    __m512 acc = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        const uint8_t *b = x + (size_t)Q8K_BYTES * i, *a = w + bytes * i;
        const __m256 dy = _mm256_set1_ps(rd_f32(b));
        /* the bsums summed in pairs (one per 32 elements, as the mins), as int16 in every lane */
        const __m256i bs32 = _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(b + 260)), _mm256_set1_epi16(1));
        const __m512i bs = _mm512_broadcast_i32x4(_mm256_cvtepi32_epi16(bs32));
        __m512i y[4];
        UNROLL4 for (int j = 0; j < 4; j++) y[j] = _mm512_loadu_si512((const void *)(y_sub + QK_K * i + 64 * j));
        tile_prefetch_step(w, 4, bytes, i);
        __m512i head = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)a));
        head = _mm512_inserti32x4(head, _mm_loadu_si128((const __m128i *)(a + ws)), 1);
        head = _mm512_inserti32x4(head, _mm_loadu_si128((const __m128i *)(a + 2 * ws)), 2);
        head = _mm512_inserti32x4(head, _mm_loadu_si128((const __m128i *)(a + 3 * ws)), 3);
        const __m512i scmn = k4_scales4_vnni(head);
        /* row r's scales and mins in every lane */
        const __m512i sc[4] = {_mm512_shuffle_i32x4(scmn, scmn, 0x00), _mm512_shuffle_i32x4(scmn, scmn, 0x55),
                               _mm512_shuffle_i32x4(scmn, scmn, 0xaa), _mm512_shuffle_i32x4(scmn, scmn, 0xff)};
        __m512i isum[4];
        UNROLL4 for (int r = 0; r < 4; r++) {
            const uint8_t *ar = a + (size_t)r * ws;
            const __m512i qh = five ? _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(ar + 16))) : zero;
            isum[r] = zero;
            UNROLL4 for (int h = 0; h < 2; h++) {
                const __m512i raw = _mm512_loadu_si512((const void *)(ar + qs + 64 * h));
                __m512i lo = _mm512_and_si512(raw, m4), hi = _mm512_and_si512(_mm512_srli_epi16(raw, 4), m4);
                if (five) {
                    lo = _mm512_mask_add_epi8(lo, _mm512_test_epi8_mask(qh, bit[2 * h]), lo, sixteen);
                    hi = _mm512_mask_add_epi8(hi, _mm512_test_epi8_mask(qh, bit[2 * h + 1]), hi, sixteen);
                }
                isum[r] = _mm512_dpwssd_epi32(isum[r], _mm512_maddubs_epi16(lo, y[2 * h]), _mm512_shuffle_epi8(sc[r], pick[2 * h]));
                isum[r] = _mm512_dpwssd_epi32(isum[r], _mm512_maddubs_epi16(hi, y[2 * h + 1]), _mm512_shuffle_epi8(sc[r], pick[2 * h + 1]));
            }
        }
        /* the four rows' sums folded into one register, lane r = row r */
        const __m512i s01 = _mm512_add_epi32(_mm512_shuffle_i64x2(isum[0], isum[1], 0x44), _mm512_shuffle_i64x2(isum[0], isum[1], 0xee));
        const __m512i s23 = _mm512_add_epi32(_mm512_shuffle_i64x2(isum[2], isum[3], 0x44), _mm512_shuffle_i64x2(isum[2], isum[3], 0xee));
        const __m512i sums = _mm512_add_epi32(_mm512_shuffle_i64x2(s01, s23, 0x88), _mm512_shuffle_i64x2(s01, s23, 0xdd));
        const __m512i mins = _mm512_madd_epi16(_mm512_unpackhi_epi8(scmn, zero), bs);
        /* d0, dmin0, d1, dmin1, ... times the token's scale */
        const __m512 dd = _mm512_castps256_ps512(_mm256_mul_ps(_mm256_cvtph_ps(_mm512_castsi512_si128(_mm512_permutexvar_epi32(first_dwords, head))), dy));
        acc = _mm512_fmadd_ps(_mm512_permutexvar_ps(lane_d, dd), _mm512_cvtepi32_ps(sums), acc);
        acc = _mm512_fnmadd_ps(_mm512_permutexvar_ps(lane_dmin, dd), _mm512_cvtepi32_ps(mins), acc);
    }
    float v[16];
    _mm512_storeu_ps(v, acc);
    for (int r = 0; r < 4; r++) out[r] = (v[4 * r] + v[4 * r + 1]) + (v[4 * r + 2] + v[4 * r + 3]);
}

/* The Q8_K token's values by sub-blocks 0, 2, 1, 3, 4, 6, 5, 7 of each super-block (32 values each), as
 * tile_q45_k_one4_vnni reads them: arranged once per run of rows instead of once per four rows and
 * super-block (rows of 768, 16 rows a run, in L1: 3-9% faster; rows of 2048 within the host's noise). */
TARGET_VNNI static void q4_k_token_order(const uint8_t *x, int n_sub, int8_t *y_sub) {
    for (int i = 0; i < n_sub; i++) {
        const int8_t *q = q8k_qs(x + (size_t)Q8K_BYTES * i);
        const __m512i q01 = _mm512_loadu_si512((const void *)q), q23 = _mm512_loadu_si512((const void *)(q + 64));
        const __m512i q45 = _mm512_loadu_si512((const void *)(q + 128)), q67 = _mm512_loadu_si512((const void *)(q + 192));
        _mm512_storeu_si512((void *)(y_sub + QK_K * i), _mm512_shuffle_i64x2(q01, q23, 0x44));
        _mm512_storeu_si512((void *)(y_sub + QK_K * i + 64), _mm512_shuffle_i64x2(q01, q23, 0xee));
        _mm512_storeu_si512((void *)(y_sub + QK_K * i + 128), _mm512_shuffle_i64x2(q45, q67, 0x44));
        _mm512_storeu_si512((void *)(y_sub + QK_K * i + 192), _mm512_shuffle_i64x2(q45, q67, 0xee));
    }
}

/* One token over a run of rows with a four-row kernel that reads the token rearranged (`order`): the
 * rearranged token lives on the stack, TOKEN_SEGMENT values at a time; a wider row (a dense FFN's down
 * product) is done in segments whose results add up (the look-ahead then requests the row's next segment,
 * not the next rows: the hardware's prefetch is left to those). Always inlined, so `order` and `four`
 * are direct calls. */
typedef void (*token_order_fn)(const uint8_t *x, int n_sub, int8_t *y_sub);
typedef void (*rows4_fn)(const uint8_t *w, size_t ws, const uint8_t *x, const int8_t *y_sub, int n, float *out);
TARGET_VNNI static inline __attribute__((always_inline)) void rows_one_by_fours(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out,
                                                                             size_t block_bytes, token_order_fn order, rows4_fn four) {
    __m512i y_sub[TOKEN_SEGMENT / 64];
    for (int c = 0; c < n; c += TOKEN_SEGMENT) {
        const int width = MOE_MIN(TOKEN_SEGMENT, n - c);
        const uint8_t *wc = w + (size_t)c / QK_K * block_bytes, *xc = x + (size_t)c / QK_K * Q8K_BYTES;
        order(xc, width / QK_K, (int8_t *)y_sub);
        const int8_t *y = (const int8_t *)y_sub;
        int r = 0;
        for (; r + 4 <= nrows; r += 4) {
            float v[4];
            four(wc + (size_t)r * ws, ws, xc, y, width, v);
            for (int k = 0; k < 4; k++) out[r + k] = c ? out[r + k] + v[k] : v[k];
        }
        for (; r < nrows; r++) { /* a row left over: computed four times */
            float v[4];
            four(wc + (size_t)r * ws, 0, xc, y, width, v);
            out[r] = c ? out[r] + v[0] : v[0];
        }
    }
}

TARGET_VNNI static void tile_q4_k_one4_vnni(const uint8_t *w, size_t ws, const uint8_t *x, const int8_t *y_sub, int n, float *out) {
    tile_q45_k_one4_vnni(w, ws, x, y_sub, n, out, 0);
}

TARGET_VNNI static void tile_q5_k_one4_vnni(const uint8_t *w, size_t ws, const uint8_t *x, const int8_t *y_sub, int n, float *out) {
    tile_q45_k_one4_vnni(w, ws, x, y_sub, n, out, 1);
}

TARGET_VNNI static void rows_one_q4_k_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    rows_one_by_fours(w, ws, x, nrows, n, out, 144, q4_k_token_order, tile_q4_k_one4_vnni);
}

TARGET_VNNI static void rows_one_q5_k_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    rows_one_by_fours(w, ws, x, nrows, n, out, 176, q4_k_token_order, tile_q5_k_one4_vnni);
}

TARGET_VNNI static void tile_q4_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    if (nt == 1) {
        float v[4];
        rows_one_q4_k_vnni(w, ws, x[0], nr, n, v);
        for (int r = 0; r < nr; r++) out[4 * r] = v[r];
        return;
    }
    TILE_BODY_CALLS(tile_q45_k_vnni, 0);
}

/* One token over a run of rows (decode): W rows at a time, then 4, then one by one; out[r]. The rows of a
 * pass share each load and rearrangement of the token's blocks; how many rows read memory best depends on
 * the type (measured on Zen 5, 2 threads, 128-256 MB a thread): Q4_0 38-40 GB/s with 4 rows, 45 with 8
 * (its kernel now gathers the token once per run and takes 16: rows_one_q4_0_g128_vnni); Q4_K 49-50 with
 * 8, 56-57 with 4, 53-55 with 3, 5 or 6 (Qwen3 decode 74 -> 80 t/s, medians of 5), so its kernel
 * (rows_one_q4_k_vnni) takes four rows a pass and unpacks their scales together. Q8_0 takes 8. */
#define ROWS_ONE(name, body, W)                                                                                 \
    TARGET_VNNI static void name(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) { \
        int r = 0;                                                                                              \
        for (; r + W <= nrows; r += W) body(w + (size_t)r * ws, ws, x, n, out + r, 1, W);                       \
        for (; r + 4 <= nrows; r += 4) body(w + (size_t)r * ws, ws, x, n, out + r, 1, 4);                       \
        for (; r < nrows; r++) body(w + (size_t)r * ws, ws, x, n, out + r, 1, 1);                               \
    }
ROWS_ONE(rows_one_q8_0_body_vnni, tile_q8_0_one_body_vnni, 8)
#undef ROWS_ONE

/* Rows whose blocks do not come in fours (n not a multiple of 128): the type's 4-row tiles with one token,
 * which request the lines ahead as they go, as the run-of-rows kernels do. */
static void rows_one_by_tiles(vec_dot_tile_fn tile, const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    for (int r = 0; r < nrows; r += 4) {
        float v[16];
        const int nr = MOE_MIN(4, nrows - r);
        tile(w + (size_t)r * ws, ws, &x, nr, 1, n, v);
        for (int k = 0; k < nr; k++) out[r + k] = v[4 * k];
    }
}

TARGET_VNNI static void rows_one_q8_0_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    if (n % 128 == 0) rows_one_q8_0_body_vnni(w, ws, x, nrows, n, out);
    else rows_one_by_tiles(tile_q8_0_vnni, w, ws, x, nrows, n, out);
}

TARGET_VNNI static void rows_one_q4_0_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    if (n % 128 == 0) rows_one_q4_0_g128_vnni(w, ws, x, nrows, n, out);
    else rows_one_by_tiles(tile_q4_0_vnni, w, ws, x, nrows, n, out);
}

TARGET_VNNI static void tile_q5_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    if (nt == 1) {
        float v[4];
        rows_one_q5_k_vnni(w, ws, x[0], nr, n, v);
        for (int r = 0; r < nr; r++) out[4 * r] = v[r];
        return;
    }
    TILE_BODY_CALLS(tile_q45_k_vnni, 1);
}

/* Q6_K against Q8_K, a quarter per register: the unsigned 6-bit values u by maddubs (pairs below 2^15:
 * u < 64) and vpdpwssd by the scale of each 16, minus 32 * sum(sc * bsums) once per super-block. */
TARGET_VNNI static inline __attribute__((always_inline)) void tile_q6_k_body_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                              float *out, const int R, const int T, int unused) {
    (void)unused;
    const __m512i m4 = _mm512_set1_epi8(15), m2 = _mm512_set1_epi8(3);
    __m512 acc[4][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) acc[r][t] = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        __m512i isum[4][4], sc[4];
        __m256i sc32[4];
        __m512 dd[4];
        if (T == 1) tile_prefetch_step(w, R, 210, i);
        UNROLL4 for (int r = 0; r < R; r++) {
            const uint8_t *a = w + (size_t)r * ws + (size_t)210 * i;
            const __m256i s16 = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(a + 192)));
            sc[r] = _mm512_castsi256_si512(s16);
            sc32[r] = _mm256_slli_epi16(s16, 5);
            dd[r] = _mm512_set1_ps(fp16_avx(rd16(a + 208)));
            UNROLL4 for (int t = 0; t < T; t++) isum[r][t] = _mm512_setzero_si512();
        }
        UNROLL4 for (int j = 0; j < 4; j++) { /* elements 64j..64j+63: part c = j / 2, quarters 2(j % 2), +1 */
            const int c = j / 2, h = j % 2;
            __m512i y[4];
            UNROLL4 for (int t = 0; t < T; t++) y[t] = _mm512_loadu_si512((const void *)(q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 64 * j));
            /* the int16 scale of each 16 elements: groups 4j..4j+3, one per 128-bit lane */
            const long long g0 = (4 * j) * 0x0001000100010001ll, one16 = 0x0001000100010001ll;
            const __m512i pick = _mm512_set_epi64(g0 + 3 * one16, g0 + 3 * one16, g0 + 2 * one16, g0 + 2 * one16, g0 + one16, g0 + one16, g0, g0);
            UNROLL4 for (int r = 0; r < R; r++) {
                const uint8_t *a = w + (size_t)r * ws + (size_t)210 * i;
                const __m512i ql = _mm512_loadu_si512((const void *)(a + 64 * c));
                const __m512i lo = h ? _mm512_and_si512(_mm512_srli_epi16(ql, 4), m4) : _mm512_and_si512(ql, m4);
                const __m256i qh = _mm256_loadu_si256((const __m256i *)(a + 128 + 32 * c));
                const __m512i hb = join_vnni(_mm256_srli_epi16(qh, 4 * h), _mm256_srli_epi16(qh, 4 * h + 2));
                const __m512i q = _mm512_or_si512(lo, _mm512_slli_epi16(_mm512_and_si512(hb, m2), 4));
                const __m512i s = _mm512_permutexvar_epi16(pick, sc[r]);
                UNROLL4 for (int t = 0; t < T; t++) isum[r][t] = _mm512_dpwssd_epi32(isum[r][t], _mm512_maddubs_epi16(q, y[t]), s);
            }
        }
        UNROLL4 for (int t = 0; t < T; t++) {
            const uint8_t *b = x[t] + (size_t)Q8K_BYTES * i;
            const __m512 dy = _mm512_set1_ps(rd_f32(b));
            const __m256i bs = _mm256_loadu_si256((const __m256i *)(b + 260));
            UNROLL4 for (int r = 0; r < R; r++) {
                const __m512i s = _mm512_sub_epi32(isum[r][t], _mm512_zextsi256_si512(_mm256_madd_epi16(sc32[r], bs)));
                acc[r][t] = _mm512_fmadd_ps(_mm512_mul_ps(dd[r], dy), _mm512_cvtepi32_ps(s), acc[r][t]);
            }
        }
    }
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) out[4 * r + t] = _mm512_reduce_add_ps(acc[r][t]);
}

TARGET_VNNI static void tile_q6_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_q6_k_body_vnni, 0);
}

/* F32 weights (the routers) against F32 activations, 16 floats per register; a width that is not a
 * multiple of 16 finishes with masked loads. */
TARGET_VNNI static inline __attribute__((always_inline)) void tile_f32_body_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                             float *out, const int R, const int T, int unused) {
    (void)unused;
    __m512 acc[4][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) acc[r][t] = _mm512_setzero_ps();
    for (int i = 0; i < n; i += 16) {
        const __mmask16 k = n - i >= 16 ? (__mmask16)0xffff : (__mmask16)((1u << (n - i)) - 1);
        __m512 xv[4];
        UNROLL4 for (int t = 0; t < T; t++) xv[t] = _mm512_maskz_loadu_ps(k, (const float *)(const void *)x[t] + i);
        UNROLL4 for (int r = 0; r < R; r++) {
            const __m512 wv = _mm512_maskz_loadu_ps(k, (const float *)(const void *)(w + (size_t)r * ws) + i);
            UNROLL4 for (int t = 0; t < T; t++) acc[r][t] = _mm512_fmadd_ps(wv, xv[t], acc[r][t]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) out[4 * r + t] = _mm512_reduce_add_ps(acc[r][t]);
}

TARGET_VNNI static void tile_f32_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_f32_body_vnni, 0);
}

/* IQ4_XS against Q8_K, two sub-blocks per register: the table values' magnitudes by maddubs against y with
 * their signs (pairs below 2^15: |v|, |y| <= 127), vpdpwssd by the 6-bit scale of each 32. */
TARGET_VNNI static inline __attribute__((always_inline)) void tile_iq4_xs_body_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                                     float *out, const int R, const int T, int unused) {
    (void)unused;
    const __m512i lut = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)kvalues_iq4nl)), m4 = _mm512_set1_epi8(15);
    __m512 acc[4][4];
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) acc[r][t] = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        __m512i isum[4][4], ls[4];
        __m512 dd[4];
        if (T == 1) tile_prefetch_step(w, R, 136, i);
        UNROLL4 for (int r = 0; r < R; r++) {
            const uint8_t *a = w + (size_t)r * ws + (size_t)136 * i;
            /* the 8 scales as int16, in every 128-bit lane: nibble ib of scales_l, bits 2ib of scales_h above it, minus 32 */
            const __m128i lo4 = _mm_shuffle_epi8(_mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)u32_at(a + 4))), _mm_setr_epi8(0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 7, 6, 7));
            const __m128i hi = _mm_srlv_epi16(_mm_set1_epi16((short)rd16(a + 2)), _mm_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14));
            const __m128i v = _mm_sub_epi16(_mm_or_si128(_mm_and_si128(_mm_srlv_epi16(lo4, _mm_setr_epi16(0, 4, 0, 4, 0, 4, 0, 4)), _mm_set1_epi16(15)),
                                                         _mm_slli_epi16(_mm_and_si128(hi, _mm_set1_epi16(3)), 4)), _mm_set1_epi16(32));
            ls[r] = _mm512_broadcast_i32x4(v);
            dd[r] = _mm512_set1_ps(fp16_avx(rd16(a)));
            UNROLL4 for (int t = 0; t < T; t++) isum[r][t] = _mm512_setzero_si512();
        }
        UNROLL4 for (int j = 0; j < 4; j++) { /* sub-blocks 2j, 2j + 1 */
            __m512i y[4];
            UNROLL4 for (int t = 0; t < T; t++) y[t] = _mm512_loadu_si512((const void *)(q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 64 * j));
            const __m512i pick = join_vnni(_mm256_set1_epi16((short)(0x0100 * (4 * j + 1) + 4 * j)), _mm256_set1_epi16((short)(0x0100 * (4 * j + 3) + 4 * j + 2)));
            UNROLL4 for (int r = 0; r < R; r++) {
                const uint8_t *a = w + (size_t)r * ws + (size_t)136 * i + 8 + 32 * j;
                const __m256i raw = _mm256_loadu_si256((const __m256i *)a); /* 16 bytes per sub-block */
                const __m512i z = join_vnni(raw, _mm256_srli_epi16(raw, 4));
                const __m512i v = _mm512_shuffle_epi8(lut, _mm512_and_si512(_mm512_shuffle_i64x2(z, z, 0xD8), m4));
                const __mmask64 neg = _mm512_movepi8_mask(v);
                const __m512i av = _mm512_abs_epi8(v);
                const __m512i s = _mm512_shuffle_epi8(ls[r], pick);
                UNROLL4 for (int t = 0; t < T; t++) {
                    const __m512i sy = _mm512_mask_sub_epi8(y[t], neg, _mm512_setzero_si512(), y[t]);
                    isum[r][t] = _mm512_dpwssd_epi32(isum[r][t], _mm512_maddubs_epi16(av, sy), s);
                }
            }
        }
        UNROLL4 for (int t = 0; t < T; t++) {
            const __m512 dy = _mm512_set1_ps(rd_f32(x[t] + (size_t)Q8K_BYTES * i));
            UNROLL4 for (int r = 0; r < R; r++) acc[r][t] = _mm512_fmadd_ps(_mm512_mul_ps(dd[r], dy), _mm512_cvtepi32_ps(isum[r][t]), acc[r][t]);
        }
    }
    UNROLL4 for (int r = 0; r < R; r++)
        UNROLL4 for (int t = 0; t < T; t++) out[4 * r + t] = _mm512_reduce_add_ps(acc[r][t]);
}

/* IQ4_XS's scales of four rows at once, as int16 minus 32: `head` holds each row's first 16 bytes (d,
 * scales_h, scales_l, ...) in 128-bit lane r; the result holds row r's 8 scales in lane r. */
TARGET_VNNI static inline __m512i iq4_xs_scales4_vnni(__m512i head) {
    /* scales_l[ib / 2] in the low byte of lane ib, shifted to bring nibble ib % 2 down */
    const __m512i low = _mm512_srlv_epi16(_mm512_shuffle_epi8(head, _mm512_broadcast_i32x4(_mm_setr_epi8(4, -1, 4, -1, 5, -1, 5, -1, 6, -1, 6, -1, 7, -1, 7, -1))),
                                          _mm512_broadcast_i32x4(_mm_setr_epi16(0, 4, 0, 4, 0, 4, 0, 4)));
    /* scales_h in every lane, bits 2ib brought to bit 4 */
    const __m512i high = _mm512_slli_epi16(_mm512_srlv_epi16(_mm512_shuffle_epi8(head, _mm512_broadcast_i32x4(_mm_setr_epi8(2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2, 3))),
                                                             _mm512_broadcast_i32x4(_mm_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14))), 4);
    const __m512i ls = _mm512_ternarylogic_epi32(_mm512_set1_epi16(0x0f), low, _mm512_and_si512(high, _mm512_set1_epi16(0x30)), 0xea); /* (0x0f & low) | high */
    return _mm512_sub_epi16(ls, _mm512_set1_epi16(32));
}

/* IQ4_XS against one Q8_K token (decode), four rows (ws bytes apart; ws = 0 repeats one row). The table
 * values plus 128 are unsigned (1..241), so vpdpbusd takes them straight against the token, and 128 times
 * the token's sums (the bsums, weighted by the scales) comes off once per super-block: no sign juggling per
 * register. Each 64-byte load holds four sub-blocks (16 bytes each), low nibbles their first 16 values and
 * high nibbles the last, so the kernel reads the token in that order (y_sub, iq4_xs_token_order); the two
 * products of a load add into one register whose lanes 4k..4k+3 belong to sub-block k, scaled there as
 * floats by the sub-block's scale times d. Scales and d of the four rows are unpacked together. One-token
 * rows in L1 on Zen 5, against the 4-row tiles (tile_iq4_xs_body_vnni): 22.6 -> 42.3 GB/s a thread. */
TARGET_VNNI static void tile_iq4_xs_one4_vnni(const uint8_t *w, size_t ws, const uint8_t *x, const int8_t *y_sub, int n, float *out) {
    const __m512i lut = _mm512_broadcast_i32x4(_mm_add_epi8(_mm_loadu_si128((const __m128i *)kvalues_iq4nl), _mm_set1_epi8((char)-128)));
    const __m512i m4 = _mm512_set1_epi8(15), zero = _mm512_setzero_si512();
    const __m512i first_halves = _mm512_set_epi16(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 24, 16, 8, 0);
    const __m512i lane_d = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
    /* scale_at[h]: for register h (sub-blocks 4h..4h+3), lane l takes scale 4h + l / 4 of the row's eight */
    const __m512i scale_at[2] = {_mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0), _mm512_set_epi32(7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4)};
    __m512 acc[4] = {_mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps()}, corr = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        const uint8_t *b = x + (size_t)Q8K_BYTES * i, *a = w + (size_t)136 * i;
        const float dy = rd_f32(b);
        const __m256i bs32 = _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(b + 260)), _mm256_set1_epi16(1));
        const __m512i bs = _mm512_broadcast_i32x4(_mm256_cvtepi32_epi16(bs32));
        __m512i y[4];
        UNROLL4 for (int j = 0; j < 4; j++) y[j] = _mm512_loadu_si512((const void *)(y_sub + QK_K * i + 64 * j));
        tile_prefetch_step(w, 4, 136, i);
        __m512i head = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)a));
        head = _mm512_inserti32x4(head, _mm_loadu_si128((const __m128i *)(a + ws)), 1);
        head = _mm512_inserti32x4(head, _mm_loadu_si128((const __m128i *)(a + 2 * ws)), 2);
        head = _mm512_inserti32x4(head, _mm_loadu_si128((const __m128i *)(a + 3 * ws)), 3);
        const __m512i ls = iq4_xs_scales4_vnni(head);
        /* d of each row times the token's scale, in lanes 0..3 */
        const __m128 d4 = _mm_mul_ps(_mm_cvtph_ps(_mm512_castsi512_si128(_mm512_permutexvar_epi16(first_halves, head))), _mm_set1_ps(dy));
        /* row r's eight scales times its d, as floats: rows 0, 1 in sl01, rows 2, 3 in sl23 (8 lanes a row) */
        const __m512 dd = _mm512_castps128_ps512(d4);
        const __m512 d01 = _mm512_permutexvar_ps(_mm512_set_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0), dd);
        const __m512 d23 = _mm512_permutexvar_ps(_mm512_set_epi32(3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2), dd);
        const __m512 sl01 = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi16_epi32(_mm512_castsi512_si256(ls))), d01);
        const __m512 sl23 = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi16_epi32(_mm512_extracti64x4_epi64(ls, 1))), d23);
        UNROLL4 for (int r = 0; r < 4; r++) {
            const uint8_t *ar = a + (size_t)r * ws + 8;
            const __m512 sl = r < 2 ? sl01 : sl23;
            UNROLL4 for (int h = 0; h < 2; h++) {
                const __m512i raw = _mm512_loadu_si512((const void *)(ar + 64 * h));
                const __m512i lo = _mm512_shuffle_epi8(lut, _mm512_and_si512(raw, m4)), hi = _mm512_shuffle_epi8(lut, _mm512_and_si512(_mm512_srli_epi16(raw, 4), m4));
                const __m512i sums = _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(zero, lo, y[2 * h]), hi, y[2 * h + 1]);
                const __m512 scale = _mm512_permutexvar_ps(_mm512_add_epi32(scale_at[h], _mm512_set1_epi32(8 * (r & 1))), sl);
                acc[r] = _mm512_fmadd_ps(scale, _mm512_cvtepi32_ps(sums), acc[r]);
            }
        }
        /* 128 * sum over sub-blocks of scale * the token's sum there, per row (lane r holds row r's four partial sums) */
        corr = _mm512_fmadd_ps(_mm512_permutexvar_ps(lane_d, dd), _mm512_cvtepi32_ps(_mm512_madd_epi16(ls, bs)), corr);
    }
    float v[16];
    _mm512_storeu_ps(v, corr);
    for (int r = 0; r < 4; r++) out[r] = _mm512_reduce_add_ps(acc[r]) - 128.0f * ((v[4 * r] + v[4 * r + 1]) + (v[4 * r + 2] + v[4 * r + 3]));
}

/* The Q8_K token's values as tile_iq4_xs_one4_vnni reads them: per 128 values (four sub-blocks) the first
 * 16 of each sub-block, then the last 16 of each. */
TARGET_VNNI static void iq4_xs_token_order(const uint8_t *x, int n_sub, int8_t *y_sub) {
    for (int i = 0; i < n_sub; i++) {
        const int8_t *q = q8k_qs(x + (size_t)Q8K_BYTES * i);
        UNROLL4 for (int h = 0; h < 2; h++) {
            const __m512i q0 = _mm512_loadu_si512((const void *)(q + 128 * h)), q1 = _mm512_loadu_si512((const void *)(q + 128 * h + 64));
            _mm512_storeu_si512((void *)(y_sub + QK_K * i + 128 * h), _mm512_shuffle_i64x2(q0, q1, 0x88));
            _mm512_storeu_si512((void *)(y_sub + QK_K * i + 128 * h + 64), _mm512_shuffle_i64x2(q0, q1, 0xdd));
        }
    }
}

TARGET_VNNI static void rows_one_iq4_xs_vnni(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    rows_one_by_fours(w, ws, x, nrows, n, out, 136, iq4_xs_token_order, tile_iq4_xs_one4_vnni);
}

TARGET_VNNI static void tile_iq4_xs_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    if (nt == 1) {
        float v[4];
        rows_one_iq4_xs_vnni(w, ws, x[0], nr, n, v);
        for (int r = 0; r < nr; r++) out[4 * r] = v[r];
        return;
    }
    TILE_BODY_CALLS(tile_iq4_xs_body_vnni, 0);
}

/* ---- panels for prompt processing: 16 weight rows, one per 32-bit lane, times nt <= 8 activation rows
 * per body, row r of token t stored to out[t][r]. The rows' blocks are transposed in registers (dword k of every row into one vector),
 * so vpdpbusd multiplies 16 rows by 4 activation bytes broadcast to every lane, the weight scales are
 * vectors over the rows and the sums of a row stay in its lane: no horizontal sums, and the scale and
 * conversion work is per 16 rows. The integer sums are the scalar kernels'. ---- */

/* 32 bytes at p[r] + off of 16 rows as 8 vectors: Z[k] holds dword k of row r in lane r. */
TARGET_VNNI static inline __attribute__((always_inline)) void transpose16x8_vnni(const uint8_t *const *p, size_t off, __m512i *Z) {
    __m512i L[8], M[8], N[8];
    UNROLL8 for (int m = 0; m < 8; m++) { /* rows a and a + 4: a = 0, 1, 2, 3, 8, 9, 10, 11 */
        const int a = m < 4 ? m : m + 4;
        L[m] = join_vnni(_mm256_loadu_si256((const __m256i *)(p[a] + off)), _mm256_loadu_si256((const __m256i *)(p[a + 4] + off)));
    }
    UNROLL8 for (int m = 0; m < 8; m += 2) {
        M[m] = _mm512_unpacklo_epi32(L[m], L[m + 1]);
        M[m + 1] = _mm512_unpackhi_epi32(L[m], L[m + 1]);
    }
    UNROLL8 for (int h = 0; h < 8; h += 4) {
        N[h] = _mm512_unpacklo_epi64(M[h], M[h + 2]);
        N[h + 1] = _mm512_unpackhi_epi64(M[h], M[h + 2]);
        N[h + 2] = _mm512_unpacklo_epi64(M[h + 1], M[h + 3]);
        N[h + 3] = _mm512_unpackhi_epi64(M[h + 1], M[h + 3]);
    }
    UNROLL8 for (int k = 0; k < 4; k++) {
        Z[k] = _mm512_shuffle_i32x4(N[k], N[k + 4], 0x88);
        Z[k + 4] = _mm512_shuffle_i32x4(N[k], N[k + 4], 0xDD);
    }
}

/* The 16 rows read side by side do not stream from memory as one row does: the next block of each row is
 * prefetched while this one is computed. */
/* The lanes of a panel's nr rows, and its results stored for one token: only those lanes, so a partial panel
 * never writes past its rows. */
static inline __mmask16 panel_mask(int nr) { return (__mmask16)((1u << nr) - 1); }
TARGET_VNNI static inline __attribute__((always_inline)) void panel_store_vnni(float *out, __mmask16 m, __m512 v) {
    if (m == 0xFFFF) _mm512_storeu_ps(out, v);
    else _mm512_mask_storeu_ps(out, m, v);
}

TARGET_VNNI static inline __attribute__((always_inline)) void prefetch16_vnni(const uint8_t *const *p, size_t off, int bytes) {
    UNROLL8 for (int r = 0; r < 16; r++)
        for (int b = 0; b < bytes + 63; b += 64) _mm_prefetch((const char *)p[r] + off + MOE_MIN(b, bytes - 1), _MM_HINT_T0);
}

/* 16 bytes at p[r] + off of 16 rows as 4 vectors: Z[k] holds dword k of row r in lane r. */
TARGET_VNNI static inline __attribute__((always_inline)) void transpose16x4_vnni(const uint8_t *const *p, size_t off, __m512i *Z) {
    __m512i A[4], T[4];
    UNROLL8 for (int m = 0; m < 4; m++) { /* rows m, m + 4, m + 8, m + 12 in its 128-bit lanes */
        A[m] = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)(p[m] + off)));
        A[m] = _mm512_inserti32x4(A[m], _mm_loadu_si128((const __m128i *)(p[m + 4] + off)), 1);
        A[m] = _mm512_inserti32x4(A[m], _mm_loadu_si128((const __m128i *)(p[m + 8] + off)), 2);
        A[m] = _mm512_inserti32x4(A[m], _mm_loadu_si128((const __m128i *)(p[m + 12] + off)), 3);
    }
    T[0] = _mm512_unpacklo_epi32(A[0], A[1]);
    T[1] = _mm512_unpackhi_epi32(A[0], A[1]);
    T[2] = _mm512_unpacklo_epi32(A[2], A[3]);
    T[3] = _mm512_unpackhi_epi32(A[2], A[3]);
    Z[0] = _mm512_unpacklo_epi64(T[0], T[2]);
    Z[1] = _mm512_unpackhi_epi64(T[0], T[2]);
    Z[2] = _mm512_unpacklo_epi64(T[1], T[3]);
    Z[3] = _mm512_unpackhi_epi64(T[1], T[3]);
}

TARGET_VNNI static inline __m512i bcast32_vnni(const void *p) {
    int32_t v;
    memcpy(&v, p, 4);
    return _mm512_set1_epi32(v);
}

/* acc + u times the 4 bytes at p in every lane */
TARGET_VNNI static inline __m512i dpbusd_bcast_vnni(__m512i acc, __m512i u, const void *p) { return _mm512_dpbusd_epi32(acc, u, bcast32_vnni(p)); }

/* byte j (0..3) of every lane as int32 */
TARGET_VNNI static inline __m512i lane_byte_vnni(__m512i v, int j) { return _mm512_and_si512(_mm512_srli_epi32(v, 8 * j), _mm512_set1_epi32(255)); }

/* A Q4_K/Q5_K super-block's d, dmin (vectors over the 16 rows) and k4_scales lane by lane: scales 0-3,
 * 4-7, mins 0-3, 4-7 as the bytes of a lane. */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_k4_scales_vnni(const uint8_t *const *rp, size_t off, __m512 *dd, __m512 *dm,
                                                                                    __m512i *sc_lo, __m512i *sc_hi, __m512i *mn_lo, __m512i *mn_hi) {
    const __m512i k1 = _mm512_set1_epi32(0x3f3f3f3f), k2 = _mm512_set1_epi32(0x0f0f0f0f), k3 = _mm512_set1_epi32(0x03030303);
    __m512i H[4]; /* d | dmin, and the 12 bytes of scales, per row */
    transpose16x4_vnni(rp, off, H);
    const __m512i D = H[0], S0 = H[1], S1 = H[2], S2 = H[3];
    *dd = _mm512_cvtph_ps(_mm512_cvtepi32_epi16(D));
    *dm = _mm512_cvtph_ps(_mm512_cvtepi32_epi16(_mm512_srli_epi32(D, 16)));
    *sc_lo = _mm512_and_si512(S0, k1);
    *sc_hi = _mm512_or_si512(_mm512_and_si512(S2, k2), _mm512_slli_epi32(_mm512_and_si512(_mm512_srli_epi32(S0, 6), k3), 4));
    *mn_lo = _mm512_and_si512(S1, k1);
    *mn_hi = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi32(S2, 4), k2), _mm512_slli_epi32(_mm512_and_si512(_mm512_srli_epi32(S1, 6), k3), 4));
}

/* the 8 mins as (m_j, m_j) int16 pairs, as the bsums pair */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_k4_min_pairs_vnni(__m512i mn_lo, __m512i mn_hi, __m512i *mp) {
    UNROLL8 for (int j = 0; j < 8; j++) {
        const __m512i m = lane_byte_vnni(j < 4 ? mn_lo : mn_hi, j % 4);
        mp[j] = _mm512_or_si512(m, _mm512_slli_epi32(m, 16));
    }
}

/* acc + dy (d isum - dmin sum(m_j bsums_j)) for one token's super-block b */
TARGET_VNNI static inline __attribute__((always_inline)) __m512 panel_k4_acc_vnni(__m512 acc, const uint8_t *b, __m512 dd, __m512 dm,
                                                                                   __m512i isum, const __m512i *mp) {
    __m512i ms = _mm512_setzero_si512();
    UNROLL8 for (int j = 0; j < 8; j++) ms = _mm512_dpwssd_epi32(ms, mp[j], bcast32_vnni(b + 260 + 4 * j));
    const __m512 dy = _mm512_set1_ps(rd_f32(b));
    acc = _mm512_fmadd_ps(_mm512_mul_ps(dd, dy), _mm512_cvtepi32_ps(isum), acc);
    return _mm512_fnmadd_ps(_mm512_mul_ps(dm, dy), _mm512_cvtepi32_ps(ms), acc);
}

/* Q4_K against Q8_K: per sub-block of 32, 8 vpdpbusd of the nibbles (16 rows) by 4 broadcast activation
 * bytes, times the sub-block scales (a vector over the rows); the mins by vpdpwssd of (m, m) pairs against
 * the bsums. */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_q45_k_body_vnni(const uint8_t *const *rp,
                                                                                     const uint8_t *const *x, int n, float *const *out, __mmask16 m, const int T,
                                                                                     const int five) {
    const int bytes = five ? 176 : 144;
    const __m512i m4 = _mm512_set1_epi8(15);
    __m512 acc[8];
    UNROLL8 for (int t = 0; t < T; t++) acc[t] = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        if (i + 1 < n / QK_K) prefetch16_vnni(rp, (size_t)bytes * (i + 1), bytes);
        __m512 dd, dm;
        __m512i sc_lo, sc_hi, mn_lo, mn_hi;
        panel_k4_scales_vnni(rp, (size_t)bytes * i, &dd, &dm, &sc_lo, &sc_hi, &mn_lo, &mn_hi);
        __m512i isum[8], QH[8];
        UNROLL8 for (int t = 0; t < T; t++) isum[t] = _mm512_setzero_si512();
        if (five) transpose16x8_vnni(rp, (size_t)bytes * i + 16, QH); /* bit 2q (2q + 1) of qh[l]: the fifth bit of element 64q + l (+ 32) */
        for (int q = 0; q < 4; q++) {
            __m512i Z[8], A[8], B[8];
            transpose16x8_vnni(rp, (size_t)bytes * i + (five ? 48 : 16) + 32 * q, Z);
            UNROLL8 for (int t = 0; t < T; t++) A[t] = B[t] = _mm512_setzero_si512();
            UNROLL8 for (int k = 0; k < 8; k++) {
                __m512i zl = _mm512_and_si512(Z[k], m4), zh = _mm512_and_si512(_mm512_srli_epi16(Z[k], 4), m4);
                if (five) {
                    const __m512i b16 = _mm512_set1_epi8(16);
                    const __m512i hl = 2 * q <= 4 ? _mm512_slli_epi16(QH[k], 4 - 2 * q) : _mm512_srli_epi16(QH[k], 2 * q - 4);
                    const __m512i hh = 2 * q + 1 <= 4 ? _mm512_slli_epi16(QH[k], 3 - 2 * q) : _mm512_srli_epi16(QH[k], 2 * q - 3);
                    zl = _mm512_ternarylogic_epi32(zl, hl, b16, 0xF8); /* zl | (hl & 16) */
                    zh = _mm512_ternarylogic_epi32(zh, hh, b16, 0xF8);
                }
                UNROLL8 for (int t = 0; t < T; t++) {
                    const int8_t *y = q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 64 * q + 4 * k;
                    A[t] = dpbusd_bcast_vnni(A[t], zl, y);
                    B[t] = dpbusd_bcast_vnni(B[t], zh, y + 32);
                }
            }
            const __m512i sl = lane_byte_vnni(q < 2 ? sc_lo : sc_hi, (2 * q) % 4), sh = lane_byte_vnni(q < 2 ? sc_lo : sc_hi, (2 * q + 1) % 4);
            UNROLL8 for (int t = 0; t < T; t++)
                isum[t] = _mm512_add_epi32(isum[t], _mm512_add_epi32(_mm512_mullo_epi32(A[t], sl), _mm512_mullo_epi32(B[t], sh)));
        }
        __m512i mp[8];
        panel_k4_min_pairs_vnni(mn_lo, mn_hi, mp);
        UNROLL8 for (int t = 0; t < T; t++) acc[t] = panel_k4_acc_vnni(acc[t], x[t] + (size_t)Q8K_BYTES * i, dd, dm, isum[t], mp);
    }
    UNROLL8 for (int t = 0; t < T; t++) panel_store_vnni(out[t], m, acc[t]);
}

TARGET_VNNI static inline __attribute__((always_inline)) void panel_q4_k_body_vnni(const uint8_t *const *rp,
                                                                                    const uint8_t *const *x, int n, float *const *out, __mmask16 m, const int T) {
    panel_q45_k_body_vnni(rp, x, n, out, m, T, 0);
}

TARGET_VNNI static inline __attribute__((always_inline)) void panel_q5_k_body_vnni(const uint8_t *const *rp,
                                                                                    const uint8_t *const *x, int n, float *const *out, __mmask16 m, const int T) {
    panel_q45_k_body_vnni(rp, x, n, out, m, T, 1);
}

/* nr <= 16 rows (the missing ones repeat the last), nt tokens, 8 at a time, the rest rounded up to 2,
 * 4 or 6 (a missing token repeats the last one, and writes the same results to the same place). */
#define PANEL_CALLS(body)                                                                                       \
    do {                                                                                                        \
        const uint8_t *rp[16];                                                                                  \
        for (int r = 0; r < 16; r++) rp[r] = w + (size_t)MOE_MIN(r, nr - 1) * ws;                               \
        const __mmask16 m = panel_mask(nr);                                                                     \
        for (int t0 = 0; t0 < nt; t0 += 8) {                                                                    \
            const int g = MOE_MIN(8, nt - t0);                                                                  \
            const uint8_t *xs[8];                                                                               \
            float *os[8];                                                                                       \
            for (int t = 0; t < 8; t++) xs[t] = x[t0 + MOE_MIN(t, g - 1)], os[t] = out[t0 + MOE_MIN(t, g - 1)];  \
            switch (TILE_SANITIZED ? 4 : (g + 1) / 2) {                                                         \
            case 1: body(rp, xs, n, os, m, 2); break;                                                           \
            case 2: body(rp, xs, n, os, m, 4); break;                                                           \
            case 3: body(rp, xs, n, os, m, 6); break;                                                           \
            default: body(rp, xs, n, os, m, 8); break;                                                          \
            }                                                                                                   \
        }                                                                                                       \
    } while (0)

/* Q4_K with more than 8 tokens: a slab of super-blocks of the 16 rows is unpacked once (nibbles transposed
 * and split, scales and mins as vectors: PANEL_K4_VECS vectors a super-block) into a buffer that every group
 * of 8 tokens reads back, instead of unpacking it again per group (a third of the panel's instructions). */
enum { PANEL_K4_VECS = 2 + 8 + 8 + 64, PANEL_K4_SLAB = 4 };

TARGET_VNNI static inline __attribute__((always_inline)) void panel_q4_k_prep_vnni(const uint8_t *const *rp, size_t off, __m512i *P) {
    const __m512i m4 = _mm512_set1_epi8(15);
    __m512 dd, dm;
    __m512i sc_lo, sc_hi, mn_lo, mn_hi;
    panel_k4_scales_vnni(rp, off, &dd, &dm, &sc_lo, &sc_hi, &mn_lo, &mn_hi);
    P[0] = _mm512_castps_si512(dd);
    P[1] = _mm512_castps_si512(dm);
    UNROLL4 for (int q = 0; q < 4; q++) { /* the scales of sub-blocks 2q, 2q + 1 */
        P[2 + q] = lane_byte_vnni(q < 2 ? sc_lo : sc_hi, (2 * q) % 4);
        P[6 + q] = lane_byte_vnni(q < 2 ? sc_lo : sc_hi, (2 * q + 1) % 4);
    }
    panel_k4_min_pairs_vnni(mn_lo, mn_hi, P + 10);
    for (int q = 0; q < 4; q++) {
        __m512i Z[8];
        transpose16x8_vnni(rp, off + 16 + 32 * (size_t)q, Z);
        UNROLL8 for (int k = 0; k < 8; k++) {
            P[18 + 16 * q + k] = _mm512_and_si512(Z[k], m4);
            P[26 + 16 * q + k] = _mm512_and_si512(_mm512_srli_epi16(Z[k], 4), m4);
        }
    }
}

/* T tokens against ns prepared super-blocks from i0 on, added to out[16 t + r] (or into it, at the first) */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_q4_k_run_vnni(const __m512i *P, const uint8_t *const *x, int i0, int ns,
                                                                                   float *const *out, __mmask16 m, int first, const int T) {
    __m512 acc[8];
    UNROLL8 for (int t = 0; t < T; t++) acc[t] = first ? _mm512_setzero_ps() : _mm512_maskz_loadu_ps(m, out[t]);
    for (int s = 0; s < ns; s++, P += PANEL_K4_VECS) {
        const int i = i0 + s;
        __m512i isum[8];
        UNROLL8 for (int t = 0; t < T; t++) isum[t] = _mm512_setzero_si512();
        for (int q = 0; q < 4; q++) {
            __m512i A[8], B[8];
            UNROLL8 for (int t = 0; t < T; t++) A[t] = B[t] = _mm512_setzero_si512();
            UNROLL8 for (int k = 0; k < 8; k++) {
                const __m512i zl = _mm512_load_si512(P + 18 + 16 * q + k), zh = _mm512_load_si512(P + 26 + 16 * q + k);
                UNROLL8 for (int t = 0; t < T; t++) {
                    const int8_t *y = q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 64 * q + 4 * k;
                    A[t] = dpbusd_bcast_vnni(A[t], zl, y);
                    B[t] = dpbusd_bcast_vnni(B[t], zh, y + 32);
                }
            }
            UNROLL8 for (int t = 0; t < T; t++)
                isum[t] = _mm512_add_epi32(isum[t], _mm512_add_epi32(_mm512_mullo_epi32(A[t], P[2 + q]), _mm512_mullo_epi32(B[t], P[6 + q])));
        }
        UNROLL8 for (int t = 0; t < T; t++)
            acc[t] = panel_k4_acc_vnni(acc[t], x[t] + (size_t)Q8K_BYTES * i, _mm512_castsi512_ps(P[0]), _mm512_castsi512_ps(P[1]), isum[t], P + 10);
    }
    UNROLL8 for (int t = 0; t < T; t++) panel_store_vnni(out[t], m, acc[t]);
}

TARGET_VNNI static void panel_q4_k_slabs_vnni(const uint8_t *const *rp, size_t ws, const uint8_t *const *x, int nt, int n, float *const *out,
                                           __mmask16 m) {
    __m512i P[PANEL_K4_SLAB * PANEL_K4_VECS];
    const int nb = n / QK_K;
    const int groups = (nt + 7) / 8;
    for (int i0 = 0; i0 < nb; i0 += PANEL_K4_SLAB) {
        const int ns = MOE_MIN(PANEL_K4_SLAB, nb - i0), next = MOE_MIN(PANEL_K4_SLAB, nb - i0 - ns);
        for (int s = 0; s < ns; s++) {
            if (i0 == 0 && s + 1 < ns) prefetch16_vnni(rp, (size_t)144 * (s + 1), 144);
            panel_q4_k_prep_vnni(rp, (size_t)144 * (i0 + s), P + s * PANEL_K4_VECS);
        }
        for (int t0 = 0; t0 < nt; t0 += 8) { /* as PANEL_CALLS: 8 tokens at a time, the rest rounded up to 2, 4 or 6 */
            const int g = MOE_MIN(8, nt - t0), gi = t0 / 8;
            /* the next slab's super-blocks are requested spread over this slab's token groups: its whole
             * unpacking comes before any of its products, so a request just before each came too late */
            for (int s = gi * next / groups; s < (gi + 1) * next / groups; s++) prefetch16_vnni(rp, (size_t)144 * (i0 + ns + s), 144);
            if (!next) { /* the last slab: the first slab of the next 16 rows (the next panel of the chunk) */
                const int first = MOE_MIN(PANEL_K4_SLAB, nb);
                for (int s = gi * first / groups; s < (gi + 1) * first / groups; s++) prefetch16_vnni(rp, (size_t)144 * s + 16 * ws, 144);
            }
            const uint8_t *xs[8];
            float *os[8];
            for (int t = 0; t < 8; t++) xs[t] = x[t0 + MOE_MIN(t, g - 1)], os[t] = out[t0 + MOE_MIN(t, g - 1)];
            switch (TILE_SANITIZED ? 4 : (g + 1) / 2) {
            case 1: panel_q4_k_run_vnni(P, xs, i0, ns, os, m, i0 == 0, 2); break;
            case 2: panel_q4_k_run_vnni(P, xs, i0, ns, os, m, i0 == 0, 4); break;
            case 3: panel_q4_k_run_vnni(P, xs, i0, ns, os, m, i0 == 0, 6); break;
            default: panel_q4_k_run_vnni(P, xs, i0, ns, os, m, i0 == 0, 8); break;
            }
        }
    }
}

TARGET_VNNI static void panel_q4_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *const *out) {
    if (nt > 8) {
        const uint8_t *rp[16];
        for (int r = 0; r < 16; r++) rp[r] = w + (size_t)MOE_MIN(r, nr - 1) * ws;
        panel_q4_k_slabs_vnni(rp, ws, x, nt, n, out, panel_mask(nr));
        return;
    }
    PANEL_CALLS(panel_q4_k_body_vnni);
}

TARGET_VNNI static void panel_q5_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *const *out) {
    PANEL_CALLS(panel_q5_k_body_vnni);
}

/* Q6_K against Q8_K: per 16 elements, 4 vpdpbusd of the unsigned 6-bit values (low nibbles from ql, two
 * high bits from qh, both transposed once per 32 bytes) times the group's scale, minus 32 * sum(sc * bsums)
 * by vpdpwssd of the (sc, sc') pairs against the bsums. */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_q6_k_body_vnni(const uint8_t *const *rp,
                                                                                    const uint8_t *const *x, int n, float *const *out, __mmask16 m, const int T) {
    int32_t row_off[16];
    for (int r = 0; r < 16; r++) row_off[r] = (int32_t)(rp[r] - rp[0]);
    const __m512i idx = _mm512_loadu_si512((const void *)row_off);
    const __m512i lo4 = _mm512_set1_epi8(15);
    __m512 acc[8];
    UNROLL8 for (int t = 0; t < T; t++) acc[t] = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        const size_t b0 = (size_t)210 * i;
        if (i + 1 < n / QK_K) prefetch16_vnni(rp, b0 + 210, 210);
        __m512i SC[4]; /* scale bytes 4j..4j+3 per row */
        transpose16x4_vnni(rp, b0 + 192, SC);
        /* d (bytes 208, 209) in the high half of the dword at 206: one gather per super-block costs less here
         * than a second transposition */
        const __m512 dd = _mm512_cvtph_ps(_mm512_cvtepi32_epi16(_mm512_srli_epi32(_mm512_i32gather_epi32(idx, (const void *)(rp[0] + b0 + 206), 1), 16)));
        __m512i isum[8];
        UNROLL8 for (int t = 0; t < T; t++) isum[t] = _mm512_setzero_si512();
        for (int c = 0; c < 2; c++) {
            __m512i QH[8];
            transpose16x8_vnni(rp, b0 + 128 + 32 * c, QH);
            for (int h = 0; h < 2; h++) { /* ql bytes 64c + 32h: quarters kk = h (low nibbles) and h + 2 (high) */
                __m512i QL[8];
                transpose16x8_vnni(rp, b0 + 64 * c + 32 * h, QL);
                UNROLL8 for (int hi = 0; hi < 2; hi++) {
                    const int kk = h + 2 * hi, g0 = 8 * c + 2 * kk; /* elements 128c + 32kk.., groups g0, g0 + 1 */
                    __m512i A[8], B[8];
                    UNROLL8 for (int t = 0; t < T; t++) A[t] = B[t] = _mm512_setzero_si512();
                    UNROLL8 for (int k = 0; k < 8; k++) {
                        const __m512i l = hi ? _mm512_srli_epi16(QL[k], 4) : QL[k];
                        const __m512i hb = 2 * kk >= 4 ? _mm512_srli_epi16(QH[k], 2 * kk - 4) : _mm512_slli_epi16(QH[k], 4 - 2 * kk);
                        const __m512i u = _mm512_ternarylogic_epi32(l, hb, lo4, 0xE4); /* (l & 15) | (hb & ~15), hb & 0x30 below */
                        const __m512i uu = _mm512_and_si512(u, _mm512_set1_epi8(63));
                        UNROLL8 for (int t = 0; t < T; t++) {
                            const int8_t *y = q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 128 * c + 32 * kk + 4 * k;
                            if (k < 4) A[t] = dpbusd_bcast_vnni(A[t], uu, y);
                            else B[t] = dpbusd_bcast_vnni(B[t], uu, y);
                        }
                    }
                    const __m512i sa = _mm512_srai_epi32(_mm512_slli_epi32(SC[g0 / 4], 24 - 8 * (g0 % 4)), 24);
                    const __m512i sb = _mm512_srai_epi32(_mm512_slli_epi32(SC[(g0 + 1) / 4], 24 - 8 * ((g0 + 1) % 4)), 24);
                    UNROLL8 for (int t = 0; t < T; t++)
                        isum[t] = _mm512_add_epi32(isum[t], _mm512_add_epi32(_mm512_mullo_epi32(A[t], sa), _mm512_mullo_epi32(B[t], sb)));
                }
            }
        }
        __m512i sp[8]; /* (sc_2j, sc_2j+1) as int16 pairs */
        UNROLL8 for (int j = 0; j < 8; j++) {
            const __m512i v = SC[j / 2];
            const __m512i s0 = _mm512_srai_epi32(_mm512_slli_epi32(v, 24 - 16 * (j % 2)), 24), s1 = _mm512_srai_epi32(_mm512_slli_epi32(v, 16 - 16 * (j % 2)), 24);
            sp[j] = _mm512_or_si512(_mm512_and_si512(s0, _mm512_set1_epi32(0xffff)), _mm512_slli_epi32(s1, 16));
        }
        UNROLL8 for (int t = 0; t < T; t++) {
            const uint8_t *b = x[t] + (size_t)Q8K_BYTES * i;
            __m512i off = _mm512_setzero_si512();
            UNROLL8 for (int j = 0; j < 8; j++) off = _mm512_dpwssd_epi32(off, sp[j], bcast32_vnni(b + 260 + 4 * j));
            const __m512i s = _mm512_sub_epi32(isum[t], _mm512_slli_epi32(off, 5));
            acc[t] = _mm512_fmadd_ps(_mm512_mul_ps(dd, _mm512_set1_ps(rd_f32(b))), _mm512_cvtepi32_ps(s), acc[t]);
        }
    }
    UNROLL8 for (int t = 0; t < T; t++) panel_store_vnni(out[t], m, acc[t]);
}

TARGET_VNNI static void panel_q6_k_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *const *out) {
    PANEL_CALLS(panel_q6_k_body_vnni);
}

/* IQ4_XS against Q8_K: per 32, the table values + 128 (unsigned) by 8 vpdpbusd from -128 * sum(y) (the
 * two bsums by one vpdpwssd), times the 6-bit scale minus 32. */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_iq4_xs_body_vnni(const uint8_t *const *rp,
                                                                                      const uint8_t *const *x, int n, float *const *out, __mmask16 m, const int T) {
    const __m512i m4 = _mm512_set1_epi8(15), flip = _mm512_set1_epi8((char)0x80), neg128 = _mm512_set1_epi32((int)0xff80ff80u);
    const __m512i lut = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)kvalues_iq4nl));
    __m512 acc[8];
    UNROLL8 for (int t = 0; t < T; t++) acc[t] = _mm512_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        const size_t b0 = (size_t)136 * i;
        if (i + 1 < n / QK_K) prefetch16_vnni(rp, b0 + 136, 136);
        __m512i H[4]; /* d | scales_h, scales_l, per row */
        transpose16x4_vnni(rp, b0, H);
        const __m512i head = H[0], sl = H[1];
        const __m512 dd = _mm512_cvtph_ps(_mm512_cvtepi32_epi16(head));
        const __m512i sh = _mm512_srli_epi32(head, 16);
        __m512i isum[8];
        UNROLL8 for (int t = 0; t < T; t++) isum[t] = _mm512_setzero_si512();
        for (int j = 0; j < 4; j++) { /* sub-blocks 2j, 2j + 1: 32 bytes of qs */
            __m512i Z[8];
            transpose16x8_vnni(rp, b0 + 8 + 32 * j, Z);
            UNROLL8 for (int half = 0; half < 2; half++) {
                const int ib = 2 * j + half;
                __m512i A[8];
                UNROLL8 for (int t = 0; t < T; t++) A[t] = _mm512_dpwssd_epi32(_mm512_setzero_si512(), neg128, bcast32_vnni(x[t] + (size_t)Q8K_BYTES * i + 260 + 4 * ib));
                UNROLL8 for (int k = 0; k < 8; k++) { /* dword k % 4 of the sub-block: low nibbles (k < 4), high */
                    const __m512i z = Z[4 * half + k % 4];
                    const __m512i u = _mm512_xor_si512(_mm512_shuffle_epi8(lut, _mm512_and_si512(k < 4 ? z : _mm512_srli_epi16(z, 4), m4)), flip);
                    UNROLL8 for (int t = 0; t < T; t++) A[t] = dpbusd_bcast_vnni(A[t], u, q8k_qs(x[t] + (size_t)Q8K_BYTES * i) + 32 * ib + 4 * k);
                }
                const __m512i ls = _mm512_sub_epi32(_mm512_or_si512(_mm512_and_si512(_mm512_srli_epi32(sl, 4 * ib), _mm512_set1_epi32(15)),
                                                                    _mm512_slli_epi32(_mm512_and_si512(_mm512_srli_epi32(sh, 2 * ib), _mm512_set1_epi32(3)), 4)),
                                                    _mm512_set1_epi32(32));
                UNROLL8 for (int t = 0; t < T; t++) isum[t] = _mm512_add_epi32(isum[t], _mm512_mullo_epi32(A[t], ls));
            }
        }
        UNROLL8 for (int t = 0; t < T; t++)
            acc[t] = _mm512_fmadd_ps(_mm512_mul_ps(dd, _mm512_set1_ps(rd_f32(x[t] + (size_t)Q8K_BYTES * i))), _mm512_cvtepi32_ps(isum[t]), acc[t]);
    }
    UNROLL8 for (int t = 0; t < T; t++) panel_store_vnni(out[t], m, acc[t]);
}

TARGET_VNNI static void panel_iq4_xs_vnni(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *const *out) {
    PANEL_CALLS(panel_iq4_xs_body_vnni);
}

/* 32-element types against Q8_0: block i of 16 rows as 8 vectors of unsigned bytes u = q + off (dword k:
 * elements 4k..4k+3, lane r: row r), and the 16 weight scales. */
TARGET_VNNI static inline __attribute__((always_inline)) __m512 b32_panel_vnni(const uint8_t *const *rp, int i,
                                                                               uint32_t type, __m512i *U) {
    const int bytes = type == T_Q4_0 || type == T_IQ4_NL ? 18 : type == T_MXFP4 ? 17 : 34;
    const size_t b0 = (size_t)bytes * i;
    __m512i H[4]; /* the first 16 bytes of each row's block: its scale in dword 0 (gathers are slow) */
    transpose16x4_vnni(rp, b0, H);
    const __m512i head = H[0];
    if (type == T_Q8_0) {
        transpose16x8_vnni(rp, b0 + 2, U);
        UNROLL8 for (int k = 0; k < 8; k++) U[k] = _mm512_xor_si512(U[k], _mm512_set1_epi8((char)0x80));
    } else {
        __m512i Z[4];
        transpose16x4_vnni(rp, b0 + (type == T_MXFP4 ? 1 : 2), Z);
        const __m512i m4 = _mm512_set1_epi8(15);
        UNROLL8 for (int k = 0; k < 4; k++) {
            U[k] = _mm512_and_si512(Z[k], m4);
            U[k + 4] = _mm512_and_si512(_mm512_srli_epi16(Z[k], 4), m4);
        }
        if (type != T_Q4_0) {
            const __m512i lut = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(type == T_MXFP4 ? kvalues_mxfp4 : kvalues_iq4nl)));
            UNROLL8 for (int k = 0; k < 8; k++) U[k] = _mm512_xor_si512(_mm512_shuffle_epi8(lut, U[k]), _mm512_set1_epi8((char)0x80));
        }
    }
    if (type == T_MXFP4) { /* e8m0_half: 2^(e-128) as float bits (e - 1) << 23, the two smallest as denormals */
        const __m512i e = _mm512_and_si512(head, _mm512_set1_epi32(255));
        const __m512i normal = _mm512_slli_epi32(_mm512_sub_epi32(e, _mm512_set1_epi32(1)), 23);
        const __m512i tiny = _mm512_sllv_epi32(_mm512_set1_epi32(0x00200000), e);
        return _mm512_castsi512_ps(_mm512_mask_blend_epi32(_mm512_cmplt_epu32_mask(e, _mm512_set1_epi32(2)), normal, tiny));
    }
    return _mm512_cvtph_ps(_mm512_cvtepi32_epi16(head));
}

/* Blocks in groups of 16: first, per token, -off * sum(y) and the activation scale of each block (the
 * token's 16 blocks transposed like the rows, summed by vpdpbusd), then per block 8 vpdpbusd per token. */
TARGET_VNNI static inline __attribute__((always_inline)) void panel_b32_body_vnni(const uint8_t *const *rp,
                                                                                   const uint8_t *const *x, int n, float *const *out, __mmask16 m, const int T, uint32_t type) {
    const int bytes = type == T_Q4_0 || type == T_IQ4_NL ? 18 : type == T_MXFP4 ? 17 : 34;
    const int nb = n / 32;
    const __m512i off = _mm512_set1_epi8((char)(type == T_Q4_0 ? 8 : 0x80));
    const __m512i idx34 = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), _mm512_set1_epi32(34));
    __m512 acc[8];
    UNROLL8 for (int t = 0; t < T; t++) acc[t] = _mm512_setzero_ps();
    for (int g = 0; g < nb; g += 16) {
        const int nblk = MOE_MIN(16, nb - g);
        int32_t S[8][16];
        float DY[8][16];
        UNROLL8 for (int t = 0; t < T; t++) {
            const uint8_t *b = x[t] + (size_t)34 * g;
            if (nblk == 16) {
                const uint8_t *p[16];
                __m512i Z[8];
                for (int j = 0; j < 16; j++) p[j] = b + 34 * j;
                transpose16x8_vnni(p, 2, Z);
                __m512i sum = _mm512_setzero_si512();
                UNROLL8 for (int k = 0; k < 8; k++) sum = _mm512_dpbusd_epi32(sum, off, Z[k]);
                _mm512_storeu_si512((void *)S[t], _mm512_sub_epi32(_mm512_setzero_si512(), sum));
                _mm512_storeu_ps(DY[t], _mm512_cvtph_ps(_mm512_cvtepi32_epi16(_mm512_i32gather_epi32(idx34, (const void *)b, 1))));
            } else {
                for (int j = 0; j < nblk; j++) {
                    int32_t sy = 0;
                    for (int e = 0; e < 32; e++) sy += (int8_t)b[34 * j + 2 + e];
                    S[t][j] = -(type == T_Q4_0 ? 8 : 128) * sy;
                    DY[t][j] = fp16_avx(rd16(b + 34 * j));
                }
            }
        }
        /* the rows' next group (the 16 rows side by side do not stream like one row) */
        if (g + 16 < nb)
            UNROLL8 for (int r = 0; r < 16; r++)
                for (int c = 0; c < 16 * bytes; c += 64) _mm_prefetch((const char *)rp[r] + (size_t)bytes * (g + 16) + c, _MM_HINT_T0);
        for (int j = 0; j < nblk; j++) {
            __m512i U[8];
            const __m512 dw = b32_panel_vnni(rp, g + j, type, U);
            /* k outer, tokens inner: T independent vpdpbusd chains */
            __m512i sum[8];
            UNROLL8 for (int t = 0; t < T; t++) sum[t] = _mm512_set1_epi32(S[t][j]);
            UNROLL8 for (int k = 0; k < 8; k++)
                UNROLL8 for (int t = 0; t < T; t++) sum[t] = dpbusd_bcast_vnni(sum[t], U[k], x[t] + (size_t)34 * (g + j) + 2 + 4 * k);
            UNROLL8 for (int t = 0; t < T; t++)
                acc[t] = _mm512_fmadd_ps(_mm512_mul_ps(dw, _mm512_set1_ps(DY[t][j])), _mm512_cvtepi32_ps(sum[t]), acc[t]);
        }
    }
    UNROLL8 for (int t = 0; t < T; t++) panel_store_vnni(out[t], m, acc[t]);
}

#define PANEL_B32(name, type_)                                                                                  \
    TARGET_VNNI static inline __attribute__((always_inline)) void name##_body(const uint8_t *const *rp, const uint8_t *const *x, \
                                                                              int n, float *const *out, __mmask16 m, const int T) { \
        panel_b32_body_vnni(rp, x, n, out, m, T, type_);                                                        \
    }                                                                                                           \
    TARGET_VNNI static void name(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *const *out) { \
        PANEL_CALLS(name##_body);                                                                            \
    }
PANEL_B32(panel_q8_0_vnni, T_Q8_0)
PANEL_B32(panel_q4_0_vnni, T_Q4_0)
PANEL_B32(panel_iq4_nl_vnni, T_IQ4_NL)
PANEL_B32(panel_mxfp4_vnni, T_MXFP4)
#undef PANEL_B32

/* ---- AVX2 tiles (no AVX-512): the same contract as the VNNI tiles, in 16 registers: a 4 x T tile runs as
 * 4 rows x 2 tokens at a time (Q4_K, Q5_K, Q6_K: 2 x 2), int8 products by maddubs (the sign trick where a
 * value is signed), the scalar kernels' integer sums; with one token the 32-element tiles request the
 * lines ahead as they go (tile_prefetch_step), as the VNNI ones do. ---- */

/* A 32-element block as 32 signed values, and its weight scale. */
TARGET_AVX2 static inline __attribute__((always_inline)) __m256i b32_signed_avx2(const uint8_t *a, uint32_t type, float *d) {
    switch (type) {
    case T_Q4_0: *d = fp16_avx(rd16(a)); return _mm256_sub_epi8(nibbles_avx2(a + 2), _mm256_set1_epi8(8));
    case T_Q5_0: *d = fp16_avx(rd16(a)); return _mm256_or_si256(nibbles_avx2(a + 6), _mm256_andnot_si256(bits_to_bytes_avx2(a + 2), _mm256_set1_epi8((char)0xF0)));
    case T_IQ4_NL: *d = fp16_avx(rd16(a)); return _mm256_shuffle_epi8(lut16_avx2(kvalues_iq4nl), nibbles_avx2(a + 2));
    case T_MXFP4: *d = e8m0_half(a[0]); return _mm256_shuffle_epi8(lut16_avx2(kvalues_mxfp4), nibbles_avx2(a + 1));
    default: *d = fp16_avx(rd16(a)); return _mm256_loadu_si256((const __m256i *)(a + 2)); /* Q8_0 */
    }
}

TARGET_AVX2 static inline __attribute__((always_inline)) void tile_b32_avx2(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                             float *out, const int R, const int T, uint32_t type) {
    const int bytes = type == T_Q4_0 || type == T_IQ4_NL ? 18 : type == T_Q5_0 ? 22 : type == T_MXFP4 ? 17 : 34;
    const __m256i ones = _mm256_set1_epi16(1);
    UNROLL4 for (int t0 = 0; t0 < T; t0 += 2) {
        const int TT = T - t0 < 2 ? 1 : 2;
        __m256 acc[4][2];
        UNROLL4 for (int r = 0; r < R; r++)
            UNROLL4 for (int t = 0; t < TT; t++) acc[r][t] = _mm256_setzero_ps();
        for (int i = 0; i < n / 32; i++) {
            __m256i y[2];
            float dy[2];
            UNROLL4 for (int t = 0; t < TT; t++) {
                const uint8_t *b = x[t0 + t] + (size_t)34 * i;
                y[t] = _mm256_loadu_si256((const __m256i *)(b + 2));
                dy[t] = fp16_avx(rd16(b));
            }
            if (T == 1) tile_prefetch_step(w, R, (size_t)bytes, i);
            UNROLL4 for (int r = 0; r < R; r++) {
                float dw;
                const __m256i q = b32_signed_avx2(w + (size_t)r * ws + (size_t)bytes * i, type, &dw);
                const __m256i aq = _mm256_sign_epi8(q, q);
                UNROLL4 for (int t = 0; t < TT; t++) {
                    const __m256i s = _mm256_madd_epi16(_mm256_maddubs_epi16(aq, _mm256_sign_epi8(y[t], q)), ones);
                    acc[r][t] = _mm256_fmadd_ps(_mm256_set1_ps(dw * dy[t]), _mm256_cvtepi32_ps(s), acc[r][t]);
                }
            }
        }
        UNROLL4 for (int r = 0; r < R; r++)
            UNROLL4 for (int t = 0; t < TT; t++) out[4 * r + t0 + t] = hsum_avx(acc[r][t]);
    }
}

#define TILE_B32_AVX2(name, type_)                                                                                  \
    TARGET_AVX2 static void name(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) { \
        TILE_BODY_CALLS(tile_b32_avx2, type_);                                                                      \
    }
TILE_B32_AVX2(tile_q8_0_avx2, T_Q8_0)
TILE_B32_AVX2(tile_q4_0_avx2, T_Q4_0)
TILE_B32_AVX2(tile_q5_0_avx2, T_Q5_0)
TILE_B32_AVX2(tile_iq4_nl_avx2, T_IQ4_NL)
TILE_B32_AVX2(tile_mxfp4_avx2, T_MXFP4)
#undef TILE_B32_AVX2

/* Q4_K/Q5_K (five) and Q6_K (six) against Q8_K, 2 rows x 2 tokens at a time: per 32 elements maddubs of the
 * unsigned values, madd by the scale(s) of the 32 (Q6_K: of each 16); the mins (Q6_K: 32 * sum(sc * bsums))
 * once per super-block from the bsums. */
TARGET_AVX2 static inline __attribute__((always_inline)) void tile_k_avx2(const uint8_t *w, size_t ws, const uint8_t *const *x, int n,
                                                                           float *out, const int R, const int T, int kind) {
    const int six = kind == 6, five = kind == 5, bytes = six ? 210 : five ? 176 : 144;
    UNROLL4 for (int r0 = 0; r0 < R; r0 += 2)
        UNROLL4 for (int t0 = 0; t0 < T; t0 += 2) {
            const int RR = R - r0 < 2 ? 1 : 2, TT = T - t0 < 2 ? 1 : 2;
            __m256 acc[2][2];
            UNROLL4 for (int r = 0; r < RR; r++)
                UNROLL4 for (int t = 0; t < TT; t++) acc[r][t] = _mm256_setzero_ps();
            for (int i = 0; i < n / QK_K; i++) {
                const uint8_t *a[2], *b[2];
                uint8_t sc[2][8];
                __m256i mn[2], isum[2][2];
                UNROLL4 for (int r = 0; r < RR; r++) {
                    a[r] = w + (size_t)(r0 + r) * ws + (size_t)bytes * i;
                    if (six) mn[r] = _mm256_slli_epi16(_mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(a[r] + 192))), 5);
                    else {
                        uint8_t m[8];
                        k4_scales_x86(a[r] + 4, sc[r], m);
                        mn[r] = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)m), _mm_loadl_epi64((const __m128i *)m)));
                    }
                    UNROLL4 for (int t = 0; t < TT; t++) isum[r][t] = _mm256_setzero_si256();
                }
                UNROLL4 for (int t = 0; t < TT; t++) b[t] = x[t0 + t] + (size_t)Q8K_BYTES * i;
                for (int j = 0; j < 8; j += 2) { /* elements 32j..32j+63 */
                    __m256i y[2][2];
                    UNROLL4 for (int t = 0; t < TT; t++) {
                        y[t][0] = _mm256_loadu_si256((const __m256i *)(q8k_qs(b[t]) + 32 * j));
                        y[t][1] = _mm256_loadu_si256((const __m256i *)(q8k_qs(b[t]) + 32 * j + 32));
                    }
                    UNROLL4 for (int r = 0; r < RR; r++) {
                        __m256i q[2], s[2];
                        if (six) {
                            const int8_t *g = (const int8_t *)a[r] + 192 + 2 * j;
                            UNROLL4 for (int h = 0; h < 2; h++) {
                                q[h] = q6_k_quants_avx2(a[r], (j + h) / 4, (j + h) % 4);
                                s[h] = _mm256_set_m128i(_mm_set1_epi16(g[2 * h + 1]), _mm_set1_epi16(g[2 * h]));
                            }
                        } else {
                            q45_k_quants_avx2(a[r], j / 2, five, &q[0], &q[1]);
                            s[0] = _mm256_set1_epi16(sc[r][j]);
                            s[1] = _mm256_set1_epi16(sc[r][j + 1]);
                        }
                        UNROLL4 for (int t = 0; t < TT; t++)
                            UNROLL4 for (int h = 0; h < 2; h++)
                                isum[r][t] = _mm256_add_epi32(isum[r][t], _mm256_madd_epi16(_mm256_maddubs_epi16(q[h], y[t][h]), s[h]));
                    }
                }
                UNROLL4 for (int t = 0; t < TT; t++) {
                    const __m256 dy = _mm256_set1_ps(rd_f32(b[t]));
                    const __m256i bs = _mm256_loadu_si256((const __m256i *)(b[t] + 260));
                    UNROLL4 for (int r = 0; r < RR; r++) {
                        const __m256i m = _mm256_madd_epi16(mn[r], bs);
                        if (six) {
                            acc[r][t] = _mm256_fmadd_ps(_mm256_mul_ps(_mm256_set1_ps(fp16_avx(rd16(a[r] + 208))), dy),
                                                        _mm256_cvtepi32_ps(_mm256_sub_epi32(isum[r][t], m)), acc[r][t]);
                        } else {
                            acc[r][t] = _mm256_fmadd_ps(_mm256_mul_ps(_mm256_set1_ps(fp16_avx(rd16(a[r]))), dy), _mm256_cvtepi32_ps(isum[r][t]), acc[r][t]);
                            acc[r][t] = _mm256_fnmadd_ps(_mm256_mul_ps(_mm256_set1_ps(fp16_avx(rd16(a[r] + 2))), dy), _mm256_cvtepi32_ps(m), acc[r][t]);
                        }
                    }
                }
            }
            UNROLL4 for (int r = 0; r < RR; r++)
                UNROLL4 for (int t = 0; t < TT; t++) out[4 * (r0 + r) + t0 + t] = hsum_avx(acc[r][t]);
        }
}

TARGET_AVX2 static void tile_q4_k_avx2(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_k_avx2, 4);
}

TARGET_AVX2 static void tile_q5_k_avx2(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_k_avx2, 5);
}

TARGET_AVX2 static void tile_q6_k_avx2(const uint8_t *w, size_t ws, const uint8_t *const *x, int nr, int nt, int n, float *out) {
    TILE_BODY_CALLS(tile_k_avx2, 6);
}

/* Q4_K (five = 0) or Q5_K against one Q8_K token (decode) on AVX2, four rows a pass (ws bytes apart; ws = 0
 * repeats one row): the token's values are loaded once per quarter for the four rows, each row's scales
 * and mins come out of 32-bit masks and shifts (k4_scales_u32) and its scale per 32 out of one byte
 * shuffle; the four rows' integer sums and min sums are folded into the lanes of one register (lane r =
 * row r) and scaled there by the four d and dmin; the lines 7 KiB ahead are requested as the pass goes
 * (tile_prefetch_step), so a thread's run of rows streams. Where a dot per row spent a third of its time
 * unpacking scales byte by byte. */
TARGET_AVX2 static inline __attribute__((always_inline)) void tile_q45_k_one4_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int n, float *out, const int five) {
    const size_t bytes = five ? 176 : 144;
    const __m256i evens = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    __m128 acc = _mm_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        const uint8_t *b = x + (size_t)Q8K_BYTES * i, *a = w + bytes * i;
        const int8_t *y = q8k_qs(b);
        const __m128i bsp = q8k_bsum_pairs_avx2(b);
        tile_prefetch_step(w, 4, bytes, i);
        __m256i sc[4], isum[4];
        __m128i mins[4];
        UNROLL4 for (int r = 0; r < 4; r++) {
            uint32_t u[4];
            k4_scales_u32(a + (size_t)r * ws + 4, u);
            sc[r] = _mm256_broadcastsi128_si256(_mm_cvtepu8_epi16(_mm_set_epi32(0, 0, (int)u[1], (int)u[0])));
            mins[r] = _mm_madd_epi16(_mm_cvtepu8_epi16(_mm_set_epi32(0, 0, (int)u[3], (int)u[2])), bsp);
            isum[r] = _mm256_setzero_si256();
        }
        UNROLL4 for (int j = 0; j < 4; j++) { /* elements 64j..64j+63: sub-blocks 2j and 2j+1 */
            const __m256i y_lo = _mm256_loadu_si256((const __m256i *)(y + 64 * j)), y_hi = _mm256_loadu_si256((const __m256i *)(y + 64 * j + 32));
            /* the int16 scale of sub-block 2j (2j+1) in every lane */
            const __m256i pick_lo = _mm256_set1_epi16((short)(0x0100 + 0x0202 * (2 * j))), pick_hi = _mm256_set1_epi16((short)(0x0100 + 0x0202 * (2 * j + 1)));
            UNROLL4 for (int r = 0; r < 4; r++) {
                __m256i lo, hi;
                q45_k_quants_avx2(a + (size_t)r * ws, j, five, &lo, &hi);
                isum[r] = _mm256_add_epi32(isum[r], _mm256_madd_epi16(_mm256_maddubs_epi16(lo, y_lo), _mm256_shuffle_epi8(sc[r], pick_lo)));
                isum[r] = _mm256_add_epi32(isum[r], _mm256_madd_epi16(_mm256_maddubs_epi16(hi, y_hi), _mm256_shuffle_epi8(sc[r], pick_hi)));
            }
        }
        /* lane r = row r */
        const __m256i h = _mm256_hadd_epi32(_mm256_hadd_epi32(isum[0], isum[1]), _mm256_hadd_epi32(isum[2], isum[3]));
        const __m128i sums = _mm_add_epi32(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
        const __m128i msum = _mm_hadd_epi32(_mm_hadd_epi32(mins[0], mins[1]), _mm_hadd_epi32(mins[2], mins[3]));
        /* d0, dmin0, ..., d3, dmin3 -> d0..d3 (low half), dmin0..dmin3 (high), times the token's scale */
        const __m128i dm = _mm_set_epi32((int)u32_at(a + 3 * ws), (int)u32_at(a + 2 * ws), (int)u32_at(a + ws), (int)u32_at(a));
        const __m256 dd = _mm256_mul_ps(_mm256_permutevar8x32_ps(_mm256_cvtph_ps(dm), evens), _mm256_set1_ps(rd_f32(b)));
        acc = _mm_fmadd_ps(_mm256_castps256_ps128(dd), _mm_cvtepi32_ps(sums), acc);
        acc = _mm_fnmadd_ps(_mm256_extractf128_ps(dd, 1), _mm_cvtepi32_ps(msum), acc);
    }
    _mm_storeu_ps(out, acc);
}

/* One token over a run of rows with a four-row kernel: passes of four, a row left over computed four
 * times (ws = 0). Always inlined, so `four` is a direct call. */
typedef void (*rows4_avx2_fn)(const uint8_t *w, size_t ws, const uint8_t *x, int n, float *out);
TARGET_AVX2 static inline __attribute__((always_inline)) void rows_one_by_fours_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out,
                                                                                      rows4_avx2_fn four) {
    int r = 0;
    for (; r + 4 <= nrows; r += 4) four(w + (size_t)r * ws, ws, x, n, out + r);
    for (; r < nrows; r++) {
        float v[4];
        four(w + (size_t)r * ws, 0, x, n, v);
        out[r] = v[0];
    }
}

TARGET_AVX2 static void tile_q4_k_one4_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int n, float *out) {
    tile_q45_k_one4_avx2(w, ws, x, n, out, 0);
}

TARGET_AVX2 static void tile_q5_k_one4_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int n, float *out) {
    tile_q45_k_one4_avx2(w, ws, x, n, out, 1);
}

TARGET_AVX2 static void rows_one_q4_k_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    rows_one_by_fours_avx2(w, ws, x, nrows, n, out, tile_q4_k_one4_avx2);
}

TARGET_AVX2 static void rows_one_q5_k_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    rows_one_by_fours_avx2(w, ws, x, nrows, n, out, tile_q5_k_one4_avx2);
}

/* Q6_K against one Q8_K token (decode) on AVX2, four rows a pass as tile_q45_k_one4_avx2: each row's 16
 * int8 scales widened with the even ones in the low lane and the odd ones in the high lane, so one byte
 * shuffle gives a register of 32 values its two scales (one per 16); 32 x sum(sc * bsums) comes off the
 * integer sums lane by lane. */
TARGET_AVX2 static void tile_q6_k_one4_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int n, float *out) {
    const __m128i evens_odds = _mm_setr_epi8(0, 2, 4, 6, 8, 10, 12, 14, 1, 3, 5, 7, 9, 11, 13, 15);
    __m128 acc = _mm_setzero_ps();
    for (int i = 0; i < n / QK_K; i++) {
        const uint8_t *b = x + (size_t)Q8K_BYTES * i, *a = w + (size_t)210 * i;
        const int8_t *y = q8k_qs(b);
        const __m256i bs = _mm256_loadu_si256((const __m256i *)(b + 260));
        tile_prefetch_step(w, 4, 210, i);
        __m256i sc[4], isum[4];
        UNROLL4 for (int r = 0; r < 4; r++) {
            const __m128i raw = _mm_loadu_si128((const __m128i *)(a + (size_t)r * ws + 192));
            sc[r] = _mm256_cvtepi8_epi16(_mm_shuffle_epi8(raw, evens_odds));
            isum[r] = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(_mm256_madd_epi16(_mm256_cvtepi8_epi16(raw), bs), 5));
        }
        UNROLL4 for (int c = 0; c < 2; c++)
            UNROLL4 for (int k = 0; k < 4; k++) { /* elements 128c + 32k .. +31: scales 8c + 2k and 8c + 2k + 1 */
                const __m256i yk = _mm256_loadu_si256((const __m256i *)(y + 128 * c + 32 * k));
                const __m256i pick = _mm256_set1_epi16((short)(0x0100 + 0x0202 * (4 * c + k)));
                UNROLL4 for (int r = 0; r < 4; r++) {
                    const __m256i q = q6_k_quants_avx2(a + (size_t)r * ws, c, k);
                    isum[r] = _mm256_add_epi32(isum[r], _mm256_madd_epi16(_mm256_maddubs_epi16(q, yk), _mm256_shuffle_epi8(sc[r], pick)));
                }
            }
        const __m256i h = _mm256_hadd_epi32(_mm256_hadd_epi32(isum[0], isum[1]), _mm256_hadd_epi32(isum[2], isum[3]));
        const __m128i sums = _mm_add_epi32(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1));
        const __m128i d = _mm_setr_epi16((short)rd16(a + 208), (short)rd16(a + ws + 208), (short)rd16(a + 2 * ws + 208), (short)rd16(a + 3 * ws + 208), 0, 0, 0, 0);
        acc = _mm_fmadd_ps(_mm_mul_ps(_mm_cvtph_ps(d), _mm_set1_ps(rd_f32(b))), _mm_cvtepi32_ps(sums), acc);
    }
    _mm_storeu_ps(out, acc);
}

TARGET_AVX2 static void rows_one_q6_k_avx2(const uint8_t *w, size_t ws, const uint8_t *x, int nrows, int n, float *out) {
    rows_one_by_fours_avx2(w, ws, x, nrows, n, out, tile_q6_k_one4_avx2);
}

#endif

/* ---- AArch64 NEON (compile-time; vdotq_s32 where the target has the dot-product extension) ---- */
#if defined(MOE_NEON)

/* 16 int8 x 16 int8, summed in fours into acc. */
static inline int32x4_t dot_i8_neon(int32x4_t acc, int8x16_t a, int8x16_t b) {
#if defined(__ARM_FEATURE_DOTPROD)
    return vdotq_s32(acc, a, b);
#else
    return vpadalq_s16(vpadalq_s16(acc, vmull_s8(vget_low_s8(a), vget_low_s8(b))), vmull_high_s8(a, b));
#endif
}

static float dot_q8_0_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float32x4_t acc = vdupq_n_f32(0);
    for (int i = 0; i < n / QK8_0; i++, a += 34, b += 34) {
        int32x4_t s = dot_i8_neon(vdupq_n_s32(0), vld1q_s8((const int8_t *)a + 2), vld1q_s8((const int8_t *)b + 2));
        s = dot_i8_neon(s, vld1q_s8((const int8_t *)a + 18), vld1q_s8((const int8_t *)b + 18));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(s), fp16_to_f32(rd16(a)) * fp16_to_f32(rd16(b)));
    }
    return vaddvq_f32(acc);
}

static float dot_q4_0_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const int8x16_t eight = vdupq_n_s8(8);
    float32x4_t acc = vdupq_n_f32(0);
    for (int i = 0; i < n / QK4_0; i++, a += 18, b += 34) {
        const uint8x16_t raw = vld1q_u8(a + 2);
        const int8x16_t lo = vsubq_s8(vreinterpretq_s8_u8(vandq_u8(raw, vdupq_n_u8(15))), eight);
        const int8x16_t hi = vsubq_s8(vreinterpretq_s8_u8(vshrq_n_u8(raw, 4)), eight);
        int32x4_t s = dot_i8_neon(vdupq_n_s32(0), lo, vld1q_s8((const int8_t *)b + 2));
        s = dot_i8_neon(s, hi, vld1q_s8((const int8_t *)b + 18));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(s), fp16_to_f32(rd16(a)) * fp16_to_f32(rd16(b)));
    }
    return vaddvq_f32(acc);
}

/* 32 unsigned values (< 64, as two vectors) times 32 q8: the int32 sum. */
static inline int32_t dot32_neon(uint8x16_t q0, uint8x16_t q1, const int8_t *q8) {
    const int32x4_t s = dot_i8_neon(vdupq_n_s32(0), vreinterpretq_s8_u8(q0), vld1q_s8(q8));
    return vaddvq_s32(dot_i8_neon(s, vreinterpretq_s8_u8(q1), vld1q_s8(q8 + 16)));
}

static float dot_q4_k_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const uint8x16_t m4 = vdupq_n_u8(15);
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 144, b += Q8K_BYTES) {
        uint8_t sc[8], m[8];
        k4_scales(a + 4, sc, m);
        int32_t isum = 0;
        for (int j = 0; j < 4; j++) {
            const uint8x16_t r0 = vld1q_u8(a + 16 + 32 * j), r1 = vld1q_u8(a + 32 + 32 * j);
            isum += sc[2 * j] * dot32_neon(vandq_u8(r0, m4), vandq_u8(r1, m4), q8k_qs(b) + 64 * j);
            isum += sc[2 * j + 1] * dot32_neon(vshrq_n_u8(r0, 4), vshrq_n_u8(r1, 4), q8k_qs(b) + 64 * j + 32);
        }
        const float dy = rd_f32(b);
        sum += (dy * fp16_to_f32(rd16(a))) * (float)isum - (dy * fp16_to_f32(rd16(a + 2))) * (float)k4_min_sum(m, b);
    }
    return sum;
}

static float dot_q6_k_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const uint8x16_t m4 = vdupq_n_u8(15), m2 = vdupq_n_u8(3);
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 210, b += Q8K_BYTES) {
        const int8_t *sc = (const int8_t *)a + 192;
        int32_t isum = 0;
        for (int g = 0; g < 16; g++) isum -= 32 * sc[g] * q8k_bsum(b, g);
        for (int c = 0; c < 2; c++)
            for (int k = 0; k < 4; k++)
                for (int h = 0; h < 2; h++) { /* 16 elements: group 8c + 2k + h */
                    const uint8x16_t ql = vld1q_u8(a + 64 * c + 32 * (k % 2) + 16 * h);
                    const uint8x16_t qh = vld1q_u8(a + 128 + 32 * c + 16 * h);
                    const uint8x16_t lo = k < 2 ? vandq_u8(ql, m4) : vshrq_n_u8(ql, 4);
                    const uint8x16_t hi = vandq_u8(vshlq_u8(qh, vdupq_n_s8((int8_t)(-2 * k))), m2);
                    const uint8x16_t q = vorrq_u8(lo, vshlq_n_u8(hi, 4));
                    const int8_t *q8 = q8k_qs(b) + 128 * c + 32 * k + 16 * h;
                    isum += sc[8 * c + 2 * k + h] * vaddvq_s32(dot_i8_neon(vdupq_n_s32(0), vreinterpretq_s8_u8(q), vld1q_s8(q8)));
                }
        sum += rd_f32(b) * fp16_to_f32(rd16(a + 208)) * (float)isum;
    }
    return sum;
}

/* 16 bytes of 0xFF where bit j of the low 16 bits of w is set, else 0. */
static inline uint8x16_t bits16_neon(uint32_t w) {
    static const uint8_t bit[16] = { 1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128 };
    return vtstq_u8(vcombine_u8(vdup_n_u8((uint8_t)w), vdup_n_u8((uint8_t)(w >> 8))), vld1q_u8(bit));
}

/* The 32 values of a 32-element block as two vectors (elements 0..15, 16..31): Q4_1 and Q5_1 unsigned,
 * Q5_0 signed (q - 16), IQ4_NL and MXFP4 through their tables. Returns the block's weight scale (Q4_1,
 * Q5_1: d; the min is the caller's). */
static inline __attribute__((always_inline)) float b32_quants_neon(const uint8_t *a, uint32_t type, int8x16_t *q0, int8x16_t *q1) {
    const int off = type == T_Q4_1 ? 4 : type == T_Q5_1 ? 8 : type == T_Q5_0 ? 6 : type == T_MXFP4 ? 1 : 2;
    const uint8x16_t raw = vld1q_u8(a + off), m4 = vdupq_n_u8(15);
    uint8x16_t lo = vandq_u8(raw, m4), hi = vshrq_n_u8(raw, 4);
    if (type == T_Q5_1 || type == T_Q5_0) {
        uint32_t h;
        memcpy(&h, a + off - 4, 4);
        if (type == T_Q5_1) {
            lo = vorrq_u8(lo, vandq_u8(bits16_neon(h), vdupq_n_u8(16)));
            hi = vorrq_u8(hi, vandq_u8(bits16_neon(h >> 16), vdupq_n_u8(16)));
        } else { /* nibble | 0xF0 where the fifth bit is clear */
            lo = vorrq_u8(lo, vbicq_u8(vdupq_n_u8(0xF0), bits16_neon(h)));
            hi = vorrq_u8(hi, vbicq_u8(vdupq_n_u8(0xF0), bits16_neon(h >> 16)));
        }
    }
    if (type == T_IQ4_NL || type == T_MXFP4) {
        const int8x16_t lut = vld1q_s8(type == T_MXFP4 ? kvalues_mxfp4 : kvalues_iq4nl);
        *q0 = vqtbl1q_s8(lut, lo);
        *q1 = vqtbl1q_s8(lut, hi);
    } else {
        *q0 = vreinterpretq_s8_u8(lo);
        *q1 = vreinterpretq_s8_u8(hi);
    }
    return type == T_MXFP4 ? e8m0_half(a[0]) : fp16_to_f32(rd16(a));
}

/* Q5_0, IQ4_NL, MXFP4 against Q8_0; Q4_1, Q5_1 against Q8_1 (plus m * s). */
static inline __attribute__((always_inline)) float dot_b32_neon(const uint8_t *a, const uint8_t *b, int n, uint32_t type) {
    const int bytes = type == T_Q4_1 ? 20 : type == T_Q5_1 ? 24 : type == T_Q5_0 ? 22 : type == T_MXFP4 ? 17 : 18;
    const int dm = type == T_Q4_1 || type == T_Q5_1, yo = dm ? 4 : 2;
    float32x4_t acc = vdupq_n_f32(0);
    float summ = 0;
    for (int i = 0; i < n / 32; i++, a += bytes, b += yo + 32) {
        int8x16_t q0, q1;
        const float d = b32_quants_neon(a, type, &q0, &q1);
        int32x4_t s = dot_i8_neon(vdupq_n_s32(0), q0, vld1q_s8((const int8_t *)b + yo));
        s = dot_i8_neon(s, q1, vld1q_s8((const int8_t *)b + yo + 16));
        acc = vmlaq_n_f32(acc, vcvtq_f32_s32(s), d * fp16_to_f32(rd16(b)));
        if (dm) summ += fp16_to_f32(rd16(a + 2)) * fp16_to_f32(rd16(b + 2));
    }
    return vaddvq_f32(acc) + summ;
}

static float dot_q4_1_neon(const void *w, const void *x, int n) { return dot_b32_neon(w, x, n, T_Q4_1); }
static float dot_q5_1_neon(const void *w, const void *x, int n) { return dot_b32_neon(w, x, n, T_Q5_1); }
static float dot_q5_0_neon(const void *w, const void *x, int n) { return dot_b32_neon(w, x, n, T_Q5_0); }
static float dot_iq4_nl_neon(const void *w, const void *x, int n) { return dot_b32_neon(w, x, n, T_IQ4_NL); }
static float dot_mxfp4_neon(const void *w, const void *x, int n) { return dot_b32_neon(w, x, n, T_MXFP4); }

static float dot_q5_k_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const uint8x16_t m4 = vdupq_n_u8(15), sixteen = vdupq_n_u8(16);
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 176, b += Q8K_BYTES) {
        uint8_t sc[8], m[8];
        k4_scales(a + 4, sc, m);
        const uint8x16_t h0 = vld1q_u8(a + 16), h1 = vld1q_u8(a + 32);
        int32_t isum = 0;
        for (int j = 0; j < 4; j++) {
            const uint8x16_t r0 = vld1q_u8(a + 48 + 32 * j), r1 = vld1q_u8(a + 64 + 32 * j);
            const uint8x16_t bl = vdupq_n_u8((uint8_t)(1 << (2 * j))), bh = vdupq_n_u8((uint8_t)(2 << (2 * j)));
            const uint8x16_t l0 = vorrq_u8(vandq_u8(r0, m4), vandq_u8(vtstq_u8(h0, bl), sixteen));
            const uint8x16_t l1 = vorrq_u8(vandq_u8(r1, m4), vandq_u8(vtstq_u8(h1, bl), sixteen));
            const uint8x16_t u0 = vorrq_u8(vshrq_n_u8(r0, 4), vandq_u8(vtstq_u8(h0, bh), sixteen));
            const uint8x16_t u1 = vorrq_u8(vshrq_n_u8(r1, 4), vandq_u8(vtstq_u8(h1, bh), sixteen));
            isum += sc[2 * j] * dot32_neon(l0, l1, q8k_qs(b) + 64 * j);
            isum += sc[2 * j + 1] * dot32_neon(u0, u1, q8k_qs(b) + 64 * j + 32);
        }
        const float dy = rd_f32(b);
        sum += (dy * fp16_to_f32(rd16(a))) * (float)isum - (dy * fp16_to_f32(rd16(a + 2))) * (float)k4_min_sum(m, b);
    }
    return sum;
}

static float dot_iq4_xs_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const int8x16_t lut = vld1q_s8(kvalues_iq4nl);
    const uint8x16_t m4 = vdupq_n_u8(15);
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 136, b += Q8K_BYTES) {
        const int sh = rd16(a + 2);
        int32x4_t isum = vdupq_n_s32(0);
        for (int ib = 0; ib < 8; ib++) {
            const int ls = (((a[4 + ib / 2] >> (4 * (ib % 2))) & 15) | ((sh >> (2 * ib)) & 3) << 4) - 32;
            const uint8x16_t raw = vld1q_u8(a + 8 + 16 * ib);
            const int8_t *q8 = q8k_qs(b) + 32 * ib;
            int32x4_t s = dot_i8_neon(vdupq_n_s32(0), vqtbl1q_s8(lut, vandq_u8(raw, m4)), vld1q_s8(q8));
            s = dot_i8_neon(s, vqtbl1q_s8(lut, vshrq_n_u8(raw, 4)), vld1q_s8(q8 + 16));
            isum = vmlaq_n_s32(isum, s, ls);
        }
        sum += (rd_f32(b) * fp16_to_f32(rd16(a))) * (float)vaddvq_s32(isum);
    }
    return sum;
}

/* Q2_K, Q3_K, TQ2_0 as q2_planes_avx2: sum of sc[e/16] * u[e] * q8[e] with u unsigned. */
static inline int32_t q2_planes_neon(const uint8_t *qs, const uint8_t *hm, const int *sc, const int8_t *q8) {
    const uint8x16_t m3 = vdupq_n_u8(3), four = vdupq_n_u8(4);
    int32x4_t isum = vdupq_n_s32(0);
    for (int h = 0; h < 2; h++)
        for (int s = 0; s < 4; s++)
            for (int k = 0; k < 2; k++) { /* 16 elements: group 8h + 2s + k */
                uint8x16_t u = vandq_u8(vshlq_u8(vld1q_u8(qs + 32 * h + 16 * k), vdupq_n_s8((int8_t)(-2 * s))), m3);
                if (hm) u = vorrq_u8(u, vandq_u8(vtstq_u8(vld1q_u8(hm + 16 * k), vdupq_n_u8((uint8_t)(1 << (4 * h + s)))), four));
                const int32x4_t d = dot_i8_neon(vdupq_n_s32(0), vreinterpretq_s8_u8(u), vld1q_s8(q8 + 128 * h + 32 * s + 16 * k));
                isum = vmlaq_n_s32(isum, d, sc[8 * h + 2 * s + k]);
            }
    return vaddvq_s32(isum);
}

static float dot_q2_k_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 84, b += Q8K_BYTES) {
        int sc[16], msum = 0;
        for (int g = 0; g < 16; g++) { sc[g] = a[g] & 15; msum += (a[g] >> 4) * q8k_bsum(b, g); }
        const float dy = rd_f32(b);
        sum += (dy * fp16_to_f32(rd16(a + 80))) * (float)q2_planes_neon(a + 16, NULL, sc, q8k_qs(b)) - (dy * fp16_to_f32(rd16(a + 82))) * (float)msum;
    }
    return sum;
}

static float dot_q3_k_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 110, b += Q8K_BYTES) {
        const uint8_t *s = a + 96;
        int sc[16], off = 0;
        for (int g = 0; g < 16; g++) {
            sc[g] = ((((g < 8 ? s[g] : s[g - 8] >> 4) & 15) | ((s[8 + g % 4] >> (2 * (g / 4))) & 3) << 4) - 32);
            off += sc[g] * q8k_bsum(b, g);
        }
        sum += (rd_f32(b) * fp16_to_f32(rd16(a + 108))) * (float)(q2_planes_neon(a + 32, a, sc, q8k_qs(b)) - 4 * off);
    }
    return sum;
}

static float dot_tq2_0_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    static const int ones[16] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 };
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 66, b += Q8K_BYTES) {
        int32_t off = 0;
        for (int g = 0; g < 16; g++) off += q8k_bsum(b, g);
        sum += (rd_f32(b) * fp16_to_f32(rd16(a + 64))) * (float)(q2_planes_neon(a, NULL, ones, q8k_qs(b)) - off);
    }
    return sum;
}

/* the grid I-quants (iq_grid_group): magnitudes times q8 with the signs applied, per 16 */
static inline __attribute__((always_inline)) float dot_iq_grid_neon(const uint8_t *a, const uint8_t *b, int n, uint32_t type) {
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, b += Q8K_BYTES) {
        int32x4_t isum = vdupq_n_s32(0);
        int bytes = 0;
        for (int ib = 0; ib < 8; ib++) {
            uint64_t g[4];
            uint32_t s;
            int sc[2];
            bytes = iq_grid_group(a, ib, type, g, &s, sc);
            for (int k = 0; k < 2; k++) {
                const int8x16_t u = vreinterpretq_s8_u8(vcombine_u8(vcreate_u8(g[2 * k]), vcreate_u8(g[2 * k + 1])));
                const int8x16_t neg = vreinterpretq_s8_u8(bits16_neon(s >> (16 * k)));
                const int8x16_t y = vld1q_s8(q8k_qs(b) + 32 * ib + 16 * k);
                isum = vmlaq_n_s32(isum, dot_i8_neon(vdupq_n_s32(0), u, vsubq_s8(veorq_s8(y, neg), neg)), sc[k]);
            }
        }
        sum += (rd_f32(b) * (fp16_to_f32(rd16(a)) * iq_grid_factor(type))) * (float)vaddvq_s32(isum);
        a += bytes;
    }
    return sum;
}

static float dot_iq2_xxs_neon(const void *w, const void *x, int n) { return dot_iq_grid_neon(w, x, n, T_IQ2_XXS); }
static float dot_iq2_xs_neon(const void *w, const void *x, int n) { return dot_iq_grid_neon(w, x, n, T_IQ2_XS); }
static float dot_iq2_s_neon(const void *w, const void *x, int n) { return dot_iq_grid_neon(w, x, n, T_IQ2_S); }
static float dot_iq3_xxs_neon(const void *w, const void *x, int n) { return dot_iq_grid_neon(w, x, n, T_IQ3_XXS); }
static float dot_iq3_s_neon(const void *w, const void *x, int n) { return dot_iq_grid_neon(w, x, n, T_IQ3_S); }

/* IQ1_S, IQ1_M (iq1_group): 8 * grid + delta per 8, times d/8 */
static inline __attribute__((always_inline)) float dot_iq1_neon(const uint8_t *a, const uint8_t *b, int n, int m) {
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += m ? 56 : 50, b += Q8K_BYTES) {
        int32x4_t isum = vdupq_n_s32(0);
        for (int ib = 0; ib < 8; ib++) {
            uint64_t g[4];
            uint32_t neg;
            int sc[2];
            iq1_group(a, ib, m, g, &neg, sc);
            for (int k = 0; k < 2; k++) {
                const int8x16_t gv = vreinterpretq_s8_u64(vcombine_u64(vcreate_u64(g[2 * k]), vcreate_u64(g[2 * k + 1])));
                const int8x16_t delta = vcombine_s8(vdup_n_s8((neg >> (16 * k)) & 1 ? -1 : 1), vdup_n_s8((neg >> (16 * k + 8)) & 1 ? -1 : 1));
                const int8x16_t v = vaddq_s8(vshlq_n_s8(gv, 3), delta);
                isum = vmlaq_n_s32(isum, dot_i8_neon(vdupq_n_s32(0), v, vld1q_s8(q8k_qs(b) + 32 * ib + 16 * k)), sc[k]);
            }
        }
        sum += (iq1_d(a, m) * rd_f32(b) * 0.125f) * (float)vaddvq_s32(isum);
    }
    return sum;
}

static float dot_iq1_s_neon(const void *w, const void *x, int n) { return dot_iq1_neon(w, x, n, 0); }
static float dot_iq1_m_neon(const void *w, const void *x, int n) { return dot_iq1_neon(w, x, n, 1); }

/* NVFP4: sub-block s is the low then high nibbles of bytes 8s..8s+7, one UE4M3 scale each. */
static float dot_nvfp4_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    const int8x16_t lut = vld1q_s8(kvalues_mxfp4);
    float sum = 0;
    for (int i = 0; i < n / 64; i++, a += 36, b += 68)
        for (int s = 0; s < 4; s++) {
            const uint8x8_t raw = vld1_u8(a + 4 + 8 * s);
            const int8x16_t q = vqtbl1q_s8(lut, vcombine_u8(vand_u8(raw, vdup_n_u8(15)), vshr_n_u8(raw, 4)));
            const uint8_t *yb = b + 34 * (s / 2);
            const int32_t sumi = vaddvq_s32(dot_i8_neon(vdupq_n_s32(0), q, vld1q_s8((const int8_t *)yb + 2 + 16 * (s % 2))));
            sum += fp16_to_f32(rd16(yb)) * ue4m3_half(a[s]) * (float)sumi;
        }
    return sum;
}

/* Q1_0: q8 where the bit is set, -q8 where clear, summed. */
static float dot_q1_0_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    float sum = 0;
    for (int i = 0; i < n / 128; i++, a += 18) {
        float s = 0;
        for (int k = 0; k < 4; k++, b += 34) {
            const uint32_t bits = u32_at(a + 2 + 4 * k);
            int32_t isum = 0;
            for (int h = 0; h < 2; h++) {
                const int8x16_t clear = vreinterpretq_s8_u8(vmvnq_u8(bits16_neon(bits >> (16 * h))));
                const int8x16_t y = vld1q_s8((const int8_t *)b + 2 + 16 * h);
                isum += vaddlvq_s8(vsubq_s8(veorq_s8(y, clear), clear));
            }
            s += fp16_to_f32(rd16(b)) * (float)isum;
        }
        sum += fp16_to_f32(rd16(a)) * s;
    }
    return sum;
}

/* Q2_0: byte j/4 spread to element j, shifted right by 2(j%4) (per-lane shifts), minus 1. */
static float dot_q2_0_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    static const uint8_t spread[16] = { 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3 };
    static const int8_t shift[16] = { 0, -2, -4, -6, 0, -2, -4, -6, 0, -2, -4, -6, 0, -2, -4, -6 };
    const uint8x16_t idx = vld1q_u8(spread), m3 = vdupq_n_u8(3);
    const int8x16_t sh = vld1q_s8(shift), one = vdupq_n_s8(1);
    float sum = 0;
    for (int i = 0; i < n / 64; i++, a += 18) {
        float s = 0;
        for (int k = 0; k < 2; k++, b += 34) {
            int32x4_t acc = vdupq_n_s32(0);
            for (int h = 0; h < 2; h++) { /* elements 16h..16h+15: bytes 8k + 4h.. */
                const uint8x16_t raw = vreinterpretq_u8_u32(vdupq_n_u32(u32_at(a + 2 + 8 * k + 4 * h)));
                const uint8x16_t u = vandq_u8(vshlq_u8(vqtbl1q_u8(raw, idx), sh), m3);
                acc = dot_i8_neon(acc, vsubq_s8(vreinterpretq_s8_u8(u), one), vld1q_s8((const int8_t *)b + 2 + 16 * h));
            }
            s += fp16_to_f32(rd16(b)) * (float)vaddvq_s32(acc);
        }
        sum += fp16_to_f32(rd16(a)) * s;
    }
    return sum;
}

/* TQ1_0: digit n of byte x is (t*3) >> 8 = (t >= 86) + (t >= 171) for t = x * 3^n mod 256; value digit - 1. */
static inline int8x16_t tq1_values_neon(uint8x16_t t) {
    const uint8x16_t c = vaddq_u8(vcgeq_u8(t, vdupq_n_u8(86)), vcgeq_u8(t, vdupq_n_u8(171))); /* -digit */
    return vsubq_s8(vnegq_s8(vreinterpretq_s8_u8(c)), vdupq_n_s8(1));
}

static float dot_tq1_0_neon(const void *w, const void *x, int n) {
    const uint8_t *a = (const uint8_t *)w, *b = (const uint8_t *)x;
    static const uint8_t pow3[16] = { 1, 1, 1, 1, 3, 3, 3, 3, 9, 9, 9, 9, 27, 27, 27, 27 };
    const uint8x16_t three = vdupq_n_u8(3);
    float sum = 0;
    for (int i = 0; i < n / QK_K; i++, a += 54, b += Q8K_BYTES) {
        const int8_t *q8 = q8k_qs(b);
        uint8x16_t t0 = vld1q_u8(a), t1 = vld1q_u8(a + 16), t2 = vld1q_u8(a + 32);
        int32x4_t acc = vdupq_n_s32(0);
        for (int k = 0; k < 5; k++) {
            acc = dot_i8_neon(acc, tq1_values_neon(t0), vld1q_s8(q8 + 32 * k));
            acc = dot_i8_neon(acc, tq1_values_neon(t1), vld1q_s8(q8 + 32 * k + 16));
            acc = dot_i8_neon(acc, tq1_values_neon(t2), vld1q_s8(q8 + 160 + 16 * k));
            t0 = vmulq_u8(t0, three), t1 = vmulq_u8(t1, three), t2 = vmulq_u8(t2, three);
        }
        const uint8x16_t qh = vmulq_u8(vreinterpretq_u8_u32(vdupq_n_u32(u32_at(a + 48))), vld1q_u8(pow3));
        acc = dot_i8_neon(acc, tq1_values_neon(qh), vld1q_s8(q8 + 240));
        sum += (rd_f32(b) * fp16_to_f32(rd16(a + 52))) * (float)vaddvq_s32(acc);
    }
    return sum;
}

/* F32, F16, BF16: four float accumulators of 4 */
static inline __attribute__((always_inline)) float32x4_t f32x4_neon(const void *p, int i, uint32_t type) {
    if (type == T_F32) return vld1q_f32((const float *)p + i);
    if (type == T_F16) return vcvt_f32_f16(vreinterpret_f16_u16(vld1_u16((const uint16_t *)p + i)));
    return vreinterpretq_f32_u32(vshll_n_u16(vld1_u16((const uint16_t *)p + i), 16));
}

static inline __attribute__((always_inline)) float dot_float_neon(const void *w, const void *x, int n, uint32_t type) {
    float32x4_t s[4] = { vdupq_n_f32(0), vdupq_n_f32(0), vdupq_n_f32(0), vdupq_n_f32(0) };
    int i = 0;
    for (; i + 16 <= n; i += 16)
        for (int k = 0; k < 4; k++) s[k] = vfmaq_f32(s[k], f32x4_neon(w, i + 4 * k, type), f32x4_neon(x, i + 4 * k, type));
    float sum = vaddvq_f32(vaddq_f32(vaddq_f32(s[0], s[1]), vaddq_f32(s[2], s[3])));
    for (; i < n; i++) {
        const float a = type == T_F32 ? ((const float *)w)[i] : type == T_F16 ? fp16_to_f32(((const uint16_t *)w)[i]) : bf16_to_f32(((const uint16_t *)w)[i]);
        const float b = type == T_F32 ? ((const float *)x)[i] : type == T_F16 ? fp16_to_f32(((const uint16_t *)x)[i]) : bf16_to_f32(((const uint16_t *)x)[i]);
        sum += a * b;
    }
    return sum;
}

static void f16_to_float_neon(const void *src, float *dst, int n) {
    const uint8_t *s = (const uint8_t *)src;
    int i = 0;
    for (; i + 4 <= n; i += 4) vst1q_f32(dst + i, vcvt_f32_f16(vreinterpret_f16_u8(vld1_u8(s + 2 * i))));
    for (; i < n; i++) dst[i] = fp16_to_f32(rd16(s + 2 * i));
}

static void axpy_neon(float *y, float a, const float *x, int n) {
    int i = 0;
    for (; i + 4 <= n; i += 4) vst1q_f32(y + i, vfmaq_n_f32(vld1q_f32(y + i), vld1q_f32(x + i), a));
    for (; i < n; i++) y[i] += a * x[i];
}

static float dot_f32_neon(const void *w, const void *x, int n) { return dot_float_neon(w, x, n, T_F32); }
static float dot_f16_neon(const void *w, const void *x, int n) { return dot_float_neon(w, x, n, T_F16); }
static float dot_bf16_neon(const void *w, const void *x, int n) { return dot_float_neon(w, x, n, T_BF16); }

/* attention's products (see attn_task) as NEON dots and axpys */
static void attn_qk_neon(const float *q, int M, const float *k, int nk, int hd, float scale, float *s, size_t ss) {
    for (int m = 0; m < M; m++)
        for (int j = 0; j < nk; j++) s[(size_t)m * ss + (size_t)j] = dot_f32_neon(k + (size_t)j * hd, q + (size_t)m * hd, hd) * scale;
}

static void attn_pv_neon(const float *p, size_t ps, int M, const float *v, int nk, int hd, float *out) {
    for (int m = 0; m < M; m++)
        for (int j = 0; j < nk; j++) axpy_neon(out + (size_t)m * hd, p[(size_t)m * ps + (size_t)j], v + (size_t)j * hd, hd);
}
#endif

#define TI(nm, blk, sz, vdt) { nm, blk, sz, vdt, NULL, NULL, NULL }
static type_info type_table[T_COUNT] = {
    [T_F32] = { "F32", 1, 4, T_F32, dot_f32_scalar, f32_to_float, f32_from_float },
    [T_F16] = { "F16", 1, 2, T_F16, dot_f16_scalar, f16_to_float, f16_from_float },
    [T_Q4_0] = { "Q4_0", 32, 18, T_Q8_0, dot_q4_0_scalar, q4_0_to_float, NULL },
    [T_Q4_1] = { "Q4_1", 32, 20, T_Q8_1, dot_q4_1_scalar, q4_1_to_float, NULL },
    [T_Q5_0] = { "Q5_0", 32, 22, T_Q8_0, dot_q5_0_scalar, q5_0_to_float, NULL },
    [T_Q5_1] = { "Q5_1", 32, 24, T_Q8_1, dot_q5_1_scalar, q5_1_to_float, NULL },
    [T_Q8_0] = { "Q8_0", 32, 34, T_Q8_0, dot_q8_0_scalar, q8_0_to_float, q8_0_from_float },
    [T_Q8_1] = { "Q8_1", 32, 36, T_Q8_1, NULL, q8_1_to_float, q8_1_from_float },
    [T_Q2_K] = { "Q2_K", 256, 84, T_Q8_K, dot_q2_k_scalar, q2_k_to_float, NULL },
    [T_Q3_K] = { "Q3_K", 256, 110, T_Q8_K, dot_q3_k_scalar, q3_k_to_float, NULL },
    [T_Q4_K] = { "Q4_K", 256, 144, T_Q8_K, dot_q4_k_scalar, q4_k_to_float, NULL },
    [T_Q5_K] = { "Q5_K", 256, 176, T_Q8_K, dot_q5_k_scalar, q5_k_to_float, NULL },
    [T_Q6_K] = { "Q6_K", 256, 210, T_Q8_K, dot_q6_k_scalar, q6_k_to_float, NULL },
    [T_Q8_K] = { "Q8_K", 256, 292, T_Q8_K, NULL, q8_k_to_float, q8_k_from_float },
    [T_IQ2_XXS] = { "IQ2_XXS", 256, 66, T_Q8_K, dot_iq2_xxs_scalar, iq2_xxs_to_float, NULL },
    [T_IQ2_XS] = { "IQ2_XS", 256, 74, T_Q8_K, dot_iq2_xs_scalar, iq2_xs_to_float, NULL },
    [T_IQ3_XXS] = { "IQ3_XXS", 256, 98, T_Q8_K, dot_iq3_xxs_scalar, iq3_xxs_to_float, NULL },
    [T_IQ1_S] = { "IQ1_S", 256, 50, T_Q8_K, dot_iq1_s_scalar, iq1_s_to_float, NULL },
    [T_IQ4_NL] = { "IQ4_NL", 32, 18, T_Q8_0, dot_iq4_nl_scalar, iq4_nl_to_float, NULL },
    [T_IQ3_S] = { "IQ3_S", 256, 110, T_Q8_K, dot_iq3_s_scalar, iq3_s_to_float, NULL },
    [T_IQ2_S] = { "IQ2_S", 256, 82, T_Q8_K, dot_iq2_s_scalar, iq2_s_to_float, NULL },
    [T_IQ4_XS] = { "IQ4_XS", 256, 136, T_Q8_K, dot_iq4_xs_scalar, iq4_xs_to_float, NULL },
    [T_I8] = TI("I8", 1, 1, T_I8),
    [T_I16] = TI("I16", 1, 2, T_I16),
    [T_I32] = TI("I32", 1, 4, T_I32),
    [T_I64] = TI("I64", 1, 8, T_I64),
    [T_F64] = TI("F64", 1, 8, T_F64),
    [T_IQ1_M] = { "IQ1_M", 256, 56, T_Q8_K, dot_iq1_m_scalar, iq1_m_to_float, NULL },
    [T_BF16] = { "BF16", 1, 2, T_BF16, dot_bf16_scalar, bf16_to_float, bf16_from_float },
    [T_TQ1_0] = { "TQ1_0", 256, 54, T_Q8_K, dot_tq1_0_scalar, tq1_0_to_float, NULL },
    [T_TQ2_0] = { "TQ2_0", 256, 66, T_Q8_K, dot_tq2_0_scalar, tq2_0_to_float, NULL },
    [T_MXFP4] = { "MXFP4", 32, 17, T_Q8_0, dot_mxfp4_scalar, mxfp4_to_float, NULL },
    [T_NVFP4] = { "NVFP4", 64, 36, T_Q8_0, dot_nvfp4_scalar, nvfp4_to_float, NULL },
    [T_Q1_0] = { "Q1_0", 128, 18, T_Q8_0, dot_q1_0_scalar, q1_0_to_float, NULL },
    [T_Q2_0] = { "Q2_0", 64, 18, T_Q8_0, dot_q2_0_scalar, q2_0_to_float, NULL },
};
#undef TI

/* The tile kernels of the weight types that have one (NULL: mm_rows calls dot per row and token), and
 * the panel kernels (16 rows x nt tokens, row r of token t to out[t][r]) for several tokens. */
static vec_dot_tile_fn tile_table[T_COUNT];
static vec_dot_panel_fn panel_table[T_COUNT];
static vec_dot_rows_fn rows_one_table[T_COUNT]; /* one token over a run of rows, where a type has it */
/* the types whose tile also serves one token (decode), row by row: the VNNI K-quant tiles beat dot there
 * (they unpack the scales with vector code), the 32-element ones and the AVX2 ones only match it */
static unsigned char tile_one_token[T_COUNT];

static const type_info *type_get(uint32_t type) {
    return type < T_COUNT && type_table[type].name ? &type_table[type] : NULL;
}

static const char *type_name(uint32_t type) {
    const type_info *t = type_get(type);
    return t ? t->name : "unknown";
}

/* Bytes of a row of n elements; 0 when n is not a whole number of blocks. */
static uint64_t type_row_bytes(uint32_t type, uint64_t n) {
    const type_info *t = type_get(type);
    if (!t || n % t->block) return 0;
    return n / t->block * t->bytes;
}

/* A weight type is computable when it has a dot product and its activation type can be encoded. */
static int type_computable(uint32_t type) {
    const type_info *t = type_get(type);
    return t && t->dot && t->to_float && type_get(t->vec_dot_type) && type_get(t->vec_dot_type)->from_float;
}

/* Selects SIMD kernels once per process. The table is written before any model exists, under a
 * flag, so concurrent model opens see either the old or the new (equivalent) pointers. */
static const char *simd_name = "scalar";

static void quant_init(void) {
    static volatile int done;
    if (done) return;
#if defined(MOE_X86_DISPATCH)
    if (!getenv("MOE_NO_SIMD") && cpu_has_avx2()) {
        type_table[T_F32].dot = dot_f32_avx2;
        type_table[T_F16].dot = dot_f16_avx2;
        type_table[T_F16].to_float = f16_to_float_avx2;
        type_table[T_F16].from_float = f16_from_float_avx2;
        vec_axpy = axpy_avx2;
        attn_qk = attn_qk_avx2;
        vec_exp_sum = exp_sum_avx2;
        vec_silu_mul = silu_mul_avx2;
        vec_rms_norm = rms_norm_avx2;
        attn_pv = attn_pv_avx2;
        type_table[T_BF16].dot = dot_bf16_avx2;
        type_table[T_Q8_0].dot = dot_q8_0_avx2;
        type_table[T_Q4_0].dot = dot_q4_0_avx2;
        type_table[T_Q4_1].dot = dot_q4_1_avx2;
        type_table[T_Q5_1].dot = dot_q5_1_avx2;
        type_table[T_Q5_0].dot = dot_q5_0_avx2;
        type_table[T_IQ4_NL].dot = dot_iq4_nl_avx2;
        type_table[T_MXFP4].dot = dot_mxfp4_avx2;
        type_table[T_Q4_K].dot = dot_q4_k_avx2;
        type_table[T_Q5_K].dot = dot_q5_k_avx2;
        type_table[T_Q6_K].dot = dot_q6_k_avx2;
        type_table[T_IQ4_XS].dot = dot_iq4_xs_avx2;
        type_table[T_Q2_K].dot = dot_q2_k_avx2;
        type_table[T_Q3_K].dot = dot_q3_k_avx2;
        type_table[T_TQ2_0].dot = dot_tq2_0_avx2;
        type_table[T_IQ2_XXS].dot = dot_iq2_xxs_avx2;
        type_table[T_IQ2_XS].dot = dot_iq2_xs_avx2;
        type_table[T_IQ2_S].dot = dot_iq2_s_avx2;
        type_table[T_IQ3_XXS].dot = dot_iq3_xxs_avx2;
        type_table[T_IQ3_S].dot = dot_iq3_s_avx2;
        type_table[T_IQ1_S].dot = dot_iq1_s_avx2;
        type_table[T_IQ1_M].dot = dot_iq1_m_avx2;
        type_table[T_NVFP4].dot = dot_nvfp4_avx2;
        type_table[T_Q1_0].dot = dot_q1_0_avx2;
        type_table[T_Q2_0].dot = dot_q2_0_avx2;
        type_table[T_TQ1_0].dot = dot_tq1_0_avx2;
        tile_table[T_Q8_0] = tile_q8_0_avx2;
        tile_table[T_Q4_0] = tile_q4_0_avx2;
        tile_table[T_Q5_0] = tile_q5_0_avx2;
        tile_table[T_IQ4_NL] = tile_iq4_nl_avx2;
        tile_table[T_MXFP4] = tile_mxfp4_avx2;
        tile_table[T_Q4_K] = tile_q4_k_avx2;
        tile_table[T_Q5_K] = tile_q5_k_avx2;
        tile_table[T_Q6_K] = tile_q6_k_avx2;
        rows_one_table[T_Q4_K] = rows_one_q4_k_avx2;
        rows_one_table[T_Q5_K] = rows_one_q5_k_avx2;
        rows_one_table[T_Q6_K] = rows_one_q6_k_avx2;
        /* one Q4_0 token through the 4-row tiles: OLMoE Q4_0 decode 30 -> 33-34 t/s against a dot per row
         * (Q8_0 the other way, 30 -> 27-28: its bytes, not its arithmetic, bound it) */
        tile_one_token[T_Q4_0] = 1;
        type_table[T_Q8_0].from_float = q8_0_from_float_avx2;
        type_table[T_Q8_1].from_float = q8_1_from_float_avx2;
        type_table[T_Q8_K].from_float = q8_k_from_float_avx2;
        simd_name = "avx2";
        if (!getenv("MOE_NO_AVX512") && cpu_has_avx512vnni()) {
            type_table[T_Q8_0].dot = dot_q8_0_vnni;
            type_table[T_Q4_0].dot = dot_q4_0_vnni;
            type_table[T_Q4_K].dot = dot_q4_k_vnni;
            type_table[T_Q5_K].dot = dot_q5_k_vnni;
            type_table[T_Q4_1].dot = dot_q4_1_vnni;
            type_table[T_Q5_1].dot = dot_q5_1_vnni;
            type_table[T_Q5_0].dot = dot_q5_0_vnni;
            type_table[T_IQ4_NL].dot = dot_iq4_nl_vnni;
            type_table[T_MXFP4].dot = dot_mxfp4_vnni;
            type_table[T_IQ4_XS].dot = dot_iq4_xs_vnni;
            type_table[T_Q6_K].dot = dot_q6_k_vnni;
            tile_table[T_Q8_0] = tile_q8_0_vnni;
            tile_table[T_Q4_0] = tile_q4_0_vnni;
            tile_table[T_Q5_0] = tile_q5_0_vnni;
            tile_table[T_IQ4_NL] = tile_iq4_nl_vnni;
            tile_table[T_MXFP4] = tile_mxfp4_vnni;
            tile_table[T_Q4_K] = tile_q4_k_vnni;
            tile_table[T_Q5_K] = tile_q5_k_vnni;
            tile_table[T_Q6_K] = tile_q6_k_vnni;
            tile_table[T_F32] = tile_f32_vnni;
            /* one token through the 4-row tiles where that measured faster than a dot per row */
            tile_one_token[T_Q4_K] = tile_one_token[T_Q5_K] = tile_one_token[T_Q6_K] = tile_one_token[T_IQ4_XS] = tile_one_token[T_Q4_0] = 1;
            panel_table[T_Q4_K] = panel_q4_k_vnni;
            rows_one_table[T_Q4_K] = rows_one_q4_k_vnni;
            rows_one_table[T_Q5_K] = rows_one_q5_k_vnni;
            rows_one_table[T_IQ4_XS] = rows_one_iq4_xs_vnni;
            rows_one_table[T_Q4_0] = rows_one_q4_0_vnni;
            rows_one_table[T_Q8_0] = rows_one_q8_0_vnni;
            rows_one_table[T_Q6_K] = NULL; /* its VNNI 4-row tiles: 24-29 GB/s a thread in L1 against the AVX2 rows' 13-16 */
            attn_qk = attn_qk_vnni;
            attn_pv = attn_pv_vnni;
            attn_qk_h = attn_qk_h_vnni;
            attn_pv_h = attn_pv_h_vnni;
            panel_table[T_Q6_K] = panel_q6_k_vnni;
            panel_table[T_Q5_K] = panel_q5_k_vnni;
            panel_table[T_IQ4_XS] = panel_iq4_xs_vnni;
            panel_table[T_Q8_0] = panel_q8_0_vnni;
            panel_table[T_Q4_0] = panel_q4_0_vnni;
            panel_table[T_IQ4_NL] = panel_iq4_nl_vnni;
            panel_table[T_MXFP4] = panel_mxfp4_vnni;
            tile_table[T_IQ4_XS] = tile_iq4_xs_vnni;
            simd_name = "avx512vnni";
        }
    }
#elif defined(MOE_NEON)
    if (!getenv("MOE_NO_SIMD")) {
        type_table[T_Q8_0].dot = dot_q8_0_neon;
        type_table[T_Q4_0].dot = dot_q4_0_neon;
        type_table[T_Q4_K].dot = dot_q4_k_neon;
        type_table[T_Q6_K].dot = dot_q6_k_neon;
        type_table[T_Q4_1].dot = dot_q4_1_neon;
        type_table[T_Q5_1].dot = dot_q5_1_neon;
        type_table[T_Q5_0].dot = dot_q5_0_neon;
        type_table[T_IQ4_NL].dot = dot_iq4_nl_neon;
        type_table[T_MXFP4].dot = dot_mxfp4_neon;
        type_table[T_Q5_K].dot = dot_q5_k_neon;
        type_table[T_IQ4_XS].dot = dot_iq4_xs_neon;
        type_table[T_Q2_K].dot = dot_q2_k_neon;
        type_table[T_Q3_K].dot = dot_q3_k_neon;
        type_table[T_TQ2_0].dot = dot_tq2_0_neon;
        type_table[T_IQ2_XXS].dot = dot_iq2_xxs_neon;
        type_table[T_IQ2_XS].dot = dot_iq2_xs_neon;
        type_table[T_IQ2_S].dot = dot_iq2_s_neon;
        type_table[T_IQ3_XXS].dot = dot_iq3_xxs_neon;
        type_table[T_IQ3_S].dot = dot_iq3_s_neon;
        type_table[T_IQ1_S].dot = dot_iq1_s_neon;
        type_table[T_IQ1_M].dot = dot_iq1_m_neon;
        type_table[T_NVFP4].dot = dot_nvfp4_neon;
        type_table[T_Q1_0].dot = dot_q1_0_neon;
        type_table[T_Q2_0].dot = dot_q2_0_neon;
        type_table[T_TQ1_0].dot = dot_tq1_0_neon;
        type_table[T_F32].dot = dot_f32_neon;
        type_table[T_F16].dot = dot_f16_neon;
        type_table[T_F16].to_float = f16_to_float_neon;
        vec_axpy = axpy_neon;
        attn_qk = attn_qk_neon;
        attn_pv = attn_pv_neon;
        type_table[T_BF16].dot = dot_bf16_neon;
        simd_name = "neon";
    }
#endif
    done = 1;
}

/* ------------------------------------------------------------------------------------------------
 * tokenizer
 * ---------------------------------------------------------------------------------------------- */
/* ================================================================================================
 * Tokenizer
 *
 * Reproduces llama.cpp's tokenizers (src/llama-vocab.cpp, src/unicode.cpp) id for id:
 *   - "llama": SentencePiece-style BPE over UTF-8 characters, merged by score (llm_tokenizer_spm)
 *   - "gpt2":  byte-level BPE merged by rank after a regex pre-tokenizer chosen by
 *              tokenizer.ggml.pre (llm_tokenizer_bpe + unicode_regex_split)
 * The regexes are not interpreted: each one is hand-written as a matcher that follows the
 * semantics llama.cpp gets from its custom splitters or from std::regex (ECMAScript, first
 * alternative wins, greedy with backtracking) on its "collapsed" text.
 * ============================================================================================== */

/* Tokenizer metadata as found in the GGUF; filled by the model loader. */
typedef struct tok_source {
    const char *model;          /* tokenizer.ggml.model, NUL-terminated: "llama", "gpt2", ... */
    const char *pre;            /* tokenizer.ggml.pre or NULL */
    uint32_t n_tokens;
    const str_view *tokens;     /* tokenizer.ggml.tokens */
    const float *scores;        /* tokenizer.ggml.scores or NULL */
    const int32_t *token_types; /* tokenizer.ggml.token_type or NULL (1 normal,2 unknown,3 control,4 user defined,5 unused,6 byte) */
    uint32_t n_merges;
    const str_view *merges;     /* tokenizer.ggml.merges ("a b") or NULL */
    int32_t bos, eos, unk, pad, eot, eom, sep;  /* ids from tokenizer.ggml.*_token_id; -1 if absent */
    int add_bos, add_eos, add_space_prefix;     /* tokenizer.ggml.add_*; -1 if absent (use llama.cpp's default for the model/pre) */
} tok_source;

/* A loaded vocabulary. Read-only after tok_load, so threads may share it. */
typedef struct tok_vocab {
    int kind;                    /* TOK_KIND_* */
    int pre;                     /* TOK_PRE_* (byte-level BPE only) */
    int pre_known;               /* 0: tokenizer.ggml.pre missing or unknown, default splitting used */
    int ignore_merges;           /* a pre-token that is itself a token is not merged (llama3, tekken) */
    int add_bos, add_eos, add_space_prefix;
    int32_t bos, eos, unk, eot, eom, pad, sep;
    uint32_t n_tokens;
    char *text;                  /* every token's text, back to back */
    uint32_t *tok_off;           /* n_tokens + 1 offsets into text */
    float *scores;
    uint16_t *attr;              /* TOK_ATTR_* bits */
    uint32_t *tok_hash;          /* open addressing: token id + 1, 0 = empty */
    uint32_t tok_mask;
    uint32_t n_merges;
    char *mtext;                 /* merge strings "left right", back to back */
    uint32_t *m_off;             /* n_merges + 1 offsets into mtext */
    uint32_t *m_split;           /* where the separating space is, UINT32_MAX if none */
    uint32_t *m_hash;            /* rank + 1, 0 = empty */
    uint32_t m_mask;
    int32_t *specials;           /* control, user-defined and unknown tokens, longest text first */
    uint32_t n_specials;
    int32_t byte_tok[256];       /* SentencePiece byte fallback: token of each byte, -1 if none */
} tok_vocab;

enum { TOK_KIND_SPM = 1, TOK_KIND_BPE = 2 };

/* Token attributes, as llama.cpp's llama_token_attr, plus our end-of-generation mark. */
enum {
    TOK_ATTR_UNKNOWN = 1, TOK_ATTR_UNUSED = 2, TOK_ATTR_NORMAL = 4, TOK_ATTR_CONTROL = 8,
    TOK_ATTR_USER_DEFINED = 16, TOK_ATTR_BYTE = 32, TOK_ATTR_EOG = 1 << 14
};

/* Pre-tokenizers (llama.cpp's LLAMA_VOCAB_PRE_TYPE_* that split alike share one). */
enum {
    TOK_PRE_DEFAULT, TOK_PRE_GPT2, TOK_PRE_LLAMA3, TOK_PRE_QWEN2, TOK_PRE_QWEN35,
    TOK_PRE_DEEPSEEK_LLM, TOK_PRE_DEEPSEEK_CODER, TOK_PRE_DEEPSEEK3, TOK_PRE_FALCON,
    TOK_PRE_STARCODER, TOK_PRE_GPT4O, TOK_PRE_TEKKEN, TOK_PRE_KIMI_K2, TOK_PRE_BLOOM,
    TOK_PRE_VIKING, TOK_PRE_SEED_CODER, TOK_PRE_BAILINGMOE
};

/* ---------------------------------------------------------------------------------------------
 * Unicode classes
 * --------------------------------------------------------------------------------------------- */

/* One class per code point, as llama.cpp's unicode_cpt_flags categories. Zero is reserved for
 * "outside the current piece of text" (llama.cpp's empty flags), which no class test accepts. */
enum {
    TOK_UC_UNDEF = 1, TOK_UC_N = 2, TOK_UC_L = 3, TOK_UC_Z = 4, TOK_UC_M = 5, TOK_UC_P = 6,
    TOK_UC_S = 7, TOK_UC_C = 8, TOK_UC_CLASS = 15, TOK_UC_WS = 16
};

/* BEGIN GENERATED UNICODE TABLES */
/* Generated by gen_unicode.py from UnicodeData.txt and PropList.txt (Unicode 15.0.0); do not edit.
 * tok_uc_ranges: one entry per run of code points of one class, (first << 4) | TOK_UC_*;
 * a run ends where the next begins, the last at 0x10FFFF. tok_uc_ascii: the class of 0..127.
 * tok_uc_space: White_Space ranges (first, last). */
static const uint32_t tok_uc_ranges[2270] = {
    0x8,0x204,0x216,0x247,0x256,0x2b7,0x2c6,0x302,0x3a6,0x3c7,
    0x3f6,0x413,0x5b6,0x5e7,0x5f6,0x607,0x613,0x7b6,0x7c7,0x7d6,
    0x7e7,0x7f8,0xa04,0xa16,0xa27,0xa76,0xa87,0xaa3,0xab6,0xac7,
    0xad8,0xae7,0xb22,0xb47,0xb53,0xb66,0xb87,0xb92,0xba3,0xbb6,
    0xbc2,0xbf6,0xc03,0xd77,0xd83,0xf77,0xf83,0x2c27,0x2c63,0x2d27,
    0x2e03,0x2e57,0x2ec3,0x2ed7,0x2ee3,0x2ef7,0x3005,0x3703,0x3757,0x3763,
    0x3781,0x37a3,0x37e6,0x37f3,0x3801,0x3847,0x3863,0x3876,0x3883,0x38b1,
    0x38c3,0x38d1,0x38e3,0x3a21,0x3a33,0x3f67,0x3f73,0x4827,0x4835,0x48a3,
    0x5301,0x5313,0x5571,0x5593,0x55a6,0x5603,0x5896,0x58b1,0x58d7,0x5901,
    0x5915,0x5be6,0x5bf5,0x5c06,0x5c15,0x5c36,0x5c45,0x5c66,0x5c75,0x5c81,
    0x5d03,0x5eb1,0x5ef3,0x5f36,0x5f51,0x6008,0x6067,0x6096,0x60b7,0x60c6,
    0x60e7,0x6105,0x61b6,0x61c8,0x61d6,0x6203,0x64b5,0x6602,0x66a6,0x66e3,
    0x6705,0x6713,0x6d46,0x6d53,0x6d65,0x6dd8,0x6de7,0x6df5,0x6e53,0x6e75,
    0x6e97,0x6ea5,0x6ee3,0x6f02,0x6fa3,0x6fd7,0x6ff3,0x7006,0x70e1,0x70f8,
    0x7103,0x7115,0x7123,0x7305,0x74b1,0x74d3,0x7a65,0x7b13,0x7b21,0x7c02,
    0x7ca3,0x7eb5,0x7f43,0x7f67,0x7f76,0x7fa3,0x7fb1,0x7fd5,0x7fe7,0x8003,
    0x8165,0x81a3,0x81b5,0x8243,0x8255,0x8283,0x8295,0x82e1,0x8306,0x83f1,
    0x8403,0x8595,0x85c1,0x85e6,0x85f1,0x8603,0x86b1,0x8703,0x8887,0x8893,
    0x88f1,0x8908,0x8921,0x8985,0x8a03,0x8ca5,0x8e28,0x8e35,0x9043,0x93a5,
    0x93d3,0x93e5,0x9503,0x9515,0x9583,0x9625,0x9646,0x9662,0x9706,0x9713,
    0x9815,0x9841,0x9853,0x98d1,0x98f3,0x9911,0x9933,0x9a91,0x9aa3,0x9b11,
    0x9b23,0x9b31,0x9b63,0x9ba1,0x9bc5,0x9bd3,0x9be5,0x9c51,0x9c75,0x9c91,
    0x9cb5,0x9ce3,0x9cf1,0x9d75,0x9d81,0x9dc3,0x9de1,0x9df3,0x9e25,0x9e41,
    0x9e62,0x9f03,0x9f27,0x9f42,0x9fa7,0x9fc3,0x9fd6,0x9fe5,0x9ff1,0xa015,
    0xa041,0xa053,0xa0b1,0xa0f3,0xa111,0xa133,0xa291,0xa2a3,0xa311,0xa323,
    0xa341,0xa353,0xa371,0xa383,0xa3a1,0xa3c5,0xa3d1,0xa3e5,0xa431,0xa475,
    0xa491,0xa4b5,0xa4e1,0xa515,0xa521,0xa593,0xa5d1,0xa5e3,0xa5f1,0xa662,
    0xa705,0xa723,0xa755,0xa766,0xa771,0xa815,0xa841,0xa853,0xa8e1,0xa8f3,
    0xa921,0xa933,0xaa91,0xaaa3,0xab11,0xab23,0xab41,0xab53,0xaba1,0xabc5,
    0xabd3,0xabe5,0xac61,0xac75,0xaca1,0xacb5,0xace1,0xad03,0xad11,0xae03,
    0xae25,0xae41,0xae62,0xaf06,0xaf17,0xaf21,0xaf93,0xafa5,0xb001,0xb015,
    0xb041,0xb053,0xb0d1,0xb0f3,0xb111,0xb133,0xb291,0xb2a3,0xb311,0xb323,
    0xb341,0xb353,0xb3a1,0xb3c5,0xb3d3,0xb3e5,0xb451,0xb475,0xb491,0xb4b5,
    0xb4e1,0xb555,0xb581,0xb5c3,0xb5e1,0xb5f3,0xb625,0xb641,0xb662,0xb707,
    0xb713,0xb722,0xb781,0xb825,0xb833,0xb841,0xb853,0xb8b1,0xb8e3,0xb911,
    0xb923,0xb961,0xb993,0xb9b1,0xb9c3,0xb9d1,0xb9e3,0xba01,0xba33,0xba51,
    0xba83,0xbab1,0xbae3,0xbba1,0xbbe5,0xbc31,0xbc65,0xbc91,0xbca5,0xbce1,
    0xbd03,0xbd11,0xbd75,0xbd81,0xbe62,0xbf37,0xbfb1,0xc005,0xc053,0xc0d1,
    0xc0e3,0xc111,0xc123,0xc291,0xc2a3,0xc3a1,0xc3c5,0xc3d3,0xc3e5,0xc451,
    0xc465,0xc491,0xc4a5,0xc4e1,0xc555,0xc571,0xc583,0xc5b1,0xc5d3,0xc5e1,
    0xc603,0xc625,0xc641,0xc662,0xc701,0xc776,0xc782,0xc7f7,0xc803,0xc815,
    0xc846,0xc853,0xc8d1,0xc8e3,0xc911,0xc923,0xca91,0xcaa3,0xcb41,0xcb53,
    0xcba1,0xcbc5,0xcbd3,0xcbe5,0xcc51,0xcc65,0xcc91,0xcca5,0xcce1,0xcd55,
    0xcd71,0xcdd3,0xcdf1,0xce03,0xce25,0xce41,0xce62,0xcf01,0xcf13,0xcf35,
    0xcf41,0xd005,0xd043,0xd0d1,0xd0e3,0xd111,0xd123,0xd3b5,0xd3d3,0xd3e5,
    0xd451,0xd465,0xd491,0xd4a5,0xd4e3,0xd4f7,0xd501,0xd543,0xd575,0xd582,
    0xd5f3,0xd625,0xd641,0xd662,0xd797,0xd7a3,0xd801,0xd815,0xd841,0xd853,
    0xd971,0xd9a3,0xdb21,0xdb33,0xdbc1,0xdbd3,0xdbe1,0xdc03,0xdc71,0xdca5,
    0xdcb1,0xdcf5,0xdd51,0xdd65,0xdd71,0xdd85,0xde01,0xde62,0xdf01,0xdf25,
    0xdf46,0xdf51,0xe013,0xe315,0xe323,0xe345,0xe3b1,0xe3f7,0xe403,0xe475,
    0xe4f6,0xe502,0xe5a6,0xe5c1,0xe813,0xe831,0xe843,0xe851,0xe863,0xe8b1,
    0xe8c3,0xea41,0xea53,0xea61,0xea73,0xeb15,0xeb23,0xeb45,0xebd3,0xebe1,
    0xec03,0xec51,0xec63,0xec71,0xec85,0xecf1,0xed02,0xeda1,0xedc3,0xee01,
    0xf003,0xf017,0xf046,0xf137,0xf146,0xf157,0xf185,0xf1a7,0xf202,0xf347,
    0xf355,0xf367,0xf375,0xf387,0xf395,0xf3a6,0xf3e5,0xf403,0xf481,0xf493,
    0xf6d1,0xf715,0xf856,0xf865,0xf883,0xf8d5,0xf981,0xf995,0xfbd1,0xfbe7,
    0xfc65,0xfc77,0xfcd1,0xfce7,0xfd06,0xfd57,0xfd96,0xfdb1,0x10003,0x102b5,
    0x103f3,0x10402,0x104a6,0x10503,0x10565,0x105a3,0x105e5,0x10613,0x10625,0x10653,
    0x10675,0x106e3,0x10715,0x10753,0x10825,0x108e3,0x108f5,0x10902,0x109a5,0x109e7,
    0x10a03,0x10c61,0x10c73,0x10c81,0x10cd3,0x10ce1,0x10d03,0x10fb6,0x10fc3,0x12491,
    0x124a3,0x124e1,0x12503,0x12571,0x12583,0x12591,0x125a3,0x125e1,0x12603,0x12891,
    0x128a3,0x128e1,0x12903,0x12b11,0x12b23,0x12b61,0x12b83,0x12bf1,0x12c03,0x12c11,
    0x12c23,0x12c61,0x12c83,0x12d71,0x12d83,0x13111,0x13123,0x13161,0x13183,0x135b1,
    0x135d5,0x13606,0x13692,0x137d1,0x13803,0x13907,0x139a1,0x13a03,0x13f61,0x13f83,
    0x13fe1,0x14006,0x14013,0x166d7,0x166e6,0x166f3,0x16804,0x16813,0x169b6,0x169d1,
    0x16a03,0x16eb6,0x16ee2,0x16f13,0x16f91,0x17003,0x17125,0x17161,0x171f3,0x17325,
    0x17356,0x17371,0x17403,0x17525,0x17541,0x17603,0x176d1,0x176e3,0x17711,0x17725,
    0x17741,0x17803,0x17b45,0x17d46,0x17d73,0x17d86,0x17db7,0x17dc3,0x17dd5,0x17de1,
    0x17e02,0x17ea1,0x17f02,0x17fa1,0x18006,0x180b5,0x180e8,0x180f5,0x18102,0x181a1,
    0x18203,0x18791,0x18803,0x18855,0x18873,0x18a95,0x18aa3,0x18ab1,0x18b03,0x18f61,
    0x19003,0x191f1,0x19205,0x192c1,0x19305,0x193c1,0x19407,0x19411,0x19446,0x19462,
    0x19503,0x196e1,0x19703,0x19751,0x19803,0x19ac1,0x19b03,0x19ca1,0x19d02,0x19db1,
    0x19de7,0x1a003,0x1a175,0x1a1c1,0x1a1e6,0x1a203,0x1a555,0x1a5f1,0x1a605,0x1a7d1,
    0x1a7f5,0x1a802,0x1a8a1,0x1a902,0x1a9a1,0x1aa06,0x1aa73,0x1aa86,0x1aae1,0x1ab05,
    0x1acf1,0x1b005,0x1b053,0x1b345,0x1b453,0x1b4d1,0x1b502,0x1b5a6,0x1b617,0x1b6b5,
    0x1b747,0x1b7d6,0x1b7f1,0x1b805,0x1b833,0x1ba15,0x1bae3,0x1bb02,0x1bba3,0x1be65,
    0x1bf41,0x1bfc6,0x1c003,0x1c245,0x1c381,0x1c3b6,0x1c402,0x1c4a1,0x1c4d3,0x1c502,
    0x1c5a3,0x1c7e6,0x1c803,0x1c891,0x1c903,0x1cbb1,0x1cbd3,0x1cc06,0x1cc81,0x1cd05,
    0x1cd36,0x1cd45,0x1ce93,0x1ced5,0x1cee3,0x1cf45,0x1cf53,0x1cf75,0x1cfa3,0x1cfb1,
    0x1d003,0x1dc05,0x1e003,0x1f161,0x1f183,0x1f1e1,0x1f203,0x1f461,0x1f483,0x1f4e1,
    0x1f503,0x1f581,0x1f593,0x1f5a1,0x1f5b3,0x1f5c1,0x1f5d3,0x1f5e1,0x1f5f3,0x1f7e1,
    0x1f803,0x1fb51,0x1fb63,0x1fbd7,0x1fbe3,0x1fbf7,0x1fc23,0x1fc51,0x1fc63,0x1fcd7,
    0x1fd03,0x1fd41,0x1fd63,0x1fdc1,0x1fdd7,0x1fe03,0x1fed7,0x1ff01,0x1ff23,0x1ff51,
    0x1ff63,0x1ffd7,0x1fff1,0x20004,0x200b8,0x20106,0x20284,0x202a8,0x202f4,0x20306,
    0x20447,0x20456,0x20527,0x20536,0x205f4,0x20608,0x20651,0x20668,0x20702,0x20713,
    0x20721,0x20742,0x207a7,0x207d6,0x207f3,0x20802,0x208a7,0x208d6,0x208f1,0x20903,
    0x209d1,0x20a07,0x20c11,0x20d05,0x20f11,0x21007,0x21023,0x21037,0x21073,0x21087,
    0x210a3,0x21147,0x21153,0x21167,0x21193,0x211e7,0x21243,0x21257,0x21263,0x21277,
    0x21283,0x21297,0x212a3,0x212e7,0x212f3,0x213a7,0x213c3,0x21407,0x21453,0x214a7,
    0x214e3,0x214f7,0x21502,0x21833,0x21852,0x218a7,0x218c1,0x21907,0x23086,0x230c7,
    0x23296,0x232b7,0x24271,0x24407,0x244b1,0x24602,0x249c7,0x24ea2,0x25007,0x27686,
    0x27762,0x27947,0x27c56,0x27c77,0x27e66,0x27f07,0x29836,0x29997,0x29d86,0x29dc7,
    0x29fc6,0x29fe7,0x2b741,0x2b767,0x2b961,0x2b977,0x2c003,0x2ce57,0x2ceb3,0x2cef5,
    0x2cf23,0x2cf41,0x2cf96,0x2cfd2,0x2cfe6,0x2d003,0x2d261,0x2d273,0x2d281,0x2d2d3,
    0x2d2e1,0x2d303,0x2d681,0x2d6f3,0x2d706,0x2d711,0x2d7f5,0x2d803,0x2d971,0x2da03,
    0x2da71,0x2da83,0x2daf1,0x2db03,0x2db71,0x2db83,0x2dbf1,0x2dc03,0x2dc71,0x2dc83,
    0x2dcf1,0x2dd03,0x2dd71,0x2dd83,0x2ddf1,0x2de05,0x2e006,0x2e2f3,0x2e306,0x2e507,
    0x2e526,0x2e5e1,0x2e807,0x2e9a1,0x2e9b7,0x2ef41,0x2f007,0x2fd61,0x2ff07,0x2ffc1,
    0x30004,0x30016,0x30047,0x30053,0x30072,0x30086,0x30127,0x30146,0x30207,0x30212,
    0x302a5,0x30306,0x30313,0x30367,0x30382,0x303b3,0x303d6,0x303e7,0x30401,0x30413,
    0x30971,0x30995,0x309b7,0x309d3,0x30a06,0x30a13,0x30fb6,0x30fc3,0x31001,0x31053,
    0x31301,0x31313,0x318f1,0x31907,0x31922,0x31967,0x31a03,0x31c07,0x31e41,0x31f03,
    0x32007,0x321f1,0x32202,0x322a7,0x32482,0x32507,0x32512,0x32607,0x32802,0x328a7,
    0x32b12,0x32c07,0x34003,0x4dc07,0x4e003,0xa48d1,0xa4907,0xa4c71,0xa4d03,0xa4fe6,
    0xa5003,0xa60d6,0xa6103,0xa6202,0xa62a3,0xa62c1,0xa6403,0xa66f5,0xa6736,0xa6745,
    0xa67e6,0xa67f3,0xa69e5,0xa6a03,0xa6e62,0xa6f05,0xa6f26,0xa6f81,0xa7007,0xa7173,
    0xa7207,0xa7223,0xa7897,0xa78b3,0xa7cb1,0xa7d03,0xa7d21,0xa7d33,0xa7d41,0xa7d53,
    0xa7da1,0xa7f23,0xa8025,0xa8033,0xa8065,0xa8073,0xa80b5,0xa80c3,0xa8235,0xa8287,
    0xa82c5,0xa82d1,0xa8302,0xa8367,0xa83a1,0xa8403,0xa8746,0xa8781,0xa8805,0xa8823,
    0xa8b45,0xa8c61,0xa8ce6,0xa8d02,0xa8da1,0xa8e05,0xa8f23,0xa8f86,0xa8fb3,0xa8fc6,
    0xa8fd3,0xa8ff5,0xa9002,0xa90a3,0xa9265,0xa92e6,0xa9303,0xa9475,0xa9541,0xa95f6,
    0xa9603,0xa97d1,0xa9805,0xa9843,0xa9b35,0xa9c16,0xa9ce1,0xa9cf3,0xa9d02,0xa9da1,
    0xa9de6,0xa9e03,0xa9e55,0xa9e63,0xa9f02,0xa9fa3,0xa9ff1,0xaa003,0xaa295,0xaa371,
    0xaa403,0xaa435,0xaa443,0xaa4c5,0xaa4e1,0xaa502,0xaa5a1,0xaa5c6,0xaa603,0xaa777,
    0xaa7a3,0xaa7b5,0xaa7e3,0xaab05,0xaab13,0xaab25,0xaab53,0xaab75,0xaab93,0xaabe5,
    0xaac03,0xaac15,0xaac23,0xaac31,0xaadb3,0xaade6,0xaae03,0xaaeb5,0xaaf06,0xaaf23,
    0xaaf55,0xaaf71,0xab013,0xab071,0xab093,0xab0f1,0xab113,0xab171,0xab203,0xab271,
    0xab283,0xab2f1,0xab303,0xab5b7,0xab5c3,0xab6a7,0xab6c1,0xab703,0xabe35,0xabeb6,
    0xabec5,0xabee1,0xabf02,0xabfa1,0xac003,0xd7a41,0xd7b03,0xd7c71,0xd7cb3,0xd7fc1,
    0xd8008,0xf9003,0xfa6e1,0xfa703,0xfada1,0xfb003,0xfb071,0xfb133,0xfb181,0xfb1d3,
    0xfb1e5,0xfb1f3,0xfb297,0xfb2a3,0xfb371,0xfb383,0xfb3d1,0xfb3e3,0xfb3f1,0xfb403,
    0xfb421,0xfb433,0xfb451,0xfb463,0xfbb27,0xfbc31,0xfbd33,0xfd3e6,0xfd407,0xfd503,
    0xfd901,0xfd923,0xfdc81,0xfdcf7,0xfdd01,0xfdf03,0xfdfc7,0xfe005,0xfe106,0xfe1a1,
    0xfe205,0xfe306,0xfe531,0xfe546,0xfe627,0xfe636,0xfe647,0xfe671,0xfe686,0xfe697,
    0xfe6a6,0xfe6c1,0xfe703,0xfe751,0xfe763,0xfefd1,0xfeff8,0xff001,0xff016,0xff047,
    0xff056,0xff0b7,0xff0c6,0xff102,0xff1a6,0xff1c7,0xff1f6,0xff213,0xff3b6,0xff3e7,
    0xff3f6,0xff407,0xff413,0xff5b6,0xff5c7,0xff5d6,0xff5e7,0xff5f6,0xff663,0xffbf1,
    0xffc23,0xffc81,0xffca3,0xffd01,0xffd23,0xffd81,0xffda3,0xffdd1,0xffe07,0xffe71,
    0xffe87,0xffef1,0xfff98,0xfffc7,0xfffe1,0x100003,0x1000c1,0x1000d3,0x100271,0x100283,
    0x1003b1,0x1003c3,0x1003e1,0x1003f3,0x1004e1,0x100503,0x1005e1,0x100803,0x100fb1,0x101006,
    0x101031,0x101072,0x101341,0x101377,0x101402,0x101797,0x1018a2,0x1018c7,0x1018f1,0x101907,
    0x1019d1,0x101a07,0x101a11,0x101d07,0x101fd5,0x101fe1,0x102803,0x1029d1,0x102a03,0x102d11,
    0x102e05,0x102e12,0x102fc1,0x103003,0x103202,0x103241,0x1032d3,0x103412,0x103423,0x1034a2,
    0x1034b1,0x103503,0x103765,0x1037b1,0x103803,0x1039e1,0x1039f6,0x103a03,0x103c41,0x103c83,
    0x103d06,0x103d12,0x103d61,0x104003,0x1049e1,0x104a02,0x104aa1,0x104b03,0x104d41,0x104d83,
    0x104fc1,0x105003,0x105281,0x105303,0x105641,0x1056f6,0x105703,0x1057b1,0x1057c3,0x1058b1,
    0x1058c3,0x105931,0x105943,0x105961,0x105973,0x105a21,0x105a33,0x105b21,0x105b33,0x105ba1,
    0x105bb3,0x105bd1,0x106003,0x107371,0x107403,0x107561,0x107603,0x107681,0x107803,0x107861,
    0x107873,0x107b11,0x107b23,0x107bb1,0x108003,0x108061,0x108083,0x108091,0x1080a3,0x108361,
    0x108373,0x108391,0x1083c3,0x1083d1,0x1083f3,0x108561,0x108576,0x108582,0x108603,0x108777,
    0x108792,0x108803,0x1089f1,0x108a72,0x108b01,0x108e03,0x108f31,0x108f43,0x108f61,0x108fb2,
    0x109003,0x109162,0x1091c1,0x1091f6,0x109203,0x1093a1,0x1093f6,0x109401,0x109803,0x109b81,
    0x109bc2,0x109be3,0x109c02,0x109d01,0x109d22,0x10a003,0x10a015,0x10a041,0x10a055,0x10a071,
    0x10a0c5,0x10a103,0x10a141,0x10a153,0x10a181,0x10a193,0x10a361,0x10a385,0x10a3b1,0x10a3f5,
    0x10a402,0x10a491,0x10a506,0x10a591,0x10a603,0x10a7d2,0x10a7f6,0x10a803,0x10a9d2,0x10aa01,
    0x10ac03,0x10ac87,0x10ac93,0x10ae55,0x10ae71,0x10aeb2,0x10af06,0x10af71,0x10b003,0x10b361,
    0x10b396,0x10b403,0x10b561,0x10b582,0x10b603,0x10b731,0x10b782,0x10b803,0x10b921,0x10b996,
    0x10b9d1,0x10ba92,0x10bb01,0x10c003,0x10c491,0x10c803,0x10cb31,0x10cc03,0x10cf31,0x10cfa2,
    0x10d003,0x10d245,0x10d281,0x10d302,0x10d3a1,0x10e602,0x10e7f1,0x10e803,0x10eaa1,0x10eab5,
    0x10ead6,0x10eae1,0x10eb03,0x10eb21,0x10efd5,0x10f003,0x10f1d2,0x10f273,0x10f281,0x10f303,
    0x10f465,0x10f512,0x10f556,0x10f5a1,0x10f703,0x10f825,0x10f866,0x10f8a1,0x10fb03,0x10fc52,
    0x10fcc1,0x10fe03,0x10ff71,0x110005,0x110033,0x110385,0x110476,0x1104e1,0x110522,0x110705,
    0x110713,0x110735,0x110753,0x110761,0x1107f5,0x110833,0x110b05,0x110bb6,0x110bd8,0x110be6,
    0x110c25,0x110c31,0x110cd8,0x110ce1,0x110d03,0x110e91,0x110f02,0x110fa1,0x111005,0x111033,
    0x111275,0x111351,0x111362,0x111406,0x111443,0x111455,0x111473,0x111481,0x111503,0x111735,
    0x111746,0x111763,0x111771,0x111805,0x111833,0x111b35,0x111c13,0x111c56,0x111c95,0x111cd6,
    0x111ce5,0x111d02,0x111da3,0x111db6,0x111dc3,0x111dd6,0x111e01,0x111e12,0x111f51,0x112003,
    0x112121,0x112133,0x1122c5,0x112386,0x1123e5,0x1123f3,0x112415,0x112421,0x112803,0x112871,
    0x112883,0x112891,0x1128a3,0x1128e1,0x1128f3,0x1129e1,0x1129f3,0x112a96,0x112aa1,0x112b03,
    0x112df5,0x112eb1,0x112f02,0x112fa1,0x113005,0x113041,0x113053,0x1130d1,0x1130f3,0x113111,
    0x113133,0x113291,0x1132a3,0x113311,0x113323,0x113341,0x113353,0x1133a1,0x1133b5,0x1133d3,
    0x1133e5,0x113451,0x113475,0x113491,0x1134b5,0x1134e1,0x113503,0x113511,0x113575,0x113581,
    0x1135d3,0x113625,0x113641,0x113665,0x1136d1,0x113705,0x113751,0x114003,0x114355,0x114473,
    0x1144b6,0x114502,0x1145a6,0x1145c1,0x1145d6,0x1145e5,0x1145f3,0x114621,0x114803,0x114b05,
    0x114c43,0x114c66,0x114c73,0x114c81,0x114d02,0x114da1,0x115803,0x115af5,0x115b61,0x115b85,
    0x115c16,0x115d83,0x115dc5,0x115de1,0x116003,0x116305,0x116416,0x116443,0x116451,0x116502,
    0x1165a1,0x116606,0x1166d1,0x116803,0x116ab5,0x116b83,0x116b96,0x116ba1,0x116c02,0x116ca1,
    0x117003,0x1171b1,0x1171d5,0x1172c1,0x117302,0x1173c6,0x1173f7,0x117403,0x117471,0x118003,
    0x1182c5,0x1183b6,0x1183c1,0x118a03,0x118e02,0x118f31,0x118ff3,0x119071,0x119093,0x1190a1,
    0x1190c3,0x119141,0x119153,0x119171,0x119183,0x119305,0x119361,0x119375,0x119391,0x1193b5,
    0x1193f3,0x119405,0x119413,0x119425,0x119446,0x119471,0x119502,0x1195a1,0x119a03,0x119a81,
    0x119aa3,0x119d15,0x119d81,0x119da5,0x119e13,0x119e26,0x119e33,0x119e45,0x119e51,0x11a003,
    0x11a015,0x11a0b3,0x11a335,0x11a3a3,0x11a3b5,0x11a3f6,0x11a475,0x11a481,0x11a503,0x11a515,
    0x11a5c3,0x11a8a5,0x11a9a6,0x11a9d3,0x11a9e6,0x11aa31,0x11ab03,0x11af91,0x11b006,0x11b0a1,
    0x11c003,0x11c091,0x11c0a3,0x11c2f5,0x11c371,0x11c385,0x11c403,0x11c416,0x11c461,0x11c502,
    0x11c6d1,0x11c706,0x11c723,0x11c901,0x11c925,0x11ca81,0x11ca95,0x11cb71,0x11d003,0x11d071,
    0x11d083,0x11d0a1,0x11d0b3,0x11d315,0x11d371,0x11d3a5,0x11d3b1,0x11d3c5,0x11d3e1,0x11d3f5,
    0x11d463,0x11d475,0x11d481,0x11d502,0x11d5a1,0x11d603,0x11d661,0x11d673,0x11d691,0x11d6a3,
    0x11d8a5,0x11d8f1,0x11d905,0x11d921,0x11d935,0x11d983,0x11d991,0x11da02,0x11daa1,0x11ee03,
    0x11ef35,0x11ef76,0x11ef91,0x11f005,0x11f023,0x11f035,0x11f043,0x11f111,0x11f123,0x11f345,
    0x11f3b1,0x11f3e5,0x11f436,0x11f502,0x11f5a1,0x11fb03,0x11fb11,0x11fc02,0x11fd57,0x11ff21,
    0x11fff6,0x120003,0x1239a1,0x124002,0x1246f1,0x124706,0x124751,0x124803,0x125441,0x12f903,
    0x12ff16,0x12ff31,0x130003,0x134308,0x134405,0x134413,0x134475,0x134561,0x144003,0x146471,
    0x168003,0x16a391,0x16a403,0x16a5f1,0x16a602,0x16a6a1,0x16a6e6,0x16a703,0x16abf1,0x16ac02,
    0x16aca1,0x16ad03,0x16aee1,0x16af05,0x16af56,0x16af61,0x16b003,0x16b305,0x16b376,0x16b3c7,
    0x16b403,0x16b446,0x16b457,0x16b461,0x16b502,0x16b5a1,0x16b5b2,0x16b621,0x16b633,0x16b781,
    0x16b7d3,0x16b901,0x16e403,0x16e802,0x16e976,0x16e9b1,0x16f003,0x16f4b1,0x16f4f5,0x16f503,
    0x16f515,0x16f881,0x16f8f5,0x16f933,0x16fa01,0x16fe03,0x16fe26,0x16fe33,0x16fe45,0x16fe51,
    0x16ff05,0x16ff21,0x170003,0x187f81,0x188003,0x18cd61,0x18d003,0x18d091,0x1aff03,0x1aff41,
    0x1aff53,0x1affc1,0x1affd3,0x1afff1,0x1b0003,0x1b1231,0x1b1323,0x1b1331,0x1b1503,0x1b1531,
    0x1b1553,0x1b1561,0x1b1643,0x1b1681,0x1b1703,0x1b2fc1,0x1bc003,0x1bc6b1,0x1bc703,0x1bc7d1,
    0x1bc803,0x1bc891,0x1bc903,0x1bc9a1,0x1bc9c7,0x1bc9d5,0x1bc9f6,0x1bca08,0x1bca41,0x1cf005,
    0x1cf2e1,0x1cf305,0x1cf471,0x1cf507,0x1cfc41,0x1d0007,0x1d0f61,0x1d1007,0x1d1271,0x1d1297,
    0x1d1655,0x1d16a7,0x1d16d5,0x1d1738,0x1d17b5,0x1d1837,0x1d1855,0x1d18c7,0x1d1aa5,0x1d1ae7,
    0x1d1eb1,0x1d2007,0x1d2425,0x1d2457,0x1d2461,0x1d2c02,0x1d2d41,0x1d2e02,0x1d2f41,0x1d3007,
    0x1d3571,0x1d3602,0x1d3791,0x1d4003,0x1d4551,0x1d4563,0x1d49d1,0x1d49e3,0x1d4a01,0x1d4a23,
    0x1d4a31,0x1d4a53,0x1d4a71,0x1d4a93,0x1d4ad1,0x1d4ae3,0x1d4ba1,0x1d4bb3,0x1d4bc1,0x1d4bd3,
    0x1d4c41,0x1d4c53,0x1d5061,0x1d5073,0x1d50b1,0x1d50d3,0x1d5151,0x1d5163,0x1d51d1,0x1d51e3,
    0x1d53a1,0x1d53b3,0x1d53f1,0x1d5403,0x1d5451,0x1d5463,0x1d5471,0x1d54a3,0x1d5511,0x1d5523,
    0x1d6a61,0x1d6a83,0x1d6c17,0x1d6c23,0x1d6db7,0x1d6dc3,0x1d6fb7,0x1d6fc3,0x1d7157,0x1d7163,
    0x1d7357,0x1d7363,0x1d74f7,0x1d7503,0x1d76f7,0x1d7703,0x1d7897,0x1d78a3,0x1d7a97,0x1d7aa3,
    0x1d7c37,0x1d7c43,0x1d7cc1,0x1d7ce2,0x1d8007,0x1da005,0x1da377,0x1da3b5,0x1da6d7,0x1da755,
    0x1da767,0x1da845,0x1da857,0x1da876,0x1da8c1,0x1da9b5,0x1daa01,0x1daa15,0x1dab01,0x1df003,
    0x1df1f1,0x1df253,0x1df2b1,0x1e0005,0x1e0071,0x1e0085,0x1e0191,0x1e01b5,0x1e0221,0x1e0235,
    0x1e0251,0x1e0265,0x1e02b1,0x1e0303,0x1e06e1,0x1e08f5,0x1e0901,0x1e1003,0x1e12d1,0x1e1305,
    0x1e1373,0x1e13e1,0x1e1402,0x1e14a1,0x1e14e3,0x1e14f7,0x1e1501,0x1e2903,0x1e2ae5,0x1e2af1,
    0x1e2c03,0x1e2ec5,0x1e2f02,0x1e2fa1,0x1e2ff7,0x1e3001,0x1e4d03,0x1e4ec5,0x1e4f02,0x1e4fa1,
    0x1e7e03,0x1e7e71,0x1e7e83,0x1e7ec1,0x1e7ed3,0x1e7ef1,0x1e7f03,0x1e7ff1,0x1e8003,0x1e8c51,
    0x1e8c72,0x1e8d05,0x1e8d71,0x1e9003,0x1e9445,0x1e94b3,0x1e94c1,0x1e9502,0x1e95a1,0x1e95e6,
    0x1e9601,0x1ec712,0x1ecac7,0x1ecad2,0x1ecb07,0x1ecb12,0x1ecb51,0x1ed012,0x1ed2e7,0x1ed2f2,
    0x1ed3e1,0x1ee003,0x1ee041,0x1ee053,0x1ee201,0x1ee213,0x1ee231,0x1ee243,0x1ee251,0x1ee273,
    0x1ee281,0x1ee293,0x1ee331,0x1ee343,0x1ee381,0x1ee393,0x1ee3a1,0x1ee3b3,0x1ee3c1,0x1ee423,
    0x1ee431,0x1ee473,0x1ee481,0x1ee493,0x1ee4a1,0x1ee4b3,0x1ee4c1,0x1ee4d3,0x1ee501,0x1ee513,
    0x1ee531,0x1ee543,0x1ee551,0x1ee573,0x1ee581,0x1ee593,0x1ee5a1,0x1ee5b3,0x1ee5c1,0x1ee5d3,
    0x1ee5e1,0x1ee5f3,0x1ee601,0x1ee613,0x1ee631,0x1ee643,0x1ee651,0x1ee673,0x1ee6b1,0x1ee6c3,
    0x1ee731,0x1ee743,0x1ee781,0x1ee793,0x1ee7d1,0x1ee7e3,0x1ee7f1,0x1ee803,0x1ee8a1,0x1ee8b3,
    0x1ee9c1,0x1eea13,0x1eea41,0x1eea53,0x1eeaa1,0x1eeab3,0x1eebc1,0x1eef07,0x1eef21,0x1f0007,
    0x1f02c1,0x1f0307,0x1f0941,0x1f0a07,0x1f0af1,0x1f0b17,0x1f0c01,0x1f0c17,0x1f0d01,0x1f0d17,
    0x1f0f61,0x1f1002,0x1f10d7,0x1f1ae1,0x1f1e67,0x1f2031,0x1f2107,0x1f23c1,0x1f2407,0x1f2491,
    0x1f2507,0x1f2521,0x1f2607,0x1f2661,0x1f3007,0x1f6d81,0x1f6dc7,0x1f6ed1,0x1f6f07,0x1f6fd1,
    0x1f7007,0x1f7771,0x1f77b7,0x1f7da1,0x1f7e07,0x1f7ec1,0x1f7f07,0x1f7f11,0x1f8007,0x1f80c1,
    0x1f8107,0x1f8481,0x1f8507,0x1f85a1,0x1f8607,0x1f8881,0x1f8907,0x1f8ae1,0x1f8b07,0x1f8b21,
    0x1f9007,0x1fa541,0x1fa607,0x1fa6e1,0x1fa707,0x1fa7d1,0x1fa807,0x1fa891,0x1fa907,0x1fabe1,
    0x1fabf7,0x1fac61,0x1face7,0x1fadc1,0x1fae07,0x1fae91,0x1faf07,0x1faf91,0x1fb007,0x1fb931,
    0x1fb947,0x1fbcb1,0x1fbf02,0x1fbfa1,0x200003,0x2a6e01,0x2a7003,0x2b73a1,0x2b7403,0x2b81e1,
    0x2b8203,0x2cea21,0x2ceb03,0x2ebe11,0x2f8003,0x2fa1e1,0x300003,0x3134b1,0x313503,0x323b01,
    0xe00018,0xe00021,0xe00208,0xe00801,0xe01005,0xe01f01,0xf00008,0xffffe1,0x1000008,0x10fffe1,
};
static const uint8_t tok_uc_ascii[128] = {
    8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,8,
    4,6,6,6,7,6,6,6,6,6,6,7,6,6,6,6,2,2,2,2,2,2,2,2,2,2,6,6,7,7,7,6,
    6,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,6,6,6,7,6,
    7,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,6,7,6,7,8,
};
static const uint32_t tok_uc_space[11][2] = {
    {0x9,0xd},{0x20,0x20},{0x85,0x85},{0xa0,0xa0},{0x1680,0x1680},{0x2000,0x200a},
    {0x2028,0x2028},{0x2029,0x2029},{0x202f,0x202f},{0x205f,0x205f},{0x3000,0x3000},
};
/* END GENERATED UNICODE TABLES */

static unsigned tok_uc_class(uint32_t cpt) {
    size_t lo = 0, hi = sizeof(tok_uc_ranges) / sizeof(tok_uc_ranges[0]);
    if (cpt < 128) return tok_uc_ascii[cpt];
    if (cpt > 0x10FFFF) return TOK_UC_UNDEF;
    while (hi - lo > 1) {  /* last entry whose first <= cpt */
        size_t mid = (lo + hi) / 2;
        if ((tok_uc_ranges[mid] >> 4) <= cpt) lo = mid; else hi = mid;
    }
    return tok_uc_ranges[lo] & 15;
}

static int tok_uc_is_space(uint32_t cpt) {
    size_t i;
    for (i = 0; i < sizeof(tok_uc_space) / sizeof(tok_uc_space[0]); i++)
        if (cpt >= tok_uc_space[i][0] && cpt <= tok_uc_space[i][1]) return 1;
    return 0;
}

/* Class | TOK_UC_WS: what the splitters look at for each code point. */
static uint8_t tok_uc_flags(uint32_t cpt) {
    unsigned f = tok_uc_class(cpt);
    if (cpt == ' ' || (cpt >= 9 && cpt <= 13) || (cpt >= 128 && tok_uc_is_space(cpt))) f |= TOK_UC_WS;
    return (uint8_t)f;
}

/* Han ideographs as llama.cpp's unicode_cpt_is_han (Kimi-K2 splitting). */
static int tok_is_han(uint32_t c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x20000 && c <= 0x2A6DF) || (c >= 0x2A700 && c <= 0x2B73F) ||
           (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B820 && c <= 0x2CEAF) ||
           (c >= 0x2CEB0 && c <= 0x2EBEF) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0x2F800 && c <= 0x2FA1F);
}

/* ---------------------------------------------------------------------------------------------
 * UTF-8
 * --------------------------------------------------------------------------------------------- */

/* Length of a UTF-8 sequence from its first byte, as llama.cpp's unicode_len_utf8 (no checks). */
static size_t tok_utf8_len(unsigned char c) {
    static const uint8_t len[16] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4 };
    return len[c >> 4];
}

/* Decodes one code point like llama.cpp's unicode_cpts_from_utf8: a malformed or truncated
 * sequence yields U+FFFD and consumes one byte. Overlong forms and surrogates pass through. */
static uint32_t tok_utf8_next(const unsigned char *s, size_t n, size_t *i) {
    size_t k = *i, need;
    uint32_t c = s[k];
    if (c < 0x80) { *i = k + 1; return c; }
    if ((c & 0x40) == 0 || (c & 0xF8) == 0xF8) { *i = k + 1; return 0xFFFD; }
    need = (c & 0x20) == 0 ? 1 : (c & 0x10) == 0 ? 2 : 3;
    if (k + need >= n) { *i = k + 1; return 0xFFFD; }
    c &= 0x3F >> need;
    for (size_t j = 1; j <= need; j++) {
        if ((s[k + j] & 0xC0) != 0x80) { *i = k + 1; return 0xFFFD; }
        c = (c << 6) | (s[k + j] & 0x3F);
    }
    *i = k + need + 1;
    return c;
}

/* Encodes cpt; values above U+10FFFF (which the decoder can produce from F5..F7 lead bytes and
 * llama.cpp rejects with an exception) become U+FFFD. Returns the length, 1..4. */
static size_t tok_utf8_put(uint32_t c, unsigned char *out) {
    if (c < 0x80) { out[0] = (unsigned char)c; return 1; }
    if (c < 0x800) { out[0] = (unsigned char)(0xC0 | c >> 6); out[1] = (unsigned char)(0x80 | (c & 0x3F)); return 2; }
    if (c > 0x10FFFF) c = 0xFFFD;
    if (c < 0x10000) {
        out[0] = (unsigned char)(0xE0 | c >> 12);
        out[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
        out[2] = (unsigned char)(0x80 | (c & 0x3F));
        return 3;
    }
    out[0] = (unsigned char)(0xF0 | c >> 18);
    out[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3F));
    out[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
    out[3] = (unsigned char)(0x80 | (c & 0x3F));
    return 4;
}

/* ---------------------------------------------------------------------------------------------
 * Byte-level BPE alphabet (GPT-2's bytes_to_unicode): printable bytes stand for themselves, the
 * 68 others become U+0100.. in byte order.
 * --------------------------------------------------------------------------------------------- */

static uint32_t tok_byte_to_cpt(unsigned b) {
    if ((b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || b >= 0xAE) return b;
    if (b <= 0x20) return 0x100 + b;
    if (b <= 0xA0) return 0x100 + 33 + (b - 0x7F);
    return 0x100 + 67; /* 0xAD */
}

static int tok_cpt_to_byte(uint32_t c) {
    if ((c >= 0x21 && c <= 0x7E) || (c >= 0xA1 && c <= 0xAC) || (c >= 0xAE && c <= 0xFF)) return (int)c;
    if (c >= 0x100 && c <= 0x100 + 32) return (int)(c - 0x100);
    if (c >= 0x100 + 33 && c <= 0x100 + 66) return (int)(c - 0x100 - 33 + 0x7F);
    if (c == 0x100 + 67) return 0xAD;
    return -1;
}

/* ---------------------------------------------------------------------------------------------
 * Hashing: token text -> id, merge pair -> rank (open addressing, linear probing)
 * --------------------------------------------------------------------------------------------- */

static uint64_t tok_fnv(uint64_t h, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 0x100000001B3ull;
    return h;
}
#define TOK_FNV_INIT 0xCBF29CE484222325ull

static const char *tok_text(const tok_vocab *v, int32_t id, size_t *len) {
    *len = v->tok_off[id + 1] - v->tok_off[id];
    return v->text + v->tok_off[id];
}

/* Id of the token whose text is s[0..n), -1 if none. With duplicate texts the last id wins,
 * as in llama.cpp's token_to_id map. */
static int32_t tok_lookup(const tok_vocab *v, const char *s, size_t n) {
    uint32_t i = (uint32_t)tok_fnv(TOK_FNV_INIT, s, n) & v->tok_mask;
    for (;; i = (i + 1) & v->tok_mask) {
        uint32_t e = v->tok_hash[i];
        size_t len;
        const char *t;
        if (e == 0) return -1;
        t = tok_text(v, (int32_t)(e - 1), &len);
        if (len == n && memcmp(t, s, n) == 0) return (int32_t)(e - 1);
    }
}

/* Rank of the merge "left right", -1 if none. */
static int tok_merge_rank(const tok_vocab *v, const char *l, size_t nl, const char *r, size_t nr) {
    uint64_t h;
    uint32_t i;
    if (v->n_merges == 0) return -1;
    h = tok_fnv(tok_fnv(tok_fnv(TOK_FNV_INIT, l, nl), " ", 1), r, nr);
    for (i = (uint32_t)h & v->m_mask;; i = (i + 1) & v->m_mask) {
        uint32_t e = v->m_hash[i], off, len;
        const char *m;
        if (e == 0) return -1;
        off = v->m_off[e - 1];
        len = v->m_off[e] - off;
        m = v->mtext + off;
        if (v->m_split[e - 1] == nl && len == nl + 1 + nr && memcmp(m, l, nl) == 0 &&
            memcmp(m + nl + 1, r, nr) == 0)
            return (int)(e - 1);
    }
}

static uint32_t tok_hash_size(uint32_t n) {
    uint32_t size = 16;
    while (size < 2 * (uint64_t)n) size *= 2;
    return size;
}

/* ---------------------------------------------------------------------------------------------
 * Loading
 * --------------------------------------------------------------------------------------------- */

/* Pre-tokenizer names of tokenizer.ggml.pre (llama.cpp's list) and what they imply. */
typedef struct tok_pre_name {
    const char *name;
    int pre;
    int flags;  /* TOK_PF_* */
} tok_pre_name;
enum { TOK_PF_IGNORE_MERGES = 1, TOK_PF_ADD_BOS = 2, TOK_PF_NO_BOS = 4 };

static const tok_pre_name tok_pre_names[] = {
    { "default", TOK_PRE_DEFAULT, 0 },
    { "llama3", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "llama-v3", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "llama-bpe", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "falcon3", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "falcon-h1", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "pixtral", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "midm-2.0", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "lfm2", TOK_PRE_LLAMA3, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "dbrx", TOK_PRE_LLAMA3, 0 },
    { "smaug-bpe", TOK_PRE_LLAMA3, 0 },
    { "glm4", TOK_PRE_LLAMA3, TOK_PF_NO_BOS },
    { "chatglm-bpe", TOK_PRE_LLAMA3, TOK_PF_NO_BOS },
    { "deepseek-llm", TOK_PRE_DEEPSEEK_LLM, 0 },
    { "deepseek-coder", TOK_PRE_DEEPSEEK_CODER, 0 },
    { "deepseek-v3", TOK_PRE_DEEPSEEK3, 0 },
    { "hunyuan-dense", TOK_PRE_DEEPSEEK3, 0 },
    { "joyai-llm", TOK_PRE_DEEPSEEK3, 0 },
    { "falcon", TOK_PRE_FALCON, 0 },
    { "mpt", TOK_PRE_GPT2, 0 },
    { "olmo", TOK_PRE_GPT2, 0 },
    { "jais", TOK_PRE_GPT2, 0 },
    { "gpt-2", TOK_PRE_GPT2, 0 },
    { "phi-2", TOK_PRE_GPT2, 0 },
    { "jina-es", TOK_PRE_GPT2, 0 },
    { "jina-de", TOK_PRE_GPT2, 0 },
    { "gigachat", TOK_PRE_GPT2, 0 },
    { "jina-v1-en", TOK_PRE_GPT2, 0 },
    { "jina-v2-es", TOK_PRE_GPT2, 0 },
    { "jina-v2-de", TOK_PRE_GPT2, 0 },
    { "jina-v2-code", TOK_PRE_GPT2, 0 },
    { "roberta-bpe", TOK_PRE_GPT2, 0 },
    { "a.x-4.0", TOK_PRE_GPT2, 0 },
    { "mellum", TOK_PRE_GPT2, 0 },
    { "exaone4", TOK_PRE_GPT2, 0 },
    { "trillion", TOK_PRE_GPT2, 0 },
    { "granite-docling", TOK_PRE_GPT2, 0 },
    { "starcoder", TOK_PRE_STARCODER, 0 },
    { "refact", TOK_PRE_STARCODER, 0 },
    { "command-r", TOK_PRE_STARCODER, 0 },
    { "smollm", TOK_PRE_STARCODER, 0 },
    { "codeshell", TOK_PRE_STARCODER, 0 },
    { "exaone", TOK_PRE_STARCODER, 0 },
    { "minerva-7b", TOK_PRE_STARCODER, 0 },
    { "qwen2", TOK_PRE_QWEN2, 0 },
    { "deepseek-r1-qwen", TOK_PRE_QWEN2, 0 },
    { "kormo", TOK_PRE_QWEN2, 0 },
    { "megrez", TOK_PRE_QWEN2, 0 },
    { "stablelm2", TOK_PRE_QWEN2, 0 },
    { "hunyuan", TOK_PRE_QWEN2, 0 },
    { "grok-2", TOK_PRE_QWEN2, 0 },
    { "solar-open", TOK_PRE_QWEN2, 0 },
    { "qwen35", TOK_PRE_QWEN35, 0 },
    { "gpt-4o", TOK_PRE_GPT4O, 0 },
    { "llama4", TOK_PRE_GPT4O, 0 },
    { "minimax-m2", TOK_PRE_GPT4O, 0 },
    { "tekken", TOK_PRE_TEKKEN, TOK_PF_IGNORE_MERGES | TOK_PF_ADD_BOS },
    { "kimi-k2", TOK_PRE_KIMI_K2, 0 },
    { "poro-chat", TOK_PRE_BLOOM, 0 },
    { "bloom", TOK_PRE_BLOOM, 0 },
    { "gpt3-finnish", TOK_PRE_BLOOM, 0 },
    { "viking", TOK_PRE_VIKING, 0 },
    { "seed-coder", TOK_PRE_SEED_CODER, 0 },
    { "bailingmoe", TOK_PRE_BAILINGMOE, 0 },
    { "bailingmoe2", TOK_PRE_BAILINGMOE, 0 },
    { "llada-moe", TOK_PRE_BAILINGMOE, 0 },
};

static void tok_error(char *err, size_t err_size, const char *fmt, ...) {
    va_list ap;
    if (!err || !err_size) return;
    va_start(ap, fmt);
    vsnprintf(err, err_size, fmt, ap);
    va_end(ap);
}

static void *tok_alloc_array(const moe_allocator *a, size_t n, size_t size) {
    if (size && n > (size_t)-1 / size) return NULL;
    return mem_alloc(a, n * size != 0 ? n * size : 1);
}

static void tok_free(tok_vocab *v, const moe_allocator *a) {
    if (!v) return;
    mem_free(a, v->text);
    mem_free(a, v->tok_off);
    mem_free(a, v->scores);
    mem_free(a, v->attr);
    mem_free(a, v->tok_hash);
    mem_free(a, v->mtext);
    mem_free(a, v->m_off);
    mem_free(a, v->m_split);
    mem_free(a, v->m_hash);
    mem_free(a, v->specials);
    memset(v, 0, sizeof(*v));
}

static uint16_t tok_attr_of_type(int32_t type) {
    switch (type) {
    case 1: return TOK_ATTR_NORMAL;
    case 2: return TOK_ATTR_UNKNOWN;
    case 3: return TOK_ATTR_CONTROL;
    case 4: return TOK_ATTR_USER_DEFINED;
    case 5: return TOK_ATTR_UNUSED;
    case 6: return TOK_ATTR_BYTE;
    default: return 0; /* undefined */
    }
}

/* Copies the token texts, scores and attributes, and builds the text -> id table. */
static moe_status tok_load_tokens(tok_vocab *v, const tok_source *src, const moe_allocator *a,
                                  char *err, size_t err_size) {
    uint64_t total = 0;
    uint32_t i, n = src->n_tokens, size = tok_hash_size(n);
    for (i = 0; i < n; i++) {
        if (src->tokens[i].len && !src->tokens[i].ptr) {
            tok_error(err, err_size, "tokenizer: token %lu has no text", (unsigned long)i);
            return MOE_ERR_FORMAT;
        }
        total += src->tokens[i].len;
    }
    if (total > 0xFFFFFFF0u || n > 0x7FFFFFF0u) {
        tok_error(err, err_size, "tokenizer: vocabulary too large");
        return MOE_ERR_FORMAT;
    }
    v->text = tok_alloc_array(a, (size_t)total, 1);
    v->tok_off = tok_alloc_array(a, (size_t)n + 1, sizeof(uint32_t));
    v->scores = tok_alloc_array(a, n, sizeof(float));
    v->attr = tok_alloc_array(a, n, sizeof(uint16_t));
    v->tok_hash = tok_alloc_array(a, size, sizeof(uint32_t));
    if (!v->text || !v->tok_off || !v->scores || !v->attr || !v->tok_hash) return MOE_ERR_NOMEM;
    v->tok_mask = size - 1;
    memset(v->tok_hash, 0, size * sizeof(uint32_t));
    total = 0;
    for (i = 0; i < n; i++) {
        v->tok_off[i] = (uint32_t)total;
        if (src->tokens[i].len) memcpy(v->text + total, src->tokens[i].ptr, (size_t)src->tokens[i].len);
        total += src->tokens[i].len;
        v->scores[i] = src->scores ? src->scores[i] : 0.0f;
        v->attr[i] = src->token_types ? tok_attr_of_type(src->token_types[i]) : TOK_ATTR_NORMAL;
    }
    v->tok_off[n] = (uint32_t)total;
    for (i = 0; i < n; i++) {  /* later duplicates replace earlier ones, as in llama.cpp */
        size_t len;
        const char *t = tok_text(v, (int32_t)i, &len);
        uint32_t h = (uint32_t)tok_fnv(TOK_FNV_INIT, t, len) & v->tok_mask;
        if (len == 0) continue; /* llama.cpp renames empty tokens "[EMPTY_i]": unreachable from text */
        for (;; h = (h + 1) & v->tok_mask) {
            size_t l2;
            const char *t2;
            if (v->tok_hash[h] == 0) break;
            t2 = tok_text(v, (int32_t)(v->tok_hash[h] - 1), &l2);
            if (l2 == len && memcmp(t2, t, len) == 0) break;
        }
        v->tok_hash[h] = i + 1;
    }
    return MOE_OK;
}

/* Copies the merges and builds the pair -> rank table; the first of duplicate merges wins. */
static moe_status tok_load_merges(tok_vocab *v, const tok_source *src, const moe_allocator *a,
                                  char *err, size_t err_size) {
    uint64_t total = 0;
    uint32_t i, n = src->n_merges, size = tok_hash_size(n);
    for (i = 0; i < n; i++) {
        if (src->merges[i].len && !src->merges[i].ptr) {
            tok_error(err, err_size, "tokenizer: merge %lu has no text", (unsigned long)i);
            return MOE_ERR_FORMAT;
        }
        total += src->merges[i].len;
    }
    if (total > 0xFFFFFFF0u || n > 0x7FFFFFF0u) {
        tok_error(err, err_size, "tokenizer: too many merges");
        return MOE_ERR_FORMAT;
    }
    v->mtext = tok_alloc_array(a, (size_t)total, 1);
    v->m_off = tok_alloc_array(a, (size_t)n + 1, sizeof(uint32_t));
    v->m_split = tok_alloc_array(a, n, sizeof(uint32_t));
    v->m_hash = tok_alloc_array(a, size, sizeof(uint32_t));
    if (!v->mtext || !v->m_off || !v->m_split || !v->m_hash) return MOE_ERR_NOMEM;
    v->m_mask = size - 1;
    v->n_merges = n;
    memset(v->m_hash, 0, size * sizeof(uint32_t));
    total = 0;
    for (i = 0; i < n; i++) {
        const char *m = src->merges[i].ptr, *sp;
        size_t len = (size_t)src->merges[i].len;
        uint32_t h;
        v->m_off[i] = (uint32_t)total;
        if (len) memcpy(v->mtext + total, m, len);
        total += len;
        /* llama.cpp splits at the first space after the first byte; without one the merge
           becomes ("", "") which no lookup can match */
        sp = len > 1 ? memchr(m + 1, ' ', len - 1) : NULL;
        v->m_split[i] = sp ? (uint32_t)(sp - m) : UINT32_MAX;
        if (!sp) continue;
        for (h = (uint32_t)tok_fnv(TOK_FNV_INIT, m, len) & v->m_mask;; h = (h + 1) & v->m_mask) {
            uint32_t e = v->m_hash[h];
            if (e == 0) { v->m_hash[h] = i + 1; break; }
            if (v->m_split[e - 1] == v->m_split[i] && v->m_off[e] - v->m_off[e - 1] == len &&
                memcmp(v->mtext + v->m_off[e - 1], m, len) == 0)
                break;
        }
    }
    v->m_off[n] = (uint32_t)total;
    return MOE_OK;
}

/* The token with one of the given texts, as llama.cpp finds it by walking its sorted
 * token_to_id map: the match with the smallest text. -1 if none. */
static int32_t tok_find_first(const tok_vocab *v, const char *const *texts) {
    int32_t best = -1;
    size_t best_len = 0;
    const char *best_t = NULL;
    for (; *texts; texts++) {
        size_t n = strlen(*texts), m;
        int32_t id = tok_lookup(v, *texts, n);
        int c;
        if (id < 0) continue;
        m = n < best_len ? n : best_len;
        c = best_t ? memcmp(*texts, best_t, m) : -1;
        if (!best_t || c < 0 || (c == 0 && n < best_len)) { best = id; best_t = *texts; best_len = n; }
    }
    return best;
}

/* llama.cpp marks tokens that look like control tokens as such (and as end of generation). */
static void tok_mark(tok_vocab *v, int32_t id, int eog) {
    if (id < 0) return;
    if (!(v->attr[id] & TOK_ATTR_CONTROL)) v->attr[id] = (uint16_t)((v->attr[id] & TOK_ATTR_EOG) | TOK_ATTR_CONTROL);
    if (eog) v->attr[id] |= TOK_ATTR_EOG;
}

static int32_t tok_text_id(const tok_vocab *v, const char *s) { return tok_lookup(v, s, strlen(s)); }

/* End of generation: eos, eot, eom, the FIM pad/repo/file-separator tokens and tokens whose text
 * says so, as llama.cpp's special_eog_ids. */
static void tok_find_eog(tok_vocab *v) {
    static const char *const eot_texts[] = { "<|eot_id|>", "<|im_end|>", "<|end|>", "<end_of_turn>",
        "<|endoftext|>", "<|end_of_text|>", "<EOT>", "_<EOT>", "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>",
        "<end_of_utterance>", NULL };
    static const char *const eom_texts[] = { "<|eom_id|>", NULL };
    static const char *const fim_pad[] = { "<|fim_pad|>", "<fim-pad>", "<fim_pad>", "<PAD>", NULL };
    static const char *const fim_rep[] = { "<|fim_repo|>", "<|repo_name|>", "<fim-repo>", "<REPO>", "<reponame>", NULL };
    static const char *const fim_sep[] = { "<|file_sep|>", NULL };
    static const char *const eog_texts[] = { "<|eot_id|>", "<|im_end|>", "<|end|>", "<|return|>", "<|call|>",
        "<end_of_turn>", "<|endoftext|>", "<|eom_id|>", "<EOT>", "_<EOT>", "<|end_of_text|>", "<end_of_utterance>", NULL };
    static const char *const gpt_oss_user[] = { "<|channel|>", "<|message|>", "<|start|>", "<|constrain|>" };
    size_t i;
    int32_t end_id;
    if (v->eot < 0) { v->eot = tok_find_first(v, eot_texts); tok_mark(v, v->eot, 0); }
    if (v->eom < 0) { v->eom = tok_find_first(v, eom_texts); tok_mark(v, v->eom, 0); }
    tok_mark(v, tok_find_first(v, fim_pad), 1);
    tok_mark(v, tok_find_first(v, fim_rep), 1);
    tok_mark(v, tok_find_first(v, fim_sep), 1);
    for (i = 0; eog_texts[i]; i++) tok_mark(v, tok_text_id(v, eog_texts[i]), 1);
    for (i = 0; i < sizeof(gpt_oss_user) / sizeof(gpt_oss_user[0]); i++) {  /* gpt-oss: always rendered */
        int32_t id = tok_text_id(v, gpt_oss_user[i]);
        if (id >= 0) v->attr[id] = (uint16_t)((v->attr[id] & TOK_ATTR_EOG) | TOK_ATTR_USER_DEFINED);
    }
    if (v->eos >= 0) v->attr[v->eos] |= TOK_ATTR_EOG;
    if (v->eot >= 0) v->attr[v->eot] |= TOK_ATTR_EOG;
    if (v->eom >= 0) v->attr[v->eom] |= TOK_ATTR_EOG;
    /* o200k_harmony (gpt-oss): with <|return|> and <|call|>, <|end|> only ends a message */
    end_id = tok_text_id(v, "<|end|>");
    if (end_id >= 0 && (v->attr[end_id] & TOK_ATTR_EOG) && tok_text_id(v, "<|return|>") >= 0 &&
        tok_text_id(v, "<|call|>") >= 0) {
        v->attr[end_id] = TOK_ATTR_USER_DEFINED;
    }
}

/* Control, user-defined and unknown tokens, longest first (ties by id, where llama.cpp's
 * unstable sort leaves the order unspecified). */
static moe_status tok_find_specials(tok_vocab *v, const moe_allocator *a) {
    uint32_t i, n = 0;
    for (i = 0; i < v->n_tokens; i++)
        if ((v->attr[i] & (TOK_ATTR_CONTROL | TOK_ATTR_USER_DEFINED | TOK_ATTR_UNKNOWN)) &&
            v->tok_off[i + 1] > v->tok_off[i])
            n++;
    v->specials = tok_alloc_array(a, n, sizeof(int32_t));
    if (!v->specials) return MOE_ERR_NOMEM;
    for (i = 0; i < v->n_tokens; i++)
        if ((v->attr[i] & (TOK_ATTR_CONTROL | TOK_ATTR_USER_DEFINED | TOK_ATTR_UNKNOWN)) &&
            v->tok_off[i + 1] > v->tok_off[i])
            v->specials[v->n_specials++] = (int32_t)i;
    for (i = 1; i < n; i++) {  /* insertion sort by length: specials are few, and stable */
        int32_t id = v->specials[i];
        uint32_t len = v->tok_off[id + 1] - v->tok_off[id], j = i;
        while (j > 0 && v->tok_off[v->specials[j - 1] + 1] - v->tok_off[v->specials[j - 1]] < len) {
            v->specials[j] = v->specials[j - 1];
            j--;
        }
        v->specials[j] = id;
    }
    return MOE_OK;
}

/* SentencePiece byte fallback: "<0xXX>", else the byte itself as a token. */
static void tok_find_byte_tokens(tok_vocab *v) {
    static const char hex[] = "0123456789ABCDEF";
    int b;
    for (b = 0; b < 256; b++) {
        char buf[6] = { '<', '0', 'x', hex[b >> 4], hex[b & 15], '>' };
        char one = (char)b;
        int32_t id = tok_lookup(v, buf, 6);
        v->byte_tok[b] = id >= 0 ? id : tok_lookup(v, &one, 1);
    }
}

/* A special token id from the metadata: -1 stays absent, out of range is an error. */
static moe_status tok_check_id(int32_t *dst, int32_t id, int32_t def, uint32_t n, const char *name,
                               char *err, size_t err_size) {
    if (id < 0) {
        *dst = def >= 0 && (uint32_t)def < n ? def : -1;
        return MOE_OK;
    }
    if ((uint32_t)id >= n) {
        tok_error(err, err_size, "tokenizer: tokenizer.ggml.%s_token_id %ld out of range (%lu tokens)",
                  name, (long)id, (unsigned long)n);
        return MOE_ERR_FORMAT;
    }
    *dst = id;
    return MOE_OK;
}

static moe_status tok_load_ids(tok_vocab *v, const tok_source *s, int spm, char *err, size_t err_size) {
    uint32_t n = v->n_tokens;
    moe_status st;
    if ((st = tok_check_id(&v->bos, s->bos, spm ? 1 : 11, n, "bos", err, err_size)) != MOE_OK) return st;
    if ((st = tok_check_id(&v->eos, s->eos, spm ? 2 : 11, n, "eos", err, err_size)) != MOE_OK) return st;
    /* llama.cpp ignores other bad ids with a warning: some models ship pad = n_vocab */
    if (tok_check_id(&v->unk, s->unk, spm ? 0 : -1, n, "unk", NULL, 0) != MOE_OK) v->unk = spm && n > 0 ? 0 : -1;
    if (tok_check_id(&v->pad, s->pad, -1, n, "pad", NULL, 0) != MOE_OK) v->pad = -1;
    if (tok_check_id(&v->sep, s->sep, -1, n, "sep", NULL, 0) != MOE_OK) v->sep = -1;
    if (tok_check_id(&v->eot, s->eot, -1, n, "eot", NULL, 0) != MOE_OK) v->eot = -1;
    if (tok_check_id(&v->eom, s->eom, -1, n, "eom", NULL, 0) != MOE_OK) v->eom = -1;
    return MOE_OK;
}

static void tok_choose_pre(tok_vocab *v, const char *pre, int32_t src_bos) {
    size_t i;
    v->pre = TOK_PRE_DEFAULT;
    if (!pre) return;
    for (i = 0; i < sizeof(tok_pre_names) / sizeof(tok_pre_names[0]); i++) {
        if (strcmp(pre, tok_pre_names[i].name) != 0) continue;
        v->pre = tok_pre_names[i].pre;
        v->pre_known = 1;
        v->ignore_merges = (tok_pre_names[i].flags & TOK_PF_IGNORE_MERGES) != 0;
        v->add_bos = (tok_pre_names[i].flags & TOK_PF_ADD_BOS) != 0;
        if ((tok_pre_names[i].flags & TOK_PF_NO_BOS) && src_bos < 0) v->bos = -1; /* metadata still wins */
        return;
    }
}

static moe_status tok_load(tok_vocab *v, const tok_source *src, const moe_allocator *a, char *err, size_t err_size) {
    moe_status st;
    int spm;
    memset(v, 0, sizeof(*v));
    if (!src || !src->model) {
        tok_error(err, err_size, "tokenizer: no tokenizer.ggml.model");
        return MOE_ERR_FORMAT;
    }
    if (strcmp(src->model, "llama") == 0) v->kind = TOK_KIND_SPM;
    else if (strcmp(src->model, "gpt2") == 0) v->kind = TOK_KIND_BPE;
    else {
        tok_error(err, err_size, "tokenizer: unknown tokenizer.ggml.model '%s'", src->model);
        return MOE_ERR_UNSUPPORTED;
    }
    spm = v->kind == TOK_KIND_SPM;
    if (src->n_tokens == 0 || !src->tokens) {
        tok_error(err, err_size, "tokenizer: no tokenizer.ggml.tokens");
        return MOE_ERR_FORMAT;
    }
    if (!spm && (!src->merges && src->n_merges == 0)) {
        tok_error(err, err_size, "tokenizer: gpt2 vocabulary without tokenizer.ggml.merges");
        return MOE_ERR_FORMAT;
    }
    if (src->n_merges && !src->merges) {
        tok_error(err, err_size, "tokenizer: tokenizer.ggml.merges missing");
        return MOE_ERR_FORMAT;
    }
    v->n_tokens = src->n_tokens;
    if ((st = tok_load_ids(v, src, spm, err, err_size)) != MOE_OK) goto fail;
    v->add_bos = spm;
    v->add_space_prefix = spm;
    if (!spm) tok_choose_pre(v, src->pre, src->bos);
    if (src->add_bos >= 0) v->add_bos = src->add_bos != 0;
    if (src->add_eos >= 0) v->add_eos = src->add_eos != 0;
    if (src->add_space_prefix >= 0) v->add_space_prefix = src->add_space_prefix != 0;
    if ((st = tok_load_tokens(v, src, a, err, err_size)) != MOE_OK) goto fail;
    if (!spm && (st = tok_load_merges(v, src, a, err, err_size)) != MOE_OK) goto fail;
    tok_find_eog(v);
    if ((st = tok_find_specials(v, a)) != MOE_OK) goto fail;
    tok_find_byte_tokens(v);
    return MOE_OK;
fail:
    if (st == MOE_ERR_NOMEM) tok_error(err, err_size, "tokenizer: out of memory");
    tok_free(v, a);
    return st;
}

/* ---------------------------------------------------------------------------------------------
 * Per-call scratch memory (the vocabulary is shared read-only, so nothing is cached in it)
 * --------------------------------------------------------------------------------------------- */

typedef struct tok_buf {
    void *p;
    size_t cap; /* bytes */
} tok_buf;

/* Makes b hold at least n elements of size bytes; contents are not kept. */
static void *tok_reserve(tok_buf *b, size_t n, size_t size, const moe_allocator *a) {
    size_t need;
    if (n > ((size_t)-1 / 2) / size) return NULL;
    need = n * size;
    if (need <= b->cap && b->p) return b->p;
    mem_free(a, b->p);
    b->cap = need > 64 ? need + need / 2 : 64;
    b->p = mem_alloc(a, b->cap);
    if (!b->p) b->cap = 0;
    return b->p;
}

/* Growable, keeps contents. */
static void *tok_grow(tok_buf *b, size_t n, size_t size, const moe_allocator *a) {
    void *p;
    size_t need, cap;
    if (n > ((size_t)-1 / 2) / size) return NULL;
    need = n * size;
    if (need <= b->cap && b->p) return b->p;
    cap = need > 64 ? need * 2 : 128;
    p = mem_alloc(a, cap);
    if (!p) return NULL;
    if (b->p) memcpy(p, b->p, b->cap);
    mem_free(a, b->p);
    b->p = p;
    b->cap = cap;
    return p;
}

enum { TOK_SB_FRAG, TOK_SB_TEXT, TOK_SB_CPT, TOK_SB_FLAGS, TOK_SB_SEG0, TOK_SB_SEG1, TOK_SB_WORD,
       TOK_SB_SYM, TOK_SB_HEAP, TOK_SB_COUNT };

typedef struct tok_out {
    int32_t *ids;
    size_t cap, n;   /* n counts every id, also those past cap */
} tok_out;

typedef struct tok_ctx {
    const tok_vocab *v;
    const moe_allocator *a;
    tok_buf b[TOK_SB_COUNT];
    tok_out out;
} tok_ctx;

static void tok_push(tok_ctx *c, int32_t id) {
    if (c->out.n < c->out.cap) c->out.ids[c->out.n] = id;
    c->out.n++;
}

/* ---------------------------------------------------------------------------------------------
 * Special-token partition (llama.cpp's tokenizer_st_partition): every special token, longest
 * first, cuts every remaining piece of raw text where it occurs. Without parse_special only
 * user-defined tokens cut (as Hugging Face's added tokens do).
 * --------------------------------------------------------------------------------------------- */

typedef struct tok_frag {
    size_t off, len;
    int32_t tok;   /* -1: raw text */
    int32_t next;  /* index of the next fragment, -1 at the end */
} tok_frag;

static size_t tok_find(const char *h, size_t n, const char *needle, size_t m) {
    size_t i = 0;
    while (m && i + m <= n) {
        const char *p = memchr(h + i, needle[0], n - m + 1 - i);
        if (!p) break;
        i = (size_t)(p - h);
        if (memcmp(p, needle, m) == 0) return i;
        i++;
    }
    return (size_t)-1;
}

static int32_t tok_frag_add(tok_ctx *c, size_t *nf, size_t off, size_t len, int32_t tok, int32_t after) {
    tok_frag *f = tok_grow(&c->b[TOK_SB_FRAG], *nf + 1, sizeof(tok_frag), c->a);
    int32_t i = (int32_t)*nf;
    if (!f) return -1;
    f[i].off = off;
    f[i].len = len;
    f[i].tok = tok;
    f[i].next = after >= 0 ? f[after].next : -1;
    if (after >= 0) f[after].next = i;
    (*nf)++;
    return i;
}

/* Cuts fragment i (raw text) at every occurrence of special token id. Returns the last fragment
 * it produced, or -2 when out of memory. */
static int32_t tok_cut(tok_ctx *c, const char *text, size_t *nf, int32_t i, int32_t id) {
    size_t len;
    const char *s = tok_text(c->v, id, &len);
    for (;;) {
        tok_frag *f = c->b[TOK_SB_FRAG].p;
        size_t off = f[i].off, end = off + f[i].len, m = tok_find(text + off, f[i].len, s, len);
        if (m == (size_t)-1) return i;
        m += off;
        if (m > off) {
            f[i].len = m - off;
            if ((i = tok_frag_add(c, nf, m, len, id, i)) < 0) return -2;
        } else {
            f[i].tok = id;
            f[i].len = len;
        }
        if (m + len >= end) return i;
        if ((i = tok_frag_add(c, nf, m + len, end - m - len, -1, i)) < 0) return -2;
    }
}

static moe_status tok_partition(tok_ctx *c, const char *text, size_t len, int parse_special) {
    const tok_vocab *v = c->v;
    size_t nf = 0;
    uint32_t k;
    if (len == 0) return MOE_OK;
    if (tok_frag_add(c, &nf, 0, len, -1, -1) < 0) return MOE_ERR_NOMEM;
    for (k = 0; k < v->n_specials; k++) {
        int32_t id = v->specials[k], i;
        if (!parse_special && (v->attr[id] & (TOK_ATTR_CONTROL | TOK_ATTR_UNKNOWN))) continue;
        for (i = 0; i >= 0; i = ((tok_frag *)c->b[TOK_SB_FRAG].p)[i].next) {
            if (((tok_frag *)c->b[TOK_SB_FRAG].p)[i].tok >= 0) continue;
            if ((i = tok_cut(c, text, &nf, i, id)) == -2) return MOE_ERR_NOMEM;
        }
    }
    return MOE_OK;
}

/* ---------------------------------------------------------------------------------------------
 * SentencePiece (llm_tokenizer_spm): start from UTF-8 characters, repeatedly merge the adjacent
 * pair whose concatenation is the token with the highest score (leftmost on ties); pieces that
 * are not tokens fall back to byte tokens.
 * --------------------------------------------------------------------------------------------- */

typedef struct tok_sym {
    int32_t prev, next;
    uint32_t off, n;   /* bytes of the piece in the text buffer; n == 0 once merged away */
} tok_sym;

typedef struct tok_bigram {
    int32_t left, right;
    float score;       /* SPM: higher first */
    int32_t rank;      /* BPE: lower first */
    uint32_t size;
} tok_bigram;

/* Max-heap on "before": SPM wants high score then low left, BPE low rank then low left. */
static int tok_before(const tok_bigram *x, const tok_bigram *y, int spm) {
    if (spm) {
        if (x->score != y->score) return x->score > y->score;
    } else if (x->rank != y->rank) {
        return x->rank < y->rank;
    }
    return x->left < y->left;
}

static void tok_heap_push(tok_bigram *h, size_t *n, tok_bigram b, int spm) {
    size_t i = (*n)++;
    while (i > 0 && tok_before(&b, &h[(i - 1) / 2], spm)) {
        h[i] = h[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    h[i] = b;
}

static tok_bigram tok_heap_pop(tok_bigram *h, size_t *n, int spm) {
    tok_bigram top = h[0], last = h[--(*n)];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= *n) break;
        if (c + 1 < *n && tok_before(&h[c + 1], &h[c], spm)) c++;
        if (!tok_before(&h[c], &last, spm)) break;
        h[i] = h[c];
        i = c;
    }
    if (*n) h[i] = last;
    return top;
}

/* Splits text[0..n) into UTF-8 characters (lengths from the first byte, cut at the end). */
static size_t tok_make_symbols(tok_sym *sym, size_t n, const char *text) {
    size_t off = 0, k = 0;
    while (off < n) {
        size_t len = tok_utf8_len((unsigned char)text[off]);
        if (len > n - off) len = n - off;
        sym[k].off = (uint32_t)off;
        sym[k].n = (uint32_t)len;
        sym[k].prev = (int32_t)k - 1;
        off += len;
        sym[k].next = off == n ? -1 : (int32_t)k + 1;
        k++;
    }
    return k;
}

static void tok_spm_try(const tok_vocab *v, const char *text, tok_sym *sym, tok_bigram *heap,
                        size_t *nh, int32_t left, int32_t right) {
    tok_bigram b;
    int32_t id;
    if (left < 0 || right < 0) return;
    b.size = sym[left].n + sym[right].n;
    id = tok_lookup(v, text + sym[left].off, b.size);
    if (id < 0) return;
    b.left = left;
    b.right = right;
    b.score = v->scores[id];
    b.rank = 0;
    tok_heap_push(heap, nh, b, 1);
}

static void tok_spm_emit(tok_ctx *c, const char *text, const tok_sym *s) {
    int32_t id = tok_lookup(c->v, text + s->off, s->n);
    uint32_t j;
    if (id >= 0) { tok_push(c, id); return; }
    for (j = 0; j < s->n; j++) {
        /* llama.cpp throws when a byte has no token; the unknown token is the kinder answer */
        int32_t b = c->v->byte_tok[(unsigned char)text[s->off + j]];
        if (b < 0) b = c->v->unk;
        if (b >= 0) tok_push(c, b);
    }
}

static moe_status tok_spm(tok_ctx *c, const char *frag, size_t len, int space_prefix) {
    const tok_vocab *v = c->v;
    size_t i, n = 0, nsym, nh = 0;
    char *text = tok_reserve(&c->b[TOK_SB_TEXT], 3 * (len + 1), 1, c->a);
    tok_sym *sym;
    tok_bigram *heap;
    int32_t k;
    if (!text) return MOE_ERR_NOMEM;
    if (space_prefix) { memcpy(text, "\xe2\x96\x81", 3); n = 3; }
    for (i = 0; i < len; i++) {  /* spaces become U+2581 */
        if (frag[i] == ' ') { memcpy(text + n, "\xe2\x96\x81", 3); n += 3; }
        else text[n++] = frag[i];
    }
    sym = tok_reserve(&c->b[TOK_SB_SYM], n, sizeof(tok_sym), c->a);
    heap = tok_reserve(&c->b[TOK_SB_HEAP], 3 * n + 1, sizeof(tok_bigram), c->a);
    if (!sym || !heap) return MOE_ERR_NOMEM;
    nsym = tok_make_symbols(sym, n, text);
    for (i = 1; i < nsym; i++) tok_spm_try(v, text, sym, heap, &nh, (int32_t)i - 1, (int32_t)i);
    while (nh) {
        tok_bigram b = tok_heap_pop(heap, &nh, 1);
        tok_sym *l = &sym[b.left], *r = &sym[b.right];
        if (l->n == 0 || r->n == 0 || l->n + r->n != b.size) continue; /* stale */
        l->n += r->n;
        r->n = 0;
        l->next = r->next;
        if (r->next >= 0) sym[r->next].prev = b.left;
        tok_spm_try(v, text, sym, heap, &nh, l->prev, b.left);
        tok_spm_try(v, text, sym, heap, &nh, b.left, l->next);
    }
    /* every merged piece is a token, so llama.cpp's rev_merge resegmenting never splits one */
    for (k = nsym ? 0 : -1; k >= 0; k = sym[k].next) tok_spm_emit(c, text, &sym[k]);
    return MOE_OK;
}

/* ---------------------------------------------------------------------------------------------
 * Pre-tokenizer. The text is decoded to code points once; each regex of the pre-tokenizer then
 * splits every current piece further, as llama.cpp's unicode_regex_split does with its offsets.
 * Two predicate families exist because llama.cpp runs two different machineries:
 *   - the custom splitters (gpt2, llama3, kimi-k2) and our equivalents of them use the Unicode
 *     classes directly;
 *   - std::regex runs on a "collapsed" text: ASCII stays, other code points become one byte per
 *     class (whitespace first). So \p{S} misses '~' (absent from llama.cpp's ASCII symbol list)
 *     and \s is ASCII \t\n\v\f\r and space or any non-ASCII White_Space. Regexes without \p{..}
 *     run on code points (std::wregex), with non-ASCII whitespace replaced by \v.
 * --------------------------------------------------------------------------------------------- */

typedef struct tok_split {
    const uint32_t *cpt;
    const uint8_t *fl;   /* tok_uc_flags of each code point */
    size_t end;          /* end of the piece being split */
    size_t *out;         /* lengths of the pieces produced */
    size_t n_out;
} tok_split;

#define TOK_NO_CPT 0xFFFFFFFFu

static uint32_t tok_c(const tok_split *s, size_t p) { return p < s->end ? s->cpt[p] : TOK_NO_CPT; }
static unsigned tok_f(const tok_split *s, size_t p) { return p < s->end ? s->fl[p] : 0; }
static void tok_emit(tok_split *s, size_t len) { if (len) s->out[s->n_out++] = len; }

/* class tests on flags (custom splitters) */
static int tok_fl_is(unsigned f, unsigned cls) { return (f & TOK_UC_CLASS) == cls; }
static int tok_fl_L(unsigned f) { return tok_fl_is(f, TOK_UC_L); }
static int tok_fl_N(unsigned f) { return tok_fl_is(f, TOK_UC_N); }
static int tok_fl_WS(unsigned f) { return (f & TOK_UC_WS) != 0; }
static int tok_fl_other(unsigned f) { return f && !tok_fl_WS(f) && !tok_fl_L(f) && !tok_fl_N(f); }

/* class tests as std::regex sees the collapsed text; false past the end */
static int tok_ascii_alpha(uint32_t c) { return (c | 32) >= 'a' && (c | 32) <= 'z'; }
static int tok_cs(const tok_split *s, size_t p) {  /* \s */
    uint32_t c = tok_c(s, p);
    if (c < 128) return c == ' ' || (c >= 9 && c <= 13);
    return p < s->end && (s->fl[p] & TOK_UC_WS);
}
static int tok_cclass(const tok_split *s, size_t p, unsigned cls) {  /* non-ASCII \p{X} */
    return p < s->end && s->cpt[p] >= 128 && s->fl[p] == cls;  /* fl == cls: not whitespace */
}
static int tok_cL(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    return c < 128 ? tok_ascii_alpha(c) : tok_cclass(s, p, TOK_UC_L);
}
static int tok_cN(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    return c < 128 ? c >= '0' && c <= '9' : tok_cclass(s, p, TOK_UC_N);
}
static int tok_cP(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    return c < 128 ? c && strchr("!\"#%&'()*,-./:;?@[\\]_{}", (int)c) != NULL : tok_cclass(s, p, TOK_UC_P);
}
static int tok_cS(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    return c < 128 ? c && strchr("$+<=>^`|", (int)c) != NULL : tok_cclass(s, p, TOK_UC_S);
}
static int tok_cM(const tok_split *s, size_t p) { return tok_cclass(s, p, TOK_UC_M); }
static int tok_crlf(const tok_split *s, size_t p) { uint32_t c = tok_c(s, p); return c == '\r' || c == '\n'; }

/* the code point std::wregex sees */
static uint32_t tok_wc(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    return c != TOK_NO_CPT && c >= 128 && (s->fl[p] & TOK_UC_WS) ? 0x0B : c;
}

static int tok_in_ranges(uint32_t c, const uint32_t (*r)[2], size_t n) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (c < r[mid][0]) hi = mid;
        else if (c > r[mid][1]) lo = mid + 1;
        else return 1;
    }
    return 0;
}

/* length of the run from p whose code points pass test */
static size_t tok_run(const tok_split *s, size_t p, int (*test)(const tok_split *, size_t)) {
    size_t q = p;
    while (test(s, q)) q++;
    return q - p;
}

/* --- custom splitters, following llama.cpp's hand-written ones ---------------------------- */

/* \s*[\r\n]+ (when crlf) | \s+(?!\S) | \s+ at p; 0 if p is not whitespace. */
static size_t tok_m_spaces(const tok_split *s, size_t p, int crlf) {
    size_t n = 0, last_rn = 0;
    while (tok_fl_WS(tok_f(s, p + n))) {
        if (crlf && tok_crlf(s, p + n)) last_rn = n + 1;
        n++;
    }
    if (last_rn) return last_rn;
    if (n > 1 && p + n < s->end) return n - 1;
    return n;
}

/* 's|'t|'re|'ve|'m|'ll|'d at p (case-insensitive when icase); 0 if none. Only ASCII letters
 * lowercase to these, so ASCII folding equals llama.cpp's unicode_tolower here. */
static size_t tok_m_contraction(const tok_split *s, size_t p, int icase) {
    uint32_t c1, c2;
    if (tok_c(s, p) != '\'' || p + 1 >= s->end) return 0;
    c1 = tok_c(s, p + 1);
    c2 = p + 2 < s->end ? tok_c(s, p + 2) : 0;
    if (icase) {
        if (c1 < 128) c1 |= tok_ascii_alpha(c1) ? 32 : 0;
        if (c2 < 128) c2 |= tok_ascii_alpha(c2) ? 32 : 0;
    }
    if (c1 == 's' || c1 == 't' || c1 == 'm' || c1 == 'd') return 2;
    if ((c1 == 'r' && c2 == 'e') || (c1 == 'v' && c2 == 'e') || (c1 == 'l' && c2 == 'l')) return 3;
    return 0;
}

/* 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S), anything else alone */
static void tok_split_gpt2(tok_split *s, size_t pos) {
    while (pos < s->end) {
        uint32_t c = s->cpt[pos];
        unsigned f2 = c == ' ' ? tok_f(s, pos + 1) : s->fl[pos];
        size_t n = tok_m_contraction(s, pos, 0), q = pos + (c == ' ');
        if (!n && tok_fl_L(f2)) { while (tok_fl_L(tok_f(s, q))) q++; n = q - pos; }
        else if (!n && tok_fl_N(f2)) { while (tok_fl_N(tok_f(s, q))) q++; n = q - pos; }
        else if (!n && tok_fl_other(f2)) { while (tok_fl_other(tok_f(s, q))) q++; n = q - pos; }
        if (!n) n = tok_m_spaces(s, pos, 0);
        if (!n) n = 1;
        tok_emit(s, n);
        pos += n;
    }
}

/* llama3 and its relatives:
 *   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,max_digits}|
 *   ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
 * With marks (qwen35) letters are [\p{L}\p{M}] and the symbol run also excludes \p{M}. */
static int tok_is_word(unsigned f, int marks) { return tok_fl_L(f) || (marks && tok_fl_is(f, TOK_UC_M)); }

static size_t tok_m_llama3(const tok_split *s, size_t pos, int max_digits, int marks) {
    uint32_t c = s->cpt[pos];
    unsigned f = s->fl[pos], f2;
    size_t n = tok_m_contraction(s, pos, 1), q;
    if (n) return n;
    if (c != '\r' && c != '\n' && !tok_fl_N(f) && (tok_is_word(f, marks) || tok_is_word(tok_f(s, pos + 1), marks))) {
        for (q = pos + 1; tok_is_word(tok_f(s, q), marks); q++) {}
        return q - pos;
    }
    if (tok_fl_N(f)) {
        for (q = pos; tok_fl_N(tok_f(s, q)) && q - pos < (size_t)max_digits; q++) {}
        return q - pos;
    }
    f2 = c == ' ' ? tok_f(s, pos + 1) : f;
    if (!tok_fl_WS(f2) && !tok_is_word(f2, marks) && !tok_fl_N(f2) && f) {
        q = pos + (c == ' ');
        while (tok_fl_other(tok_f(s, q)) && !tok_is_word(tok_f(s, q), marks)) q++;
        while (tok_crlf(s, q)) q++;
        return q - pos;
    }
    n = tok_m_spaces(s, pos, 1);
    return n ? n : 1;
}

static void tok_split_llama3(tok_split *s, size_t pos) {
    while (pos < s->end) { size_t n = tok_m_llama3(s, pos, 3, 0); tok_emit(s, n); pos += n; }
}
/* qwen2's regex differs only in \p{N} (one digit); llama.cpp ran it through std::regex on the
 * collapsed text, which gives the same pieces as this custom form */
static void tok_split_qwen2(tok_split *s, size_t pos) {
    while (pos < s->end) { size_t n = tok_m_llama3(s, pos, 1, 0); tok_emit(s, n); pos += n; }
}
static void tok_split_qwen35(tok_split *s, size_t pos) {
    while (pos < s->end) { size_t n = tok_m_llama3(s, pos, 1, 1); tok_emit(s, n); pos += n; }
}

/* Kimi-K2, as llama.cpp's unicode_regex_split_custom_kimi_k2: Han runs, then words of non-Han
 * letters with an optional leading non-letter and contraction, then llama3's rules. */
static int tok_kimi_letter(const tok_split *s, size_t p) { return tok_fl_L(tok_f(s, p)) && !tok_is_han(tok_c(s, p)); }

static size_t tok_m_kimi(const tok_split *s, size_t pos) {
    uint32_t c = s->cpt[pos];
    unsigned f = s->fl[pos], f2;
    size_t q = pos;
    int lead = c != '\r' && c != '\n' && !tok_fl_L(f) && !tok_fl_N(f);
    if (tok_is_han(c)) {
        while (tok_is_han(tok_c(s, q))) q++;
        return q - pos;
    }
    if (tok_kimi_letter(s, pos) || (lead && tok_kimi_letter(s, pos + 1))) {
        q += lead;
        if (tok_kimi_letter(s, q)) {
            while (tok_kimi_letter(s, q)) q++;
            return q - pos + tok_m_contraction(s, q, 1);
        }
        q = pos;
    }
    if (tok_fl_N(f)) {
        while (tok_fl_N(tok_f(s, q)) && q - pos < 3) q++;
        return q - pos;
    }
    f2 = c == ' ' ? tok_f(s, pos + 1) : f;
    if (tok_fl_other(f2)) {
        q = pos + (c == ' ');
        while (tok_fl_other(tok_f(s, q))) q++;
        while (tok_crlf(s, q)) q++;
        return q - pos;
    }
    q = tok_m_spaces(s, pos, 1);
    return q ? q : 1;
}

static void tok_split_kimi(tok_split *s, size_t pos) {
    while (pos < s->end) { size_t n = tok_m_kimi(s, pos); tok_emit(s, n); pos += n; }
}

/* --- regex emulation: matchers return the length of the match at p, 0 for none ----------- */

/* [\p{P}\$\+<=>\^~\|]+ (default) and with ` (falcon) */
static int tok_punct_default(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    return tok_cP(s, p) || (c < 128 && c && strchr("$+<=>^~|", (int)c));
}
static int tok_punct_falcon(const tok_split *s, size_t p) { return tok_punct_default(s, p) || tok_c(s, p) == '`'; }
static size_t tok_m_punct_default(const tok_split *s, size_t p) { return tok_run(s, p, tok_punct_default); }
static size_t tok_m_punct_falcon(const tok_split *s, size_t p) { return tok_run(s, p, tok_punct_falcon); }

static size_t tok_m_num_run(const tok_split *s, size_t p) { return tok_run(s, p, tok_cN); }   /* \p{N}+ */
static size_t tok_m_num1(const tok_split *s, size_t p) { return (size_t)tok_cN(s, p); }      /* \p{N} */
static size_t tok_m_num3(const tok_split *s, size_t p) {                                      /* \p{N}{1,3} */
    size_t n = 0;
    while (n < 3 && tok_cN(s, p + n)) n++;
    return n;
}
static size_t tok_m_ddd(const tok_split *s, size_t p) {                                       /* [0-9]{3} */
    size_t n = 0;
    while (n < 3 && tok_c(s, p + n) >= '0' && tok_c(s, p + n) <= '9') n++;
    return n == 3 ? 3 : 0;
}
static size_t tok_m_crlf(const tok_split *s, size_t p) { return (size_t)tok_crlf(s, p); }    /* [\r\n] */

/* \s?X+ where X is a class test: the optional space is given back when X does not follow */
static size_t tok_m_space_run(const tok_split *s, size_t p, int (*x)(const tok_split *, size_t)) {
    size_t n;
    if (tok_cs(s, p) && (n = tok_run(s, p + 1, x)) > 0) return n + 1;
    return tok_run(s, p, x);
}
/* \s? as std::wregex sees it */
static int tok_ws(const tok_split *s, size_t p) {
    uint32_t c = tok_wc(s, p);
    return c == ' ' || (c >= 9 && c <= 13);
}
static size_t tok_m_wspace_run(const tok_split *s, size_t p, int (*x)(const tok_split *, size_t)) {
    size_t n;
    if (tok_ws(s, p) && (n = tok_run(s, p + 1, x)) > 0) return n + 1;
    return tok_run(s, p, x);
}

/* deepseek-llm's letter class (wregex) */
static const uint32_t tok_ds_letters[][2] = {
    {0x41,0x5a}, {0x61,0x7a}, {0xb5,0xb5}, {0xc0,0xd6}, {0xd8,0xf6}, {0xf8,0x1ba},
    {0x1bc,0x1bf}, {0x1c4,0x293}, {0x295,0x2af}, {0x370,0x373}, {0x376,0x377}, {0x37b,0x37d},
    {0x37f,0x37f}, {0x386,0x386}, {0x388,0x38a}, {0x38c,0x38c}, {0x38e,0x3a1}, {0x3a3,0x3f5},
    {0x3f7,0x481}, {0x48a,0x52f}, {0x531,0x556}, {0x10a0,0x10c5}, {0x13a0,0x13f5}, {0x13f8,0x13fd},
    {0x1c90,0x1cba}, {0x1cbd,0x1cbf}, {0x1d00,0x1d2b}, {0x1d6b,0x1d77}, {0x1d79,0x1d9a}, {0x1e00,0x1f15},
    {0x1f18,0x1f1d}, {0x1f20,0x1f45}, {0x1f48,0x1f4d}, {0x1f50,0x1f57}, {0x1f59,0x1f59}, {0x1f5b,0x1f5b},
    {0x1f5d,0x1f5d}, {0x1f5f,0x1f7d}, {0x1f80,0x1fb4}, {0x1fb6,0x1fbc}, {0x1fbe,0x1fbe}, {0x1fc2,0x1fc4},
    {0x1fc6,0x1fcc}, {0x1fd0,0x1fd3}, {0x1fd6,0x1fdb}, {0x1fe0,0x1fec}, {0x1ff2,0x1ff4}, {0x1ff6,0x1ffc},
    {0x2102,0x2102}, {0x2107,0x2107}, {0x210a,0x2113}, {0x2115,0x2115}, {0x2119,0x211d}, {0x2124,0x2124},
    {0x2126,0x2126}, {0x2128,0x2128}, {0x212a,0x212d}, {0x212f,0x2134}, {0x2139,0x2139}, {0x213c,0x213f},
    {0x2145,0x2149}, {0x214e,0x214e}, {0x2183,0x2184}, {0x2c00,0x2c7b}, {0x2c7e,0x2ce4}, {0x2ceb,0x2cee},
    {0x2cf2,0x2cf3}, {0xa640,0xa66d}, {0xa680,0xa69b}, {0xa722,0xa76f}, {0xa771,0xa787}, {0xa78b,0xa78e},
    {0xab70,0xabbf}, {0xfb00,0xfb06}, {0xfb13,0xfb17}, {0xff21,0xff3a}, {0xff41,0xff5a}, {0x10400,0x1044f},
    {0x104b0,0x104d3}, {0x104d8,0x104fb}, {0x10c80,0x10cb2}, {0x10cc0,0x10cf2}, {0x118a0,0x118df}, {0x1e900,0x1e943},
};
static const uint32_t tok_ds_punct[][2] = {   /* [!-/:-~！-／：-～‘-‟　-。] */
    {0x21,0x2f}, {0x3a,0x7e}, {0x2018,0x201f}, {0x3000,0x3002}, {0xff01,0xff0f}, {0xff1a,0xff5e},
};
static const uint32_t tok_ds_cjk[][2] = {     /* [一-龥ࠀ-一가-퟿] */
    {0x800,0x9fa5}, {0xac00,0xd7ff},
};
static const uint32_t tok_ds3_cjk[][2] = {    /* [一-龥぀-ゟ゠-ヿ] */
    {0x3040,0x30ff}, {0x4e00,0x9fa5},
};
#define TOK_IN(s, p, tab) tok_in_ranges(tok_wc(s, p), tab, sizeof(tab) / sizeof(tab[0]))
static int tok_ds_letter(const tok_split *s, size_t p) { return p < s->end && TOK_IN(s, p, tok_ds_letters); }
static int tok_ds_punct_c(const tok_split *s, size_t p) { return p < s->end && TOK_IN(s, p, tok_ds_punct); }
static int tok_ds_cjk_c(const tok_split *s, size_t p) { return p < s->end && TOK_IN(s, p, tok_ds_cjk); }
static int tok_ds3_cjk_c(const tok_split *s, size_t p) { return p < s->end && TOK_IN(s, p, tok_ds3_cjk); }
static size_t tok_m_ds_letters(const tok_split *s, size_t p) { return tok_m_wspace_run(s, p, tok_ds_letter); }
static size_t tok_m_ds_punct(const tok_split *s, size_t p) { return tok_m_wspace_run(s, p, tok_ds_punct_c); }
static size_t tok_m_ds_cjk(const tok_split *s, size_t p) { return tok_run(s, p, tok_ds_cjk_c); }
static size_t tok_m_ds3_cjk(const tok_split *s, size_t p) { return tok_run(s, p, tok_ds3_cjk_c); }
static size_t tok_m_ws_end(const tok_split *s, size_t p) {                                     /* \s+$ */
    size_t n = tok_run(s, p, tok_ws);
    return n && p + n == s->end ? n : 0;
}
static size_t tok_m_sp_letters(const tok_split *s, size_t p) { return tok_m_space_run(s, p, tok_cL); } /* \s?\p{L}+ */
static size_t tok_m_sp_punct(const tok_split *s, size_t p) { return tok_m_space_run(s, p, tok_cP); }   /* \s?\p{P}+ */

/* \s*[\r\n]+|\s+(?!\S)|\s+ with the collapsed \s */
static size_t tok_m_cspaces(const tok_split *s, size_t p, int crlf) {
    size_t n = 0, last_rn = 0;
    while (tok_cs(s, p + n)) {
        if (crlf && tok_crlf(s, p + n)) last_rn = n + 1;
        n++;
    }
    if (last_rn) return last_rn;
    if (n > 1 && p + n < s->end) return n - 1;
    return n;
}

/* deepseek-v3: [!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+|
 *  ?[\p{P}\p{S}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+ */
static int tok_ascii_alpha_at(const tok_split *s, size_t p) { return tok_ascii_alpha(tok_c(s, p)); }
static int tok_cLM(const tok_split *s, size_t p) { return tok_cL(s, p) || tok_cM(s, p); }
static int tok_cPS(const tok_split *s, size_t p) { return tok_cP(s, p) || tok_cS(s, p); }
static size_t tok_m_ds3(const tok_split *s, size_t p) {
    uint32_t c = tok_c(s, p);
    size_t n;
    if (c > 32 && c < 127 && !tok_ascii_alpha(c) && !(c >= '0' && c <= '9') && tok_ascii_alpha_at(s, p + 1))
        return 1 + tok_run(s, p + 1, tok_ascii_alpha_at);
    if (!tok_crlf(s, p) && !tok_cL(s, p) && !tok_cPS(s, p) && (n = tok_run(s, p + 1, tok_cLM)) > 0) return n + 1;
    if ((n = tok_run(s, p, tok_cLM)) > 0) return n;
    n = c == ' ' && tok_cPS(s, p + 1) ? 1 : 0;
    if ((n += tok_run(s, p + n, tok_cPS)) > 0) return n + tok_run(s, p + n, tok_crlf);
    return tok_m_cspaces(s, p, 1);
}

/* gpt-4o / tekken (std::regex on the collapsed text; llama.cpp spells \p{Lu}-ish classes as
 * "a letter that is not a-z" and \p{Ll}-ish as "a letter that is not A-Z", so every non-ASCII
 * letter is both):
 *   [^\r\n\p{L}\p{N}]?U*W+C?|[^\r\n\p{L}\p{N}]?U+W*C?|\p{N}{1,d}| ?[^\s\p{L}\p{N}]+[\r\n/]*|
 *   \s*[\r\n]+|\s+(?!\S)|\s+         (C: contraction, gpt-4o only) */
static int tok_cU(const tok_split *s, size_t p) { uint32_t c = tok_c(s, p); return tok_cL(s, p) && !(c >= 'a' && c <= 'z'); }
static int tok_cW(const tok_split *s, size_t p) { uint32_t c = tok_c(s, p); return tok_cL(s, p) && !(c >= 'A' && c <= 'Z'); }
static int tok_c_lead(const tok_split *s, size_t p) { return p < s->end && !tok_crlf(s, p) && !tok_cL(s, p) && !tok_cN(s, p); }
static int tok_not_sLN(const tok_split *s, size_t p) { return p < s->end && !tok_cs(s, p) && !tok_cL(s, p) && !tok_cN(s, p); }
static int tok_crlf_slash(const tok_split *s, size_t p) { return tok_crlf(s, p) || tok_c(s, p) == '/'; }

/* U*W+ (first) or U+W* (second) at p, backtracking U* as the regex engine would; end or 0 */
static size_t tok_cased(const tok_split *s, size_t p, int second) {
    size_t u = p + tok_run(s, p, tok_cU), k;
    if (second) return u > p ? u + tok_run(s, u, tok_cW) : 0;
    for (k = u + 1; k-- > p;)
        if (tok_cW(s, k)) return k + tok_run(s, k, tok_cW);
    return 0;
}

static size_t tok_m_cased_words(const tok_split *s, size_t p, int contractions) {
    int alt, lead;
    for (alt = 0; alt < 2; alt++) {
        for (lead = 1; lead >= 0; lead--) {
            size_t e;
            if (lead && !tok_c_lead(s, p)) continue;
            if ((e = tok_cased(s, p + (size_t)lead, alt)) == 0) continue;
            return e - p + (contractions ? tok_m_contraction(s, e, 1) : 0);
        }
    }
    return 0;
}

static size_t tok_m_o200k(const tok_split *s, size_t p, int max_digits, int contractions) {
    size_t n = tok_m_cased_words(s, p, contractions);
    if (n) return n;
    while (n < (size_t)max_digits && tok_cN(s, p + n)) n++;
    if (n) return n;
    n = tok_c(s, p) == ' ' && tok_not_sLN(s, p + 1) ? 1 : 0;
    if ((n += tok_run(s, p + n, tok_not_sLN)) > 0) return n + tok_run(s, p + n, tok_crlf_slash);
    return tok_m_cspaces(s, p, 1);
}
static size_t tok_m_gpt4o(const tok_split *s, size_t p) { return tok_m_o200k(s, p, 3, 1); }
static size_t tok_m_tekken(const tok_split *s, size_t p) { return tok_m_o200k(s, p, 1, 0); }

/* bloom / poro / gpt3-finnish / viking:  ?[^(\s|.,!?…。，、।۔،)]+  (wregex) */
static int tok_bloom_c(const tok_split *s, size_t p) {
    uint32_t c = tok_wc(s, p);
    return p < s->end && !tok_ws(s, p) && !(c < 128 && strchr("(|.,!?)", (int)c) && c) &&
           c != 0x2026 && c != 0x3002 && c != 0xFF0C && c != 0x3001 && c != 0x0964 && c != 0x06D4 && c != 0x060C;
}
static size_t tok_m_bloom(const tok_split *s, size_t p) {
    size_t n = tok_c(s, p) == ' ' && tok_bloom_c(s, p + 1) ? 1 : 0;
    n += tok_run(s, p + n, tok_bloom_c);
    return n;
}

/* seed-coder: (?:'[sS]|...)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1}| ?[^\s\p{L}\p{N}\r\n]+|\s*[\r\n]+|\s+(?!\S)|\s+
 * bailingmoe: (?:'[sS]|...)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+ */
static size_t tok_m_qwen_like(const tok_split *s, size_t p, int crlf_after_symbols, int single_crlf) {
    size_t n = tok_m_contraction(s, p, 1);
    if (n) return n;
    if (tok_c_lead(s, p) && (n = tok_run(s, p + 1, tok_cL)) > 0) return n + 1;
    if ((n = tok_run(s, p, tok_cL)) > 0) return n;
    if (tok_cN(s, p)) return 1;
    n = tok_c(s, p) == ' ' && tok_not_sLN(s, p + 1) ? 1 : 0;
    if ((n += tok_run(s, p + n, tok_not_sLN)) > 0) return n + (crlf_after_symbols ? tok_run(s, p + n, tok_crlf) : 0);
    if (single_crlf) {  /* \s*[\r\n]: the whitespace run up to its last \r or \n */
        size_t k = tok_run(s, p, tok_cs);
        while (k > 0 && !tok_crlf(s, p + k - 1)) k--;
        if (k) return k;
        return tok_m_cspaces(s, p, 0);
    }
    return tok_m_cspaces(s, p, 1);
}
static size_t tok_m_seed_coder(const tok_split *s, size_t p) { return tok_m_qwen_like(s, p, 0, 0); }
static size_t tok_m_bailing(const tok_split *s, size_t p) { return tok_m_qwen_like(s, p, 1, 1); }

/* --- pre-tokenizer tables ---------------------------------------------------------------- */

typedef void (*tok_custom_fn)(tok_split *s, size_t pos);
typedef size_t (*tok_match_fn)(const tok_split *s, size_t pos);
typedef struct tok_pass {
    tok_custom_fn custom;  /* splits a whole piece, or */
    tok_match_fn match;    /* finds regex matches; the text between them stays in pieces */
} tok_pass;

#define TOK_C(f) { f, NULL }
#define TOK_M(f) { NULL, f }
#define TOK_MAX_PASSES 6

typedef struct tok_pretok {
    int pre;
    tok_pass pass[TOK_MAX_PASSES];
} tok_pretok;

static const tok_pretok tok_pretoks[] = {
    { TOK_PRE_DEFAULT, { TOK_M(tok_m_punct_default), TOK_C(tok_split_gpt2), TOK_M(tok_m_num_run), TOK_M(tok_m_ddd) } },
    { TOK_PRE_GPT2, { TOK_C(tok_split_gpt2) } },
    { TOK_PRE_LLAMA3, { TOK_C(tok_split_llama3) } },
    { TOK_PRE_QWEN2, { TOK_C(tok_split_qwen2) } },
    { TOK_PRE_QWEN35, { TOK_C(tok_split_qwen35) } },
    { TOK_PRE_DEEPSEEK_LLM, { TOK_M(tok_m_crlf), TOK_M(tok_m_ds_letters), TOK_M(tok_m_ds_punct),
                              TOK_M(tok_m_ws_end), TOK_M(tok_m_ds_cjk), TOK_M(tok_m_num_run) } },
    { TOK_PRE_DEEPSEEK_CODER, { TOK_M(tok_m_crlf), TOK_M(tok_m_sp_letters), TOK_M(tok_m_sp_punct),
                                TOK_M(tok_m_ds_cjk), TOK_M(tok_m_num1) } },
    { TOK_PRE_DEEPSEEK3, { TOK_M(tok_m_num3), TOK_M(tok_m_ds3_cjk), TOK_M(tok_m_ds3) } },
    { TOK_PRE_FALCON, { TOK_M(tok_m_punct_falcon), TOK_C(tok_split_gpt2), TOK_M(tok_m_ddd) } },
    { TOK_PRE_STARCODER, { TOK_M(tok_m_num1), TOK_C(tok_split_gpt2) } },
    { TOK_PRE_GPT4O, { TOK_M(tok_m_gpt4o) } },
    { TOK_PRE_TEKKEN, { TOK_M(tok_m_tekken) } },
    { TOK_PRE_KIMI_K2, { TOK_C(tok_split_kimi) } },
    { TOK_PRE_BLOOM, { TOK_M(tok_m_bloom) } },
    { TOK_PRE_VIKING, { TOK_M(tok_m_bloom), TOK_M(tok_m_num1) } },
    { TOK_PRE_SEED_CODER, { TOK_M(tok_m_seed_coder) } },
    { TOK_PRE_BAILINGMOE, { TOK_M(tok_m_bailing) } },
};

static const tok_pretok *tok_get_pretok(int pre) {
    size_t i;
    for (i = 0; i < sizeof(tok_pretoks) / sizeof(tok_pretoks[0]); i++)
        if (tok_pretoks[i].pre == pre) return &tok_pretoks[i];
    return &tok_pretoks[0];
}

/* Splits the piece [pos, s->end) with a regex matcher: matches and the gaps between them. */
static void tok_split_regex(tok_split *s, size_t pos, tok_match_fn match) {
    size_t last = pos;
    while (pos < s->end) {
        size_t n = match(s, pos);
        if (!n) { pos++; continue; }
        tok_emit(s, pos - last);
        tok_emit(s, n);
        pos += n;
        last = pos;
    }
    tok_emit(s, pos - last);
}

/* Runs every pass of the pre-tokenizer over n code points; returns the pieces' lengths. */
static size_t *tok_pretokenize(tok_ctx *c, const uint32_t *cpt, const uint8_t *fl, size_t n, size_t *n_pieces) {
    const tok_pretok *pt = tok_get_pretok(c->v->pre);
    size_t *in = tok_reserve(&c->b[TOK_SB_SEG0], n + 1, sizeof(size_t), c->a);
    size_t *out = tok_reserve(&c->b[TOK_SB_SEG1], n + 1, sizeof(size_t), c->a);
    size_t n_in = 1, i, k;
    if (!in || !out) return NULL;
    in[0] = n;
    for (k = 0; k < TOK_MAX_PASSES && (pt->pass[k].custom || pt->pass[k].match); k++) {
        tok_split s;
        size_t start = 0, *t;
        s.cpt = cpt;
        s.fl = fl;
        s.out = out;
        s.n_out = 0;
        for (i = 0; i < n_in; i++) {
            s.end = start + in[i];
            if (pt->pass[k].custom) pt->pass[k].custom(&s, start);
            else tok_split_regex(&s, start, pt->pass[k].match);
            start = s.end;
        }
        t = in; in = out; out = t;
        n_in = s.n_out;
    }
    *n_pieces = n_in;
    return in;
}

/* ---------------------------------------------------------------------------------------------
 * Byte-level BPE (llm_tokenizer_bpe): each piece is re-encoded as UTF-8, mapped byte by byte to
 * the BPE alphabet, then the adjacent pair with the lowest merge rank is merged until none is
 * left. Final pieces that are not tokens become their single-byte tokens, if any.
 * --------------------------------------------------------------------------------------------- */

static void tok_bpe_try(const tok_vocab *v, const char *w, tok_sym *sym, tok_bigram *heap, size_t *nh,
                        int32_t left, int32_t right) {
    tok_bigram b;
    if (left < 0 || right < 0) return;
    b.rank = tok_merge_rank(v, w + sym[left].off, sym[left].n, w + sym[right].off, sym[right].n);
    if (b.rank < 0) return;
    b.left = left;
    b.right = right;
    b.score = 0.0f;
    b.size = sym[left].n + sym[right].n;
    tok_heap_push(heap, nh, b, 0);
}

static void tok_bpe_emit(tok_ctx *c, const char *w, const tok_sym *s) {
    int32_t id = tok_lookup(c->v, w + s->off, s->n);
    uint32_t j;
    if (id >= 0) { tok_push(c, id); return; }
    for (j = 0; j < s->n; j++)
        if ((id = tok_lookup(c->v, w + s->off + j, 1)) >= 0) tok_push(c, id);
}

/* Maps code points to the BPE alphabet into w; returns its length. */
static size_t tok_bpe_map(const uint32_t *cpt, size_t n, char *w) {
    size_t i, j, len = 0;
    for (i = 0; i < n; i++) {
        unsigned char u[4];
        size_t k = tok_utf8_put(cpt[i], u);
        for (j = 0; j < k; j++) {
            uint32_t m = tok_byte_to_cpt(u[j]);
            len += tok_utf8_put(m, (unsigned char *)w + len);
        }
    }
    return len;
}

static moe_status tok_bpe_word(tok_ctx *c, const uint32_t *cpt, size_t n) {
    const tok_vocab *v = c->v;
    char *w = tok_reserve(&c->b[TOK_SB_WORD], 8 * n, 1, c->a);
    tok_sym *sym;
    tok_bigram *heap;
    size_t len, nsym, i, nh = 0;
    if (!w) return MOE_ERR_NOMEM;
    len = tok_bpe_map(cpt, n, w);
    if (v->ignore_merges) {
        int32_t id = tok_lookup(v, w, len);
        if (id >= 0) { tok_push(c, id); return MOE_OK; }
    }
    sym = tok_reserve(&c->b[TOK_SB_SYM], len, sizeof(tok_sym), c->a);
    heap = tok_reserve(&c->b[TOK_SB_HEAP], 3 * len + 1, sizeof(tok_bigram), c->a);
    if (!sym || !heap) return MOE_ERR_NOMEM;
    nsym = tok_make_symbols(sym, len, w);
    for (i = 1; i < nsym; i++) tok_bpe_try(v, w, sym, heap, &nh, (int32_t)i - 1, (int32_t)i);
    while (nh) {
        tok_bigram b = tok_heap_pop(heap, &nh, 0);
        tok_sym *l = &sym[b.left], *r = &sym[b.right];
        if (l->n == 0 || r->n == 0 || l->n + r->n != b.size) continue; /* outdated */
        l->n += r->n;
        r->n = 0;
        l->next = r->next;
        if (r->next >= 0) sym[r->next].prev = b.left;
        tok_bpe_try(v, w, sym, heap, &nh, l->prev, b.left);
        tok_bpe_try(v, w, sym, heap, &nh, b.left, l->next);
    }
    for (i = 0; i < nsym; i++)
        if (sym[i].n) tok_bpe_emit(c, w, &sym[i]);
    return MOE_OK;
}

static moe_status tok_bpe(tok_ctx *c, const char *frag, size_t len) {
    uint32_t *cpt = tok_reserve(&c->b[TOK_SB_CPT], len + 1, sizeof(uint32_t), c->a);
    uint8_t *fl = tok_reserve(&c->b[TOK_SB_FLAGS], len + 1, 1, c->a);
    size_t n = 0, i = 0, n_pieces, *pieces, start = 0;
    moe_status st;
    if (!cpt || !fl) return MOE_ERR_NOMEM;
    while (i < len) {
        cpt[n] = tok_utf8_next((const unsigned char *)frag, len, &i);
        fl[n] = tok_uc_flags(cpt[n]);
        n++;
    }
    if (!(pieces = tok_pretokenize(c, cpt, fl, n, &n_pieces))) return MOE_ERR_NOMEM;
    for (i = 0; i < n_pieces; i++) {
        if ((st = tok_bpe_word(c, cpt + start, pieces[i])) != MOE_OK) return st;
        start += pieces[i];
    }
    return MOE_OK;
}

/* ---------------------------------------------------------------------------------------------
 * Public entry points
 * --------------------------------------------------------------------------------------------- */

static moe_status tok_encode_frags(tok_ctx *c, const char *text, size_t len, int flags) {
    const tok_vocab *v = c->v;
    int add = (flags & MOE_TOKENIZE_ADD_BOS) != 0, prev_special = 1;
    int32_t i;
    moe_status st = tok_partition(c, text, len, (flags & MOE_TOKENIZE_PARSE_SPECIAL) != 0);
    if (st != MOE_OK) return st;
    if (add && v->add_bos && v->bos >= 0) tok_push(c, v->bos);
    for (i = len ? 0 : -1; i >= 0; i = ((tok_frag *)c->b[TOK_SB_FRAG].p)[i].next) {
        tok_frag f = ((tok_frag *)c->b[TOK_SB_FRAG].p)[i];
        if (f.tok >= 0) {
            tok_push(c, f.tok);
            prev_special = 1;
            continue;
        }
        /* SentencePiece prefixes a space at the start and after each special token */
        if (v->kind == TOK_KIND_SPM) st = tok_spm(c, text + f.off, f.len, v->add_space_prefix && prev_special);
        else st = tok_bpe(c, text + f.off, f.len);
        if (st != MOE_OK) return st;
        prev_special = 0;
    }
    if (add && v->add_eos && v->eos >= 0) tok_push(c, v->eos);
    return MOE_OK;
}

static moe_status tok_encode(const tok_vocab *v, const char *text, size_t len, int flags, int32_t *out, int cap,
                             int *n_out, const moe_allocator *a) {
    tok_ctx c;
    moe_status st;
    int k;
    if (n_out) *n_out = 0;
    if (!v || !v->n_tokens || !n_out || (len && !text) || cap < 0 || (cap > 0 && !out)) return MOE_ERR_ARGUMENT;
    if (len > 0x1FFFFFFF) return MOE_ERR_ARGUMENT; /* symbol offsets are 32-bit after U+2581 expansion */
    memset(&c, 0, sizeof(c));
    c.v = v;
    c.a = a;
    c.out.ids = out;
    c.out.cap = (size_t)cap;
    st = tok_encode_frags(&c, text, len, flags);
    for (k = 0; k < TOK_SB_COUNT; k++) mem_free(a, c.b[k].p);
    if (st != MOE_OK) return st;
    if (c.out.n > 0x7FFFFFFF) return MOE_ERR_ARGUMENT;
    *n_out = (int)c.out.n;
    return c.out.n > (size_t)cap ? MOE_ERR_ARGUMENT : MOE_OK;
}

/* Copies n bytes to buf (at most size) and returns n, the length the piece needs. */
static int tok_copy(char *buf, int size, const char *s, size_t n) {
    if (size > 0 && buf) memcpy(buf, s, n < (size_t)size ? n : (size_t)size);
    return (int)n;
}

static int tok_piece_spm(const tok_vocab *v, int32_t id, char *buf, int size) {
    size_t len, i, n = 0;
    const char *t = tok_text(v, id, &len);
    uint16_t at = v->attr[id];
    if (at & (TOK_ATTR_UNKNOWN | TOK_ATTR_CONTROL | TOK_ATTR_USER_DEFINED)) return tok_copy(buf, size, t, len);
    if (at & TOK_ATTR_NORMAL) {  /* U+2581 reads as a space */
        for (i = 0; i < len; i++) {
            char ch = t[i];
            if (i + 2 < len && memcmp(t + i, "\xe2\x96\x81", 3) == 0) { ch = ' '; i += 2; }
            if (buf && n < (size_t)(size > 0 ? size : 0)) buf[n] = ch;
            n++;
        }
        return (int)n;
    }
    if (at & TOK_ATTR_BYTE) {  /* "<0xXX>" */
        char b = 0;
        for (i = 3; i < 5 && i < len; i++) {
            char h = t[i];
            int d = h >= '0' && h <= '9' ? h - '0' : (h | 32) >= 'a' && (h | 32) <= 'f' ? (h | 32) - 'a' + 10 : -1;
            if (d < 0) break;
            b = (char)(b * 16 + d);
        }
        return tok_copy(buf, size, &b, 1);
    }
    return 0;
}

static int tok_piece_bpe(const tok_vocab *v, int32_t id, char *buf, int size) {
    size_t len, i = 0, n = 0;
    const char *t = tok_text(v, id, &len);
    uint16_t at = v->attr[id];
    if (at & (TOK_ATTR_UNKNOWN | TOK_ATTR_CONTROL | TOK_ATTR_USER_DEFINED)) return tok_copy(buf, size, t, len);
    if (!(at & TOK_ATTR_NORMAL)) return 0;
    while (i < len) {  /* BPE alphabet back to bytes; other characters pass through as UTF-8 */
        size_t start = i, k;
        uint32_t cp = tok_utf8_next((const unsigned char *)t, len, &i);
        int b = tok_cpt_to_byte(cp);
        for (k = start; k < i; k++) {
            char ch = b >= 0 ? (char)b : t[k];
            if (buf && n < (size_t)(size > 0 ? size : 0)) buf[n] = ch;
            n++;
            if (b >= 0) break;
        }
    }
    return (int)n;
}

static int tok_piece(const tok_vocab *v, int32_t id, int special, char *buf, int size) {
    if (!v || id < 0 || (uint32_t)id >= v->n_tokens) return -1;
    if (!special && (v->attr[id] & (TOK_ATTR_UNKNOWN | TOK_ATTR_CONTROL))) return 0;
    return v->kind == TOK_KIND_SPM ? tok_piece_spm(v, id, buf, size) : tok_piece_bpe(v, id, buf, size);
}

static int tok_is_eog(const tok_vocab *v, int32_t id) {
    return v && id >= 0 && (uint32_t)id < v->n_tokens && (v->attr[id] & TOK_ATTR_EOG) != 0;
}
static int32_t tok_bos(const tok_vocab *v) { return v ? v->bos : -1; }
static int32_t tok_eos(const tok_vocab *v) { return v ? v->eos : -1; }
static int tok_n_tokens(const tok_vocab *v) { return v ? (int)v->n_tokens : 0; }
/* 0 when tokenizer.ggml.pre was missing or unknown and the default splitting is used. */
static int tok_pre_known(const tok_vocab *v) { return v && (v->kind == TOK_KIND_SPM || v->pre_known); }


/* ------------------------------------------------------------------------------------------------
 * model: the architecture table, hyperparameters and tensor binding. One forward pass serves every
 * architecture; what differs between families is data in arch_table.
 * ---------------------------------------------------------------------------------------------- */

/* pairs (2i, 2i+1), none, (i, i + n_rot/2), or NEOX pairs with interleaved multi-section positions
 * (qwen35moe: pair i takes section i % sum(sections); text gives the t/h/w sections the token
 * position and the fourth position 0) */
enum { ROPE_NORM = 0, ROPE_NONE = 1, ROPE_NEOX = 2, ROPE_IMROPE = 3 };
enum { QK_NORM_NONE, QK_NORM_HEAD, QK_NORM_FULL }; /* RMS norm of q and k: none, per head, whole projection */
enum { EXPERT_FF_KEY_EXPERT, EXPERT_FF_KEY_FF };  /* where the expert width comes from */
/* Router: softmax or sigmoid scores, then top-k; or top-k of the raw logits, then a softmax over
 * the chosen (gpt-oss). GATE_KEY: softmax or sigmoid from expert_gating_func (1, 2). */
enum { GATE_SOFTMAX = 1, GATE_SIGMOID = 2, GATE_TOPK_SOFTMAX = 3 };
enum { RENORM_NEVER, RENORM_ALWAYS, RENORM_KEY }; /* RENORM_KEY: expert_weights_norm (default off) */
enum { ACT_SWIGLU, ACT_SWIGLU_OAI, ACT_RELU2 };   /* silu(g)*u, gpt-oss's clamped variant, relu(u)^2 (no gate) */
enum { ATTN_GQA, ATTN_MLA };                      /* ordinary (grouped) heads, or latent attention */
/* Hybrid families: which layers are recurrent and how. DELTANET_I/T: gated DeltaNet layers and gated
 * full attention (every layer MoE); value head h reads key head h / r (qwen3next, interleaved) or
 * h % n_k (qwen35moe, tiled). MAMBA2: each block one mixer (Mamba-2, attention or MoE) from the
 * per-layer arrays feed_forward_length and attention.head_count_kv (nemotron_h_moe). */
enum { HYBRID_NONE, HYBRID_DELTANET_I, HYBRID_DELTANET_T, HYBRID_MAMBA2 };
/* What a block holds: attention (+ FFN), DeltaNet (+ FFN), Mamba-2 alone, or the FFN alone. */
enum { LAYER_ATTN, LAYER_DELTANET, LAYER_MAMBA2, LAYER_FFN };

typedef struct arch_desc {
    const char *name;        /* general.architecture, as llama.cpp names it */
    uint8_t attn;            /* ATTN_* */
    uint8_t rope;            /* ROPE_* */
    uint8_t qk_norm;         /* QK_NORM_* */
    uint8_t gating;          /* GATE_* default; expert_gating_func overrides when present */
    uint8_t renorm;          /* RENORM_*: divide the chosen experts' weights by their sum */
    uint8_t shexp_gated;     /* shared expert scaled by sigmoid(ffn_gate_inp_shexp . x) */
    uint8_t tied_output;     /* token_embd serves as output when output.weight is absent */
    uint8_t expert_ff_key;   /* EXPERT_FF_KEY_* */
    uint8_t needs_experts;   /* every layer must be MoE (no leading dense layers) */
    uint8_t act;             /* ACT_* of the feed-forward blocks */
    uint8_t swa_every;       /* sliding-window attention on layers il % swa_every == 0 (0: none) */
    const char *ffn_norm;    /* name of the norm before the feed-forward block */
    uint8_t hybrid;          /* HYBRID_* */
} arch_desc;

static const arch_desc arch_table[] = {
    /* name          attn      rope       q/k norm      gating        renorm         sh tied expert width  moe act   swa  ffn norm      hybrid */
    { "llama",       ATTN_GQA, ROPE_NORM, QK_NORM_NONE, GATE_SOFTMAX, RENORM_ALWAYS, 0, 1, EXPERT_FF_KEY_FF, 0, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "qwen3moe",    ATTN_GQA, ROPE_NEOX, QK_NORM_HEAD, GATE_SOFTMAX, RENORM_ALWAYS, 0, 1, EXPERT_FF_KEY_EXPERT, 1, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "olmoe",       ATTN_GQA, ROPE_NEOX, QK_NORM_FULL, GATE_SOFTMAX, RENORM_NEVER,  0, 0, EXPERT_FF_KEY_FF, 1, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "qwen2moe",    ATTN_GQA, ROPE_NEOX, QK_NORM_NONE, GATE_SOFTMAX, RENORM_NEVER,  1, 0, EXPERT_FF_KEY_EXPERT, 1, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "qwen3",       ATTN_GQA, ROPE_NEOX, QK_NORM_HEAD, GATE_SOFTMAX, RENORM_NEVER,  0, 1, EXPERT_FF_KEY_EXPERT, 0, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "qwen2",       ATTN_GQA, ROPE_NEOX, QK_NORM_NONE, GATE_SOFTMAX, RENORM_NEVER,  0, 1, EXPERT_FF_KEY_EXPERT, 0, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "glm4moe",     ATTN_GQA, ROPE_NEOX, QK_NORM_NONE, GATE_SIGMOID, RENORM_KEY,    0, 1, EXPERT_FF_KEY_EXPERT, 0, ACT_SWIGLU, 0, "post_attention_norm", HYBRID_NONE },
    { "ernie4_5-moe", ATTN_GQA, ROPE_NORM, QK_NORM_NONE, GATE_SOFTMAX, RENORM_ALWAYS, 0, 1, EXPERT_FF_KEY_EXPERT, 0, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "granitemoe",  ATTN_GQA, ROPE_NORM, QK_NORM_NONE, GATE_SOFTMAX, RENORM_ALWAYS, 0, 1, EXPERT_FF_KEY_FF, 1, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "gpt-oss",     ATTN_GQA, ROPE_NEOX, QK_NORM_NONE, GATE_TOPK_SOFTMAX, RENORM_NEVER, 0, 0, EXPERT_FF_KEY_EXPERT, 1, ACT_SWIGLU_OAI, 2, "post_attention_norm", HYBRID_NONE },
    { "deepseek2",   ATTN_MLA, ROPE_NORM, QK_NORM_NONE, GATE_SOFTMAX, RENORM_KEY,    0, 1, EXPERT_FF_KEY_EXPERT, 0, ACT_SWIGLU, 0, "ffn_norm", HYBRID_NONE },
    { "qwen3next",   ATTN_GQA, ROPE_NEOX, QK_NORM_HEAD, GATE_SOFTMAX, RENORM_ALWAYS, 1, 1, EXPERT_FF_KEY_EXPERT, 1, ACT_SWIGLU, 0, "post_attention_norm", HYBRID_DELTANET_I },
    { "qwen35moe",   ATTN_GQA, ROPE_IMROPE, QK_NORM_HEAD, GATE_SOFTMAX, RENORM_ALWAYS, 1, 1, EXPERT_FF_KEY_EXPERT, 1, ACT_SWIGLU, 0, "post_attention_norm", HYBRID_DELTANET_T },
    { "nemotron_h_moe", ATTN_GQA, ROPE_NONE, QK_NORM_NONE, GATE_SIGMOID, RENORM_KEY, 0, 1, EXPERT_FF_KEY_EXPERT, 0, ACT_RELU2, 0, "attn_norm", HYBRID_MAMBA2 },
};

typedef struct hparams {
    int n_vocab, n_embd, n_layer, n_head, n_head_kv, head_dim, n_rot, n_ctx_train;
    int n_ff;            /* dense feed-forward width */
    int n_expert, n_expert_used, n_ff_exp, n_ff_shexp;
    int gating, renorm;  /* GATE_*, and whether the chosen weights are renormalised */
    float expert_weights_scale;
    int n_group, n_group_used; /* group-limited routing (DeepSeek-V3); 0: off */
    float rms_eps, rope_base;
    /* multipliers (Granite); 1 when absent. attn_scale 0: 1/sqrt(key length) */
    float embed_scale, residual_scale, attn_scale, logit_scale;
    int sliding_window;  /* keys visible when q_pos - k_pos < sliding_window, on SWA layers */
    /* YaRN (rope.scaling.type = yarn): freq_scale = 1/factor; 0 factor = plain rope */
    float yarn_factor, yarn_log_mul;
    int yarn_orig_ctx;
    /* latent attention (deepseek2) */
    int q_lora_rank, kv_lora_rank, head_k_mla, head_v_mla;
    /* recurrent layers (ssm.*). DeltaNet: n_group key heads and dt_rank value heads of d_state each;
     * Mamba-2: dt_rank heads of d_inner / dt_rank channels, n_group B/C groups of d_state */
    int ssm_d_conv, ssm_d_state, ssm_n_group, ssm_dt_rank, ssm_d_inner;
    int rope_sections[4];            /* IMROPE (qwen35moe) */
    int n_kv_layers, n_rs_layers;    /* layers with a KV cache, layers with a recurrent state */
} hparams;

/* Weights of one block, pointers into the map. Shapes in ggml order {row length, rows[, experts]}. */
typedef struct layer_weights {
    const gguf_tensor *attn_norm;               /* {E} */
    const gguf_tensor *wq, *wk, *wv, *wo;       /* {E, H*hd} {E, Hkv*hd} {E, Hkv*hd} {H*hd, E} */
    const gguf_tensor *bq, *bk, *bv, *bo;       /* optional biases */
    const gguf_tensor *q_norm, *k_norm;         /* {hd} per head, or {H*hd} whole (olmoe) */
    const gguf_tensor *ffn_norm;                /* {E} */
    const gguf_tensor *ffn_gate, *ffn_up, *ffn_down;         /* dense: {E, ff} {E, ff} {ff, E} */
    const gguf_tensor *router;                               /* {E, X} */
    const gguf_tensor *gate_exps, *up_exps, *down_exps;      /* {E, ffe, X} {E, ffe, X} {ffe, E, X} */
    const gguf_tensor *gate_shexp, *up_shexp, *down_shexp;   /* {E, ffs} {E, ffs} {ffs, E} */
    const gguf_tensor *shexp_gate;                           /* {E}: scalar gate of the shared expert */
    const gguf_tensor *router_b, *select_b;                  /* {X}: router bias; bias used only to choose */
    const gguf_tensor *gate_exps_b, *up_exps_b, *down_exps_b; /* {ffe, X} {ffe, X} {E, X} */
    const gguf_tensor *sinks;                                /* {H}: attention sink logits (gpt-oss) */
    /* latent attention (deepseek2) */
    const gguf_tensor *wq_a, *q_a_norm, *wq_b;               /* {E, q_lora} {q_lora} {q_lora, H*k_mla} */
    const gguf_tensor *wkv_a, *kv_a_norm, *wk_b, *wv_b;      /* {E, kv_lora+rope} {kv_lora} {nope, kv_lora, H} {kv_lora, v, H} */
    int swa;                                                 /* this layer uses the sliding window */
    /* hybrid models: the block kind, and the layer's slot in the KV cache or the recurrent state */
    int kind;                                                /* LAYER_* */
    int kv_slot, rs_slot;                                    /* -1: none */
    int head_kv, ff;                                         /* per-layer metadata values (nemotron_h_moe) */
    /* recurrent mixers. DeltaNet: wqkv {E, 2*nk*d + nv*d} + wz {E, nv*d}, or the legacy fused ssm_in
     * {E, 2*nk*d + 2*nv*d}; Mamba-2: ssm_in {E, 2*di + 2*ng*ds + nh} */
    const gguf_tensor *ssm_in, *wqkv, *wz;
    const gguf_tensor *ssm_beta, *ssm_alpha, *ssm_ba;        /* {E, nv} {E, nv} | {E, 2*nv} per key head */
    const gguf_tensor *ssm_conv, *ssm_conv_b;                /* {K, channels} {channels} */
    const gguf_tensor *ssm_dt_b, *ssm_a, *ssm_d;             /* one per (value) head */
    const gguf_tensor *ssm_norm, *ssm_out;                   /* {d} or {di/ng, ng}; {inner, E} */
} layer_weights;

#define MOE_MAX_SPLITS 256

struct moe_model {
    moe_allocator alloc;
    logger log;
    char err[ERR_SIZE];
    gguf_file *files;       /* [n_files]; files[0] holds the metadata */
    int n_files;
    const arch_desc *arch;
    char arch_name[64];
    hparams hp;
    const gguf_tensor *tok_embd, *output_norm, *output;
    layer_weights *layers;
    tok_vocab vocab;
    int vocab_loaded;
    str_view *tok_strings, *tok_merges; /* views handed to the tokenizer */
    float *tok_scores;
    int32_t *tok_types;
    int n_threads, n_ctx, n_batch, kv_type, vocab_only;
    uint64_t weight_bytes;  /* bytes of the tensors bound so far */
    int (*progress)(void *user, uint64_t done, uint64_t total);
    void *progress_user;
    uint64_t file_bytes;    /* all tensor bytes of the file(s), the progress total */
    struct vk_device *vk;   /* the GPU holding the weights, or NULL: the CPU runs the model */
};

static moe_status model_fail(moe_model *m, moe_status st, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m->err, sizeof m->err, fmt, ap);
    va_end(ap);
    log_msg(&m->log, MOE_LOG_ERROR, "%s", m->err);
    return st;
}

static const gguf_tensor *model_tensor(const moe_model *m, const char *name) {
    for (int i = 0; i < m->n_files; i++) {
        const gguf_tensor *t = gguf_find_tensor(&m->files[i], name);
        if (t) return t;
    }
    return NULL;
}

/* Reads "<arch>.<suffix>" as u32 into *v, refusing values above `max` (so that products of shapes
 * cannot overflow). Absent and optional: keeps *v. */
static moe_status hp_u32_max(moe_model *m, const char *suffix, int *v, int required, uint32_t max) {
    char key[128];
    uint32_t x;
    snprintf(key, sizeof key, "%s.%s", m->arch_name, suffix);
    int r = gguf_get_u32(&m->files[0], key, &x);
    if (r < 0) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be u32", key);
    if (r == 0 && required) return model_fail(m, MOE_ERR_FORMAT, "required metadata key '%s' is missing", key);
    if (r == 1) {
        if (x > max) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' = %u is out of range (at most %u)", key, x, max);
        *v = (int)x;
    }
    return MOE_OK;
}

static moe_status hp_u32(moe_model *m, const char *suffix, int *v, int required) {
    return hp_u32_max(m, suffix, v, required, 1u << 20);
}

static uint64_t model_n_tensors(const moe_model *m) {
    uint64_t n = 0;
    for (int i = 0; i < m->n_files; i++) n += m->files[i].n_tensors;
    return n;
}

static moe_status hp_f32(moe_model *m, const char *suffix, float *v, int required) {
    char key[128];
    snprintf(key, sizeof key, "%s.%s", m->arch_name, suffix);
    int r = gguf_get_f32(&m->files[0], key, v);
    if (r < 0) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be f32", key);
    if (r == 0 && required) return model_fail(m, MOE_ERR_FORMAT, "required metadata key '%s' is missing", key);
    return MOE_OK;
}

static moe_status hp_bool(moe_model *m, const char *suffix, int *v) {
    char key[128];
    snprintf(key, sizeof key, "%s.%s", m->arch_name, suffix);
    int r = gguf_get_bool(&m->files[0], key, v);
    return r < 0 ? model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be a bool", key) : MOE_OK;
}

/* How the router turns logits into chosen experts and weights. */
static moe_status model_load_routing(moe_model *m) {
    hparams *hp = &m->hp;
    moe_status st;
    int gating = m->arch->gating;
    if ((st = hp_u32_max(m, "expert_gating_func", &gating, 0, 3)) != MOE_OK) return st;
    if (gating != GATE_SOFTMAX && gating != GATE_SIGMOID && !(gating == GATE_TOPK_SOFTMAX && m->arch->gating == gating))
        return model_fail(m, MOE_ERR_UNSUPPORTED, "%s.expert_gating_func %d is not supported", m->arch_name, gating);
    hp->gating = gating;
    hp->renorm = m->arch->renorm == RENORM_ALWAYS;
    if (m->arch->renorm == RENORM_KEY && (st = hp_bool(m, "expert_weights_norm", &hp->renorm)) != MOE_OK) return st;
    hp->expert_weights_scale = 1.0f;
    if ((st = hp_f32(m, "expert_weights_scale", &hp->expert_weights_scale, 0)) != MOE_OK) return st;
    if (hp->expert_weights_scale == 0.0f) hp->expert_weights_scale = 1.0f; /* llama.cpp treats 0 as unset */
    if ((st = hp_u32_max(m, "expert_group_count", &hp->n_group, 0, 4096)) != MOE_OK ||
        (st = hp_u32_max(m, "expert_group_used_count", &hp->n_group_used, 0, 4096)) != MOE_OK) return st;
    if (hp->n_group > 1 && (hp->n_expert % hp->n_group || hp->n_group_used <= 0 || hp->n_group_used > hp->n_group ||
                            hp->n_expert / hp->n_group < 2 || hp->n_group_used * (hp->n_expert / hp->n_group) < hp->n_expert_used))
        return model_fail(m, MOE_ERR_FORMAT, "invalid expert groups: %d experts in %d groups, %d used", hp->n_expert,
                          hp->n_group, hp->n_group_used);
    return MOE_OK;
}

/* Multipliers (Granite), sliding window (gpt-oss) and YaRN rope scaling. */
static moe_status model_load_scales(moe_model *m) {
    hparams *hp = &m->hp;
    moe_status st;
    hp->embed_scale = hp->residual_scale = hp->logit_scale = 1.0f;
    hp->attn_scale = 0.0f;
    if ((st = hp_f32(m, "embedding_scale", &hp->embed_scale, 0)) != MOE_OK ||
        (st = hp_f32(m, "residual_scale", &hp->residual_scale, 0)) != MOE_OK ||
        (st = hp_f32(m, "attention.scale", &hp->attn_scale, 0)) != MOE_OK ||
        (st = hp_f32(m, "logit_scale", &hp->logit_scale, 0)) != MOE_OK) return st;
    if (!(hp->logit_scale != 0.0f && isfinite(hp->logit_scale) && isfinite(hp->embed_scale) &&
          isfinite(hp->residual_scale) && isfinite(hp->attn_scale)))
        return model_fail(m, MOE_ERR_FORMAT, "invalid embedding/residual/attention/logit scale");
    if ((st = hp_u32_max(m, "attention.sliding_window", &hp->sliding_window, 0, (uint32_t)INT_MAX)) != MOE_OK) return st;
    if (m->arch->swa_every && hp->sliding_window <= 0)
        return model_fail(m, MOE_ERR_FORMAT, "required metadata key '%s.attention.sliding_window' is missing", m->arch_name);
    char key[128];
    str_view type;
    snprintf(key, sizeof key, "%s.rope.scaling.type", m->arch_name);
    int r = gguf_get_str(&m->files[0], key, &type);
    if (r < 0) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be a string", key);
    if (r == 0 || sv_eq(type, "none")) return MOE_OK;
    if (!sv_eq(type, "yarn"))
        return model_fail(m, MOE_ERR_UNSUPPORTED, "rope scaling '%.*s' is not supported (yarn is)", (int)MOE_MIN(type.len, 32), type.ptr);
    if ((st = hp_f32(m, "rope.scaling.factor", &hp->yarn_factor, 1)) != MOE_OK ||
        (st = hp_u32(m, "rope.scaling.original_context_length", &hp->yarn_orig_ctx, 1)) != MOE_OK ||
        (st = hp_f32(m, "rope.scaling.yarn_log_multiplier", &hp->yarn_log_mul, 0)) != MOE_OK) return st;
    if (!(hp->yarn_factor >= 1.0f && hp->yarn_factor < 1e6f) || hp->yarn_orig_ctx <= 0)
        return model_fail(m, MOE_ERR_FORMAT, "invalid YaRN factor %g or original context %d", hp->yarn_factor, hp->yarn_orig_ctx);
    return MOE_OK;
}

/* Latent attention: head_dim holds kv_lora_rank + rope dims (the cached key), value_length the
 * latent rank; the per-head query/key and value sizes are the *_mla keys. */
static moe_status model_load_mla(moe_model *m, int value_length) {
    hparams *hp = &m->hp;
    moe_status st;
    if ((st = hp_u32_max(m, "attention.q_lora_rank", &hp->q_lora_rank, 1, 1u << 16)) != MOE_OK ||
        (st = hp_u32_max(m, "attention.kv_lora_rank", &hp->kv_lora_rank, 1, 1u << 16)) != MOE_OK ||
        (st = hp_u32_max(m, "attention.key_length_mla", &hp->head_k_mla, 1, 1024)) != MOE_OK ||
        (st = hp_u32_max(m, "attention.value_length_mla", &hp->head_v_mla, 1, 1024)) != MOE_OK) return st;
    if (hp->n_head_kv != 1 || value_length != hp->kv_lora_rank || hp->head_dim != hp->kv_lora_rank + hp->n_rot ||
        hp->head_k_mla <= hp->n_rot || hp->kv_lora_rank <= 0 || hp->head_v_mla <= 0)
        return model_fail(m, MOE_ERR_UNSUPPORTED, "latent attention layout not supported (kv heads %d, key length %d, "
                          "kv_lora_rank %d, rope dims %d, key_length_mla %d): an older DeepSeek GGUF layout? reconvert it",
                          hp->n_head_kv, hp->head_dim, hp->kv_lora_rank, hp->n_rot, hp->head_k_mla);
    return MOE_OK;
}

/* Reads "<arch>.<suffix>" given as one u32 or as an array of n_layer i32/u32 values, one per layer
 * (nemotron_h_moe): each layer's value goes to the int at byte offset `off` of its layer_weights,
 * the largest to *v. Absent and optional: every layer gets *v. */
static moe_status hp_u32_layers(moe_model *m, const char *suffix, int *v, size_t off, int required, uint32_t max) {
    char key[128];
    snprintf(key, sizeof key, "%s.%s", m->arch_name, suffix);
    const gguf_kv *kv = gguf_find(&m->files[0], key);
    const int n_layer = m->hp.n_layer;
    if (kv && kv->type == GGUF_ARRAY) {
        if ((kv->elem_type != GGUF_U32 && kv->elem_type != GGUF_I32) || kv->n != (uint64_t)n_layer)
            return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be a u32 or an array of %d i32/u32 values", key, n_layer);
        int best = 0;
        for (int il = 0; il < n_layer; il++) {
            int32_t x;
            memcpy(&x, kv->data + 4 * (size_t)il, 4);
            if (x < 0 || (uint32_t)x > max)
                return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s'[%d] = %d is out of range", key, il, (int)x);
            const int xi = (int)x;
            memcpy((char *)&m->layers[il] + off, &xi, sizeof(int));
            best = MOE_MAX(best, xi);
        }
        *v = best;
        return MOE_OK;
    }
    moe_status st = hp_u32_max(m, suffix, v, required, max);
    if (st == MOE_OK)
        for (int il = 0; il < n_layer; il++) memcpy((char *)&m->layers[il] + off, v, sizeof(int));
    return st;
}

/* Hybrid models: the ssm.* keys and each block's kind; then every layer's KV cache and recurrent
 * state slots (attention layers only hold KV memory, recurrent layers only a state). */
static moe_status model_load_hybrid(moe_model *m) {
    hparams *hp = &m->hp;
    const int hy = m->arch->hybrid;
    moe_status st;
#define HP(call) do { if ((st = (call)) != MOE_OK) return st; } while (0)
    for (int il = 0; il < hp->n_layer; il++) m->layers[il].kind = LAYER_ATTN;
    if (hy != HYBRID_NONE) {
        HP(hp_u32_max(m, "ssm.conv_kernel", &hp->ssm_d_conv, 1, 64));
        HP(hp_u32_max(m, "ssm.state_size", &hp->ssm_d_state, 1, 1024));
        HP(hp_u32_max(m, "ssm.group_count", &hp->ssm_n_group, 1, 4096));
        HP(hp_u32_max(m, "ssm.time_step_rank", &hp->ssm_dt_rank, 1, 4096));
        HP(hp_u32_max(m, "ssm.inner_size", &hp->ssm_d_inner, 1, 1u << 20));
        if (hp->ssm_d_conv < 1 || hp->ssm_d_state < 1 || hp->ssm_n_group < 1 || hp->ssm_dt_rank < 1 ||
            hp->ssm_dt_rank % hp->ssm_n_group)
            return model_fail(m, MOE_ERR_FORMAT, "invalid ssm shape: conv %d, state %d, %d groups, %d heads, inner %d",
                              hp->ssm_d_conv, hp->ssm_d_state, hp->ssm_n_group, hp->ssm_dt_rank, hp->ssm_d_inner);
    }
    if (hy == HYBRID_DELTANET_I || hy == HYBRID_DELTANET_T) {
        if (hp->ssm_d_inner != hp->ssm_dt_rank * hp->ssm_d_state || hp->ssm_d_state > 256)
            return model_fail(m, MOE_ERR_UNSUPPORTED, "DeltaNet shape not supported: inner %d, %d value heads of %d (at most 256)",
                              hp->ssm_d_inner, hp->ssm_dt_rank, hp->ssm_d_state);
        int interval = 4;
        HP(hp_u32_max(m, "full_attention_interval", &interval, 0, 65536));
        if (interval <= 0) return model_fail(m, MOE_ERR_FORMAT, "%s.full_attention_interval must be positive", m->arch_name);
        char key[128];
        snprintf(key, sizeof key, "%s.attention.recurrent_layers", m->arch_name);
        const gguf_kv *kv = gguf_find(&m->files[0], key);
        if (kv) {
            const uint32_t et = kv->elem_type;
            if (kv->type != GGUF_ARRAY || kv->n != (uint64_t)hp->n_layer ||
                !(et == GGUF_BOOL || et == GGUF_U8 || et == GGUF_I8 || et == GGUF_U32 || et == GGUF_I32))
                return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be an array of %d bools or integers", key, hp->n_layer);
            const size_t sz = gguf_type_sizes[et];
            for (int il = 0; il < hp->n_layer; il++) {
                int nz = 0;
                for (size_t b = 0; b < sz; b++) nz |= kv->data[(size_t)il * sz + b] != 0;
                m->layers[il].kind = nz ? LAYER_DELTANET : LAYER_ATTN;
            }
        } else
            for (int il = 0; il < hp->n_layer; il++) m->layers[il].kind = (il + 1) % interval ? LAYER_DELTANET : LAYER_ATTN;
        if (hy == HYBRID_DELTANET_T) { /* IMROPE sections: an i32 array of (up to) 4 */
            snprintf(key, sizeof key, "%s.rope.dimension_sections", m->arch_name);
            kv = gguf_find(&m->files[0], key);
            if (!kv || kv->type != GGUF_ARRAY || kv->elem_type != GGUF_I32 || kv->n < 1 || kv->n > 4)
                return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' (an array of 4 i32) is %s", key, kv ? "invalid" : "missing");
            int sum = 0;
            for (uint64_t i = 0; i < kv->n; i++) {
                int32_t x;
                memcpy(&x, kv->data + 4 * i, 4);
                if (x < 0 || x > 4096) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' has an invalid section %d", key, (int)x);
                hp->rope_sections[i] = x;
                sum += x;
            }
            if (sum <= 0) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' has no dimensions", key);
        }
    } else if (hy == HYBRID_MAMBA2) {
        const int nh = hp->ssm_dt_rank, ng = hp->ssm_n_group;
        if (hp->ssm_d_inner % nh || hp->ssm_d_inner % ng)
            return model_fail(m, MOE_ERR_FORMAT, "invalid Mamba-2 shape: inner %d, %d heads, %d groups", hp->ssm_d_inner, nh, ng);
        for (int il = 0; il < hp->n_layer; il++) {
            layer_weights *L = &m->layers[il];
            L->kind = L->ff ? LAYER_FFN : L->head_kv ? LAYER_ATTN : LAYER_MAMBA2;
            if (L->kind == LAYER_ATTN && L->head_kv != hp->n_head_kv)
                return model_fail(m, MOE_ERR_UNSUPPORTED, "attention layers with different kv head counts (%d, %d) are not supported",
                                  L->head_kv, hp->n_head_kv);
        }
        hp->n_ff = 0; /* the per-layer widths only name the MoE blocks */
    }
#undef HP
    hp->n_kv_layers = hp->n_rs_layers = 0;
    for (int il = 0; il < hp->n_layer; il++) {
        layer_weights *L = &m->layers[il];
        L->kv_slot = L->kind == LAYER_ATTN ? hp->n_kv_layers++ : -1;
        L->rs_slot = L->kind == LAYER_DELTANET || L->kind == LAYER_MAMBA2 ? hp->n_rs_layers++ : -1;
    }
    return MOE_OK;
}

static moe_status model_load_hparams(moe_model *m) {
    hparams *hp = &m->hp;
    moe_status st;
    hp->rope_base = 10000.f;
    hp->n_ctx_train = 2048;
#define HP(call) do { if ((st = (call)) != MOE_OK) return st; } while (0)
    HP(hp_u32_max(m, "context_length", &hp->n_ctx_train, 0, (uint32_t)INT_MAX));
    HP(hp_u32_max(m, "embedding_length", &hp->n_embd, 1, 1u << 17));
    HP(hp_u32_max(m, "block_count", &hp->n_layer, 1, 65536));
    /* every block has at least 8 tensors: a larger count would allocate for tensors that are not there */
    if ((uint64_t)hp->n_layer * 8 > model_n_tensors(m))
        return model_fail(m, MOE_ERR_FORMAT, "block_count %d needs at least %d tensors but the file has %llu: tensors are missing",
                          hp->n_layer, hp->n_layer * 8, (unsigned long long)model_n_tensors(m));
    m->layers = (layer_weights *)mem_calloc(&m->alloc, (size_t)hp->n_layer, sizeof(layer_weights));
    if (!m->layers) return model_fail(m, MOE_ERR_NOMEM, "out of memory");
    HP(hp_u32_max(m, "attention.head_count", &hp->n_head, 1, 4096));
    hp->n_head_kv = hp->n_head;
    HP(hp_u32_layers(m, "attention.head_count_kv", &hp->n_head_kv, offsetof(layer_weights, head_kv), 0, 4096));
    HP(hp_u32_layers(m, "feed_forward_length", &hp->n_ff, offsetof(layer_weights, ff), 0, 1u << 20));
    if (hp->n_head_kv == 0 && m->arch->hybrid == HYBRID_MAMBA2) hp->n_head_kv = hp->n_head; /* no attention layer */
    HP(hp_u32(m, "expert_count", &hp->n_expert, 0));
    HP(hp_u32(m, "expert_used_count", &hp->n_expert_used, 0));
    if (m->arch->expert_ff_key == EXPERT_FF_KEY_FF) hp->n_ff_exp = hp->n_ff;
    else HP(hp_u32(m, "expert_feed_forward_length", &hp->n_ff_exp, 0));
    HP(hp_u32(m, "expert_shared_feed_forward_length", &hp->n_ff_shexp, 0));
    HP(hp_f32(m, "attention.layer_norm_rms_epsilon", &hp->rms_eps, 1));
    HP(hp_f32(m, "rope.freq_base", &hp->rope_base, 0));
    if (hp->n_embd <= 0 || hp->n_layer <= 0 || hp->n_head <= 0 || hp->n_head_kv <= 0 || hp->n_head % hp->n_head_kv)
        return model_fail(m, MOE_ERR_FORMAT, "invalid shape: n_embd %d, %d layers, %d heads, %d kv heads",
                          hp->n_embd, hp->n_layer, hp->n_head, hp->n_head_kv);
    hp->head_dim = hp->n_embd / hp->n_head;
    HP(hp_u32_max(m, "attention.key_length", &hp->head_dim, 0, 1024));
    int value_length = hp->head_dim;
    HP(hp_u32_max(m, "attention.value_length", &value_length, 0, 1024));
    if (value_length != hp->head_dim && m->arch->attn != ATTN_MLA)
        return model_fail(m, MOE_ERR_UNSUPPORTED, "key length %d != value length %d is not supported for %s",
                          hp->head_dim, value_length, m->arch_name);
    hp->n_rot = hp->head_dim;
    HP(hp_u32(m, "rope.dimension_count", &hp->n_rot, 0));
    HP(model_load_routing(m));
    HP(model_load_scales(m));
    if (m->arch->attn == ATTN_MLA) HP(model_load_mla(m, value_length));
    HP(model_load_hybrid(m));
#undef HP
    if (hp->head_dim <= 0 || hp->head_dim > 1024 || hp->n_rot <= 0 || hp->n_rot > hp->head_dim || hp->n_rot % 2 ||
        (int64_t)hp->n_head * hp->head_dim > (1 << 20))
        return model_fail(m, MOE_ERR_FORMAT, "invalid head dimension %d / rotary dimension %d", hp->head_dim, hp->n_rot);
    if (hp->n_expert > 0 && (hp->n_expert_used <= 0 || hp->n_expert_used > hp->n_expert || hp->n_expert > 4096))
        return model_fail(m, MOE_ERR_FORMAT, "invalid expert counts: %d experts, %d used", hp->n_expert, hp->n_expert_used);
    if (m->arch->needs_experts && hp->n_expert == 0)
        return model_fail(m, MOE_ERR_FORMAT, "%s needs %s.expert_count", m->arch_name, m->arch_name);
    if (!(hp->rms_eps > 0.f && hp->rms_eps < 1.f) || !(hp->rope_base > 0.f))
        return model_fail(m, MOE_ERR_FORMAT, "invalid rms epsilon %g or rope base %g", hp->rms_eps, hp->rope_base);
    if (hp->n_ctx_train <= 0) hp->n_ctx_train = 2048;
    return MOE_OK;
}

/* Binds one tensor and checks it has exactly the expected shape (ne[2] = 0 means 2-D, ne[1] = 0
 * 1-D) and a type the kernels run. A missing optional tensor leaves *out NULL. */
static moe_status bind_tensor(moe_model *m, const gguf_tensor **out, const char *name, int required,
                              int64_t ne0, int64_t ne1, int64_t ne2) {
    const gguf_tensor *t = model_tensor(m, name);
    *out = t;
    if (!t) return required ? model_fail(m, MOE_ERR_FORMAT, "required tensor '%s' is missing", name) : MOE_OK;
    int64_t want[4] = { ne0, ne1 ? ne1 : 1, ne2 ? ne2 : 1, 1 };
    for (int d = 0; d < 4; d++)
        if ((int64_t)t->ne[d] != want[d])
            return model_fail(m, MOE_ERR_FORMAT, "tensor '%s' has shape {%llu, %llu, %llu}, expected {%lld, %lld, %lld}",
                              name, (unsigned long long)t->ne[0], (unsigned long long)t->ne[1],
                              (unsigned long long)t->ne[2], (long long)want[0], (long long)want[1], (long long)want[2]);
    int vector = ne1 == 0;
    if (vector ? t->type != T_F32 : !type_computable(t->type))
        return model_fail(m, MOE_ERR_UNSUPPORTED, "tensor '%s' has type %s, which moe does not support%s", name,
                          type_name(t->type), vector ? " for norms and biases (F32 expected)" : " yet");
    m->weight_bytes += t->n_bytes;
    if (m->progress && m->progress(m->progress_user, m->weight_bytes, m->file_bytes))
        return model_fail(m, MOE_ERR_CANCELLED, "loading cancelled");
    return MOE_OK;
}

#define BIND(field, nm, req, a, b, c) do { \
        snprintf(name, sizeof name, "blk.%d.%s", il, nm); \
        if ((st = bind_tensor(m, &L->field, name, req, a, b, c)) != MOE_OK) return st; } while (0)

/* Latent attention (deepseek2): queries directly or through a low-rank q_a/q_b pair; keys and
 * values from a shared latent c and one rotated key per token. */
static moe_status bind_mla(moe_model *m, int il, layer_weights *L) {
    const hparams *hp = &m->hp;
    const int E = hp->n_embd, H = hp->n_head, nope = hp->head_k_mla - hp->n_rot, R = hp->kv_lora_rank;
    char name[96];
    moe_status st;
    if (hp->q_lora_rank > 0) {
        BIND(wq_a, "attn_q_a.weight", 1, E, hp->q_lora_rank, 0);
        BIND(q_a_norm, "attn_q_a_norm.weight", 1, hp->q_lora_rank, 0, 0);
        BIND(wq_b, "attn_q_b.weight", 1, hp->q_lora_rank, H * hp->head_k_mla, 0);
    } else BIND(wq, "attn_q.weight", 1, E, H * hp->head_k_mla, 0);
    BIND(wkv_a, "attn_kv_a_mqa.weight", 1, E, R + hp->n_rot, 0);
    BIND(kv_a_norm, "attn_kv_a_norm.weight", 1, R, 0, 0);
    BIND(wk_b, "attn_k_b.weight", 1, nope, R, H);
    BIND(wv_b, "attn_v_b.weight", 1, R, hp->head_v_mla, H);
    BIND(wo, "attn_output.weight", 1, H * hp->head_v_mla, E, 0);
    return MOE_OK;
}

/* Gated full attention (qwen3next, qwen35moe): attn_q yields per head [q_h | gate_h]. */
static int arch_gated_attn(const arch_desc *a) { return a->hybrid == HYBRID_DELTANET_I || a->hybrid == HYBRID_DELTANET_T; }

static moe_status bind_attention(moe_model *m, int il, layer_weights *L) {
    const hparams *hp = &m->hp;
    const int E = hp->n_embd, q_dim = hp->n_head * hp->head_dim, kv_dim = hp->n_head_kv * hp->head_dim;
    char name[96];
    moe_status st;
    BIND(attn_norm, "attn_norm.weight", 1, E, 0, 0);
    if (m->arch->attn == ATTN_MLA) return bind_mla(m, il, L);
    BIND(wq, "attn_q.weight", 1, E, arch_gated_attn(m->arch) ? 2 * q_dim : q_dim, 0);
    BIND(wk, "attn_k.weight", 1, E, kv_dim, 0);
    BIND(wv, "attn_v.weight", 1, E, kv_dim, 0);
    BIND(wo, "attn_output.weight", 1, q_dim, E, 0);
    BIND(bq, "attn_q.bias", 0, q_dim, 0, 0);
    BIND(bk, "attn_k.bias", 0, kv_dim, 0, 0);
    BIND(bv, "attn_v.bias", 0, kv_dim, 0, 0);
    BIND(bo, "attn_output.bias", 0, E, 0, 0);
    BIND(sinks, "attn_sinks.weight", 0, hp->n_head, 0, 0);
    if (m->arch->qk_norm == QK_NORM_HEAD) {
        BIND(q_norm, "attn_q_norm.weight", 1, hp->head_dim, 0, 0);
        BIND(k_norm, "attn_k_norm.weight", 1, hp->head_dim, 0, 0);
    } else if (m->arch->qk_norm == QK_NORM_FULL) {
        if (q_dim != E || kv_dim != E)
            return model_fail(m, MOE_ERR_FORMAT, "%s needs n_head * head_dim == n_embd and n_head_kv == n_head", m->arch_name);
        BIND(q_norm, "attn_q_norm.weight", 1, E, 0, 0);
        BIND(k_norm, "attn_k_norm.weight", 1, E, 0, 0);
    }
    L->swa = m->arch->swa_every && il % m->arch->swa_every == 0;
    return MOE_OK;
}

/* Tensors the recurrent mixers read as plain floats must be F32. */
static moe_status require_f32(moe_model *m, const gguf_tensor *t, const char *what, int il) {
    if (t && t->type != T_F32)
        return model_fail(m, MOE_ERR_UNSUPPORTED, "tensor 'blk.%d.%s' has type %s (F32 expected)", il, what, type_name(t->type));
    return MOE_OK;
}

/* Gated DeltaNet (qwen3next, qwen35moe). */
static moe_status bind_deltanet(moe_model *m, int il, layer_weights *L) {
    const hparams *hp = &m->hp;
    const int E = hp->n_embd, d = hp->ssm_d_state, nk = hp->ssm_n_group, nv = hp->ssm_dt_rank;
    const int conv = 2 * nk * d + nv * d;
    char name[96];
    moe_status st;
    BIND(attn_norm, "attn_norm.weight", 1, E, 0, 0);
    snprintf(name, sizeof name, "blk.%d.attn_qkv.weight", il);
    if (model_tensor(m, name) || m->arch->hybrid != HYBRID_DELTANET_I) {
        BIND(wqkv, "attn_qkv.weight", 1, E, conv, 0);
        BIND(wz, "attn_gate.weight", 1, E, nv * d, 0);
    } else BIND(ssm_in, "ssm_in.weight", 1, E, conv + nv * d, 0); /* legacy: [q k v z] per key head */
    if (m->arch->hybrid == HYBRID_DELTANET_I) BIND(ssm_ba, "ssm_ba.weight", 1, E, 2 * nv, 0);
    else {
        BIND(ssm_beta, "ssm_beta.weight", 1, E, nv, 0);
        BIND(ssm_alpha, "ssm_alpha.weight", 1, E, nv, 0);
    }
    BIND(ssm_conv, "ssm_conv1d.weight", 1, hp->ssm_d_conv, conv, 0);
    BIND(ssm_dt_b, "ssm_dt.bias", 1, nv, 0, 0);
    BIND(ssm_a, "ssm_a", 1, nv, 0, 0);
    BIND(ssm_norm, "ssm_norm.weight", 1, d, 0, 0);
    BIND(ssm_out, "ssm_out.weight", 1, nv * d, E, 0);
    return require_f32(m, L->ssm_conv, "ssm_conv1d.weight", il);
}

/* Mamba-2 (nemotron_h_moe). */
static moe_status bind_mamba2(moe_model *m, int il, layer_weights *L) {
    const hparams *hp = &m->hp;
    const int E = hp->n_embd, di = hp->ssm_d_inner, ng = hp->ssm_n_group, ds = hp->ssm_d_state, nh = hp->ssm_dt_rank;
    const int ch = di + 2 * ng * ds;
    char name[96];
    moe_status st;
    BIND(attn_norm, "attn_norm.weight", 1, E, 0, 0);
    BIND(ssm_in, "ssm_in.weight", 1, E, 2 * di + 2 * ng * ds + nh, 0);
    BIND(ssm_conv, "ssm_conv1d.weight", 1, hp->ssm_d_conv, ch, 0);
    BIND(ssm_conv_b, "ssm_conv1d.bias", 0, ch, 0, 0);
    BIND(ssm_dt_b, "ssm_dt.bias", 1, nh, 0, 0);
    BIND(ssm_a, "ssm_a", 1, 1, nh, 0);
    BIND(ssm_d, "ssm_d", 1, 1, nh, 0);
    BIND(ssm_norm, "ssm_norm.weight", 1, di / ng, ng, 0);
    BIND(ssm_out, "ssm_out.weight", 1, di, E, 0);
    if ((st = require_f32(m, L->ssm_conv, "ssm_conv1d.weight", il)) != MOE_OK ||
        (st = require_f32(m, L->ssm_a, "ssm_a", il)) != MOE_OK || (st = require_f32(m, L->ssm_d, "ssm_d", il)) != MOE_OK)
        return st;
    return require_f32(m, L->ssm_norm, "ssm_norm.weight", il);
}

static moe_status bind_experts(moe_model *m, int il, layer_weights *L) {
    const hparams *hp = &m->hp;
    const int E = hp->n_embd, X = hp->n_expert, F = hp->n_ff_exp;
    char name[96];
    moe_status st;
    if (F <= 0) return model_fail(m, MOE_ERR_FORMAT, "%s: expert feed-forward length is missing", m->arch_name);
    BIND(router, "ffn_gate_inp.weight", 1, E, X, 0);
    BIND(router_b, "ffn_gate_inp.bias", 0, X, 0, 0);
    BIND(select_b, "exp_probs_b.bias", 0, X, 0, 0);
    const int gated = m->arch->act != ACT_RELU2; /* relu^2 experts have no gate */
    BIND(gate_exps, "ffn_gate_exps.weight", gated, E, F, X);
    BIND(up_exps, "ffn_up_exps.weight", 1, E, F, X);
    BIND(down_exps, "ffn_down_exps.weight", 1, F, E, X);
    BIND(gate_exps_b, "ffn_gate_exps.bias", 0, F, X, 0);
    BIND(up_exps_b, "ffn_up_exps.bias", 0, F, X, 0);
    BIND(down_exps_b, "ffn_down_exps.bias", 0, E, X, 0);
    snprintf(name, sizeof name, "blk.%d.ffn_up_shexp.weight", il);
    const gguf_tensor *up_sh = model_tensor(m, name);
    if (up_sh) { /* the shared expert's width comes from its tensors (key or expert_shared_count) */
        const int S = hp->n_ff_shexp > 0 ? hp->n_ff_shexp : (int)up_sh->ne[1];
        BIND(gate_shexp, "ffn_gate_shexp.weight", gated, E, S, 0);
        BIND(up_shexp, "ffn_up_shexp.weight", 1, E, S, 0);
        BIND(down_shexp, "ffn_down_shexp.weight", 1, S, E, 0);
        BIND(shexp_gate, "ffn_gate_inp_shexp.weight", m->arch->shexp_gated, E, 0, 0);
    }
    return MOE_OK;
}

static moe_status model_bind_layer(moe_model *m, int il) {
    const hparams *hp = &m->hp;
    layer_weights *L = &m->layers[il];
    const int E = hp->n_embd;
    char name[96];
    moe_status st;
    switch (L->kind) {
    case LAYER_ATTN: st = bind_attention(m, il, L); break;
    case LAYER_DELTANET: st = bind_deltanet(m, il, L); break;
    case LAYER_MAMBA2: st = bind_mamba2(m, il, L); break;
    default: st = MOE_OK; break;
    }
    if (st != MOE_OK) return st;
    if (m->arch->hybrid == HYBRID_MAMBA2 && L->kind != LAYER_FFN) return MOE_OK; /* one mixer per block */
    char norm_name[64];
    snprintf(norm_name, sizeof norm_name, "%s.weight", m->arch->ffn_norm);
    BIND(ffn_norm, norm_name, 1, E, 0, 0);
    snprintf(name, sizeof name, "blk.%d.ffn_gate_inp.weight", il);
    if (hp->n_expert > 0 && model_tensor(m, name)) return bind_experts(m, il, L);
    if (m->arch->needs_experts || L->kind == LAYER_FFN)
        return model_fail(m, MOE_ERR_FORMAT, "required tensor 'blk.%d.ffn_gate_inp.weight' is missing", il);
    if (hp->n_ff <= 0) return model_fail(m, MOE_ERR_FORMAT, "%s.feed_forward_length is missing", m->arch_name);
    BIND(ffn_gate, "ffn_gate.weight", 1, E, hp->n_ff, 0);
    BIND(ffn_up, "ffn_up.weight", 1, E, hp->n_ff, 0);
    BIND(ffn_down, "ffn_down.weight", 1, hp->n_ff, E, 0);
    return MOE_OK;
}
#undef BIND

static moe_status model_bind(moe_model *m) {
    const hparams *hp = &m->hp;
    moe_status st;
    if ((st = bind_tensor(m, &m->tok_embd, "token_embd.weight", 1, hp->n_embd, hp->n_vocab, 0)) != MOE_OK) {
        const gguf_tensor *t = model_tensor(m, "token_embd.weight");
        if (t && t->n_dims == 2 && (int64_t)t->ne[0] == hp->n_embd && (int64_t)t->ne[1] != hp->n_vocab)
            return model_fail(m, MOE_ERR_FORMAT, "token_embd.weight has %llu rows but the vocabulary has %d tokens",
                              (unsigned long long)t->ne[1], hp->n_vocab);
        return st;
    }
    if ((st = bind_tensor(m, &m->output_norm, "output_norm.weight", 1, hp->n_embd, 0, 0)) != MOE_OK) return st;
    if ((st = bind_tensor(m, &m->output, "output.weight", !m->arch->tied_output, hp->n_embd, hp->n_vocab, 0)) != MOE_OK)
        return st;
    if (!m->output) m->output = m->tok_embd; /* tied embeddings */
    for (int il = 0; il < hp->n_layer; il++)
        if ((st = model_bind_layer(m, il)) != MOE_OK) return st;
    return MOE_OK;
}

/* ---- vocabulary: tokenizer.* metadata to tok_source ---- */

/* Copies a string array's element views into a new array (the map keeps the bytes). */
static moe_status meta_str_array(moe_model *m, const char *key, str_view **out, uint32_t *n_out, int required) {
    const gguf_kv *kv = gguf_find(&m->files[0], key);
    *out = NULL;
    *n_out = 0;
    if (!kv) return required ? model_fail(m, MOE_ERR_FORMAT, "required metadata key '%s' is missing", key) : MOE_OK;
    if (kv->type != GGUF_ARRAY || kv->elem_type != GGUF_STRING)
        return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be an array of strings", key);
    if (kv->n > (1u << 24)) return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' has too many entries", key);
    str_view *v = (str_view *)mem_calloc(&m->alloc, (size_t)kv->n, sizeof(str_view));
    if (!v) return model_fail(m, MOE_ERR_NOMEM, "out of memory");
    const uint8_t *p = kv->data;
    for (uint64_t i = 0; i < kv->n; i++) { /* bounds were checked by the parser */
        v[i].len = u64_at(p);
        v[i].ptr = (const char *)p + 8;
        p += 8 + v[i].len;
    }
    *out = v;
    *n_out = (uint32_t)kv->n;
    return MOE_OK;
}

/* Copies a numeric array of n elements of `type` into aligned memory (GGUF arrays are unaligned). */
static moe_status meta_num_array(moe_model *m, const char *key, uint32_t type, uint32_t n, void **out) {
    const gguf_kv *kv = gguf_find(&m->files[0], key);
    *out = NULL;
    if (!kv) return MOE_OK;
    if (kv->type != GGUF_ARRAY || kv->elem_type != type || kv->n != n)
        return model_fail(m, MOE_ERR_FORMAT, "metadata key '%s' must be an array of %u %s values", key, n,
                          gguf_type_names[type]);
    *out = mem_alloc(&m->alloc, (size_t)n * 4);
    if (!*out) return model_fail(m, MOE_ERR_NOMEM, "out of memory");
    memcpy(*out, kv->data, (size_t)n * 4);
    return MOE_OK;
}

static int32_t meta_token_id(moe_model *m, const char *key) {
    int64_t v;
    if (gguf_get_int(&m->files[0], key, &v) != 1 || v < 0 || v > INT32_MAX) return -1;
    return (int32_t)v;
}

static int meta_flag(moe_model *m, const char *key) {
    int v;
    return gguf_get_bool(&m->files[0], key, &v) == 1 ? v : -1;
}

static moe_status model_load_vocab(moe_model *m) {
    gguf_file *f = &m->files[0];
    char model_name[64] = "", pre_name[64] = "";
    str_view s;
    moe_status st;
    int r = gguf_get_str(f, "tokenizer.ggml.model", &s);
    if (r != 1) return model_fail(m, MOE_ERR_FORMAT, "metadata key 'tokenizer.ggml.model' is %s",
                                  r == 0 ? "missing" : "not a string");
    snprintf(model_name, sizeof model_name, "%.*s", (int)MOE_MIN(s.len, 63), s.ptr);
    if (gguf_get_str(f, "tokenizer.ggml.pre", &s) == 1) snprintf(pre_name, sizeof pre_name, "%.*s", (int)MOE_MIN(s.len, 63), s.ptr);
    tok_source src;
    memset(&src, 0, sizeof src);
    src.model = model_name;
    src.pre = pre_name[0] ? pre_name : NULL;
    if ((st = meta_str_array(m, "tokenizer.ggml.tokens", &m->tok_strings, &src.n_tokens, 1)) != MOE_OK) return st;
    if (src.n_tokens == 0) return model_fail(m, MOE_ERR_FORMAT, "the vocabulary is empty");
    src.tokens = m->tok_strings;
    if ((st = meta_num_array(m, "tokenizer.ggml.scores", GGUF_F32, src.n_tokens, (void **)&m->tok_scores)) != MOE_OK) return st;
    if ((st = meta_num_array(m, "tokenizer.ggml.token_type", GGUF_I32, src.n_tokens, (void **)&m->tok_types)) != MOE_OK) return st;
    src.scores = m->tok_scores;
    src.token_types = m->tok_types;
    if ((st = meta_str_array(m, "tokenizer.ggml.merges", &m->tok_merges, &src.n_merges, 0)) != MOE_OK) return st;
    src.merges = m->tok_merges;
    src.bos = meta_token_id(m, "tokenizer.ggml.bos_token_id");
    src.eos = meta_token_id(m, "tokenizer.ggml.eos_token_id");
    src.unk = meta_token_id(m, "tokenizer.ggml.unknown_token_id");
    src.pad = meta_token_id(m, "tokenizer.ggml.padding_token_id");
    src.eot = meta_token_id(m, "tokenizer.ggml.eot_token_id");
    src.eom = meta_token_id(m, "tokenizer.ggml.eom_token_id");
    src.sep = meta_token_id(m, "tokenizer.ggml.seperator_token_id");
    src.add_bos = meta_flag(m, "tokenizer.ggml.add_bos_token");
    src.add_eos = meta_flag(m, "tokenizer.ggml.add_eos_token");
    src.add_space_prefix = meta_flag(m, "tokenizer.ggml.add_space_prefix");
    if ((st = tok_load(&m->vocab, &src, &m->alloc, m->err, sizeof m->err)) != MOE_OK) {
        log_msg(&m->log, MOE_LOG_ERROR, "%s", m->err);
        return st;
    }
    m->vocab_loaded = 1;
    m->hp.n_vocab = tok_n_tokens(&m->vocab);
    if (!tok_pre_known(&m->vocab))
        log_msg(&m->log, MOE_LOG_WARN, "tokenizer.ggml.pre '%s' is not known: using the default pre-tokenizer",
                pre_name[0] ? pre_name : "(missing)");
    return MOE_OK;
}

/* Split models: "name-00001-of-00003.gguf" names the others; each is a GGUF of its own. */
static moe_status model_open_splits(moe_model *m, const char *path) {
    int64_t count = 0;
    if (gguf_get_int(&m->files[0], "split.count", &count) != 1 || count <= 1) return MOE_OK;
    if (count > MOE_MAX_SPLITS) return model_fail(m, MOE_ERR_FORMAT, "split.count %lld is too large", (long long)count);
    size_t len = strlen(path);
    const char *tail = "-00001-of-00000.gguf";
    size_t tail_len = strlen(tail);
    if (len < tail_len || strncmp(path + len - tail_len, "-00001-of-", 10) != 0)
        return model_fail(m, MOE_ERR_ARGUMENT, "'%s' is part of a split model: open its first file (*-00001-of-%05lld.gguf)",
                          path, (long long)count);
    gguf_file *files = (gguf_file *)mem_calloc(&m->alloc, (size_t)count, sizeof(gguf_file));
    if (!files) return model_fail(m, MOE_ERR_NOMEM, "out of memory");
    files[0] = m->files[0];
    mem_free(&m->alloc, m->files);
    m->files = files;
    char *name = (char *)mem_alloc(&m->alloc, len + 1);
    if (!name) return model_fail(m, MOE_ERR_NOMEM, "out of memory");
    for (int i = 1; i < (int)count; i++) {
        memcpy(name, path, len - tail_len);
        snprintf(name + len - tail_len, tail_len + 1, "-%05d-of-%05d.gguf", i + 1, (int)count);
        moe_status st = gguf_open(&m->files[i], name, &m->alloc, m->err, sizeof m->err);
        if (st != MOE_OK) {
            char detail[ERR_SIZE];
            snprintf(detail, sizeof detail, "%s", m->err);
            mem_free(&m->alloc, name);
            return model_fail(m, st, "split %d of %d: %s", i + 1, (int)count, detail);
        }
        m->n_files = i + 1;
        for (uint64_t t = 0; t < m->files[i].n_tensors; t++) { /* a name in two splits is ambiguous */
            const str_view nm = m->files[i].tensors[t].name;
            for (int j = 0; j < i; j++) {
                char buf[256];
                snprintf(buf, sizeof buf, "%.*s", (int)MOE_MIN(nm.len, 255), nm.ptr);
                if (gguf_find_tensor(&m->files[j], buf)) {
                    mem_free(&m->alloc, name);
                    return model_fail(m, MOE_ERR_FORMAT, "tensor '%s' appears twice: in split %d and split %d", buf, j + 1, i + 1);
                }
            }
        }
    }
    mem_free(&m->alloc, name);
    return MOE_OK;
}

static moe_status model_load(moe_model *m, const char *path) {
    m->files = (gguf_file *)mem_calloc(&m->alloc, 1, sizeof(gguf_file));
    if (!m->files) return model_fail(m, MOE_ERR_NOMEM, "out of memory");
    moe_status st = gguf_open(&m->files[0], path, &m->alloc, m->err, sizeof m->err);
    if (st != MOE_OK) {
        log_msg(&m->log, MOE_LOG_ERROR, "%s", m->err);
        return st;
    }
    m->n_files = 1;
    if ((st = model_open_splits(m, path)) != MOE_OK) return st;
    for (int i = 0; i < m->n_files && !m->vocab_only; i++) map_advise_willneed(&m->files[i].map);
    str_view arch;
    int r = gguf_get_str(&m->files[0], "general.architecture", &arch);
    if (r != 1) return model_fail(m, MOE_ERR_FORMAT, "metadata key 'general.architecture' is %s", r ? "not a string" : "missing");
    snprintf(m->arch_name, sizeof m->arch_name, "%.*s", (int)MOE_MIN(arch.len, 63), arch.ptr);
    if ((st = model_load_vocab(m)) != MOE_OK) return st;
    if (m->vocab_only) return MOE_OK;
    for (size_t i = 0; i < sizeof arch_table / sizeof arch_table[0]; i++)
        if (strcmp(arch_table[i].name, m->arch_name) == 0) m->arch = &arch_table[i];
    if (!m->arch) return model_fail(m, MOE_ERR_UNSUPPORTED, "architecture '%s' is not supported", m->arch_name);
    for (int i = 0; i < m->n_files; i++)
        for (uint64_t j = 0; j < m->files[i].n_tensors; j++) m->file_bytes += m->files[i].tensors[j].n_bytes;
    if ((st = model_load_hparams(m)) != MOE_OK) return st;
    return model_bind(m);
}

/* ------------------------------------------------------------------------------------------------
 * cpu ops: each op is a thread-pool task over a plain struct of arguments. Matrix products take
 * activations already rounded to the weight type's vec_dot_type (once per layer input, shared by
 * every matrix and every expert that reads it) and run on the packed blocks in the map.
 * ---------------------------------------------------------------------------------------------- */

/* One matrix times a set of activation rows: out[out_rows[i]][r] = W[r] . act[act_rows[i]] (+ bias[r]). */
typedef struct mm_job {
    const uint8_t *w;        /* row r at w + r * w_row_bytes */
    size_t w_row_bytes;
    uint32_t type;
    int n_in, n_out;
    const uint8_t *act;      /* activation rows in the vec_dot_type of `type` */
    size_t act_stride;
    const int32_t *act_rows; /* NULL: 0..n_rows-1 */
    float *out;
    size_t out_stride;       /* floats */
    const int32_t *out_rows; /* NULL: 0..n_rows-1 */
    const float *bias;       /* {n_out} or NULL */
    int n_rows;
} mm_job;

/* Rows per work chunk: a multiple of the panel height (16), at most MM_PANEL_CHUNK_MAX with several
 * tokens and MM_DECODE_CHUNK_MAX with one; bytes of weight rows requested ahead of the one being computed
 * with one token by a dot per row (types without a tile for one token; measured: 2 KiB). */
enum { MM_CHUNK_ROWS = 16, MM_PANEL_CHUNK_MAX = 128, MM_DECODE_CHUNK_MAX = 1024, MM_PREFETCH_BYTES = 2048 };
/* A thread takes at most 1 / (MM_GUIDED_SPLIT * threads) of the rows left (mm_chunk_size) */
enum { MM_GUIDED_SPLIT = 2 };
/* Panels (16 rows side by side) from this many tokens on: below it, weights that come from memory stream
 * better through the 4-row tiles (measured) */
enum { MM_PANEL_MIN_ROWS = 4 };
/* Tokens per panel call: a kernel that unpacks its 16 rows once for all of them (Q4_K) reuses the unpacked
 * weights over this many; their activations (2.3 KB a token at 2048 inputs in Q8_K) stay in L2. */
enum { MM_PANEL_TOKENS = 64 };

/* Several jobs in one dispatch (q/k/v, or the gate and up products of every active expert), so
 * threads balance across them and synchronise once. The jobs' rows are numbered one after the other;
 * the task's counter is the first row nobody has taken. */
typedef struct mm_batch {
    const mm_job *jobs;
    int n_jobs, n_threads;
    int chunk_max;           /* rows a thread takes at most at once */
    int *row_end;            /* prefix sums of the jobs' rows (0 for a job without tokens) */
} mm_batch;

/* Weight rows to request ahead of the one being computed with one token: about MM_PREFETCH_BYTES. */
static int mm_rows_ahead(const mm_job *j) { return (int)((MM_PREFETCH_BYTES + j->w_row_bytes - 1) / j->w_row_bytes); }

/* Requests the job's weight rows [r, r + n), clipped to the chunk's end r1. */
static void mm_prefetch_rows(const mm_job *j, int r, int n, int r1) {
    if (r < r1) prefetch_bytes(j->w + (size_t)r * j->w_row_bytes, (size_t)MOE_MIN(n, r1 - r) * j->w_row_bytes);
}

/* Several tokens: panels of 16 rows by up to MM_PANEL_TOKENS tokens where the type has them and there are enough
 * tokens, else tiles of 4 tokens (outer: their activation blocks stay in L1) by 4 rows. One token (decode):
 * the type's run-of-rows kernel where it has one (rows_one_table), else tiles of 4 rows; either requests the
 * lines ahead as it goes, so the thread's run of rows streams from memory.
 * A type with a panel kernel has a tile kernel too. */
static void mm_rows_tiled(const mm_job *j, int r0, int r1, vec_dot_tile_fn tile) {
    if (j->n_rows == 1) {
        const uint8_t *act = j->act + (size_t)(j->act_rows ? j->act_rows[0] : 0) * j->act_stride;
        float *o = j->out + (size_t)(j->out_rows ? j->out_rows[0] : 0) * j->out_stride, v[16];
        /* one stream per thread does not keep enough reads in flight to fill the memory bus: each tile
         * requests the lines ahead as it goes (tile_prefetch_step), the first tile's are requested here */
        mm_prefetch_rows(j, r0, TILE_PREFETCH_ROWS, r1);
        const vec_dot_rows_fn rows = rows_one_table[j->type];
        if (rows) {
            rows(j->w + (size_t)r0 * j->w_row_bytes, j->w_row_bytes, act, r1 - r0, j->n_in, o + r0);
            if (j->bias) for (int r = r0; r < r1; r++) o[r] += j->bias[r];
            return;
        }
        for (int r = r0; r < r1; r += 4) {
            const int nr = MOE_MIN(4, r1 - r);
            tile(j->w + (size_t)r * j->w_row_bytes, j->w_row_bytes, &act, nr, 1, j->n_in, v);
            for (int k = 0; k < nr; k++) o[r + k] = j->bias ? v[4 * k] + j->bias[r + k] : v[4 * k];
        }
        return;
    }
    const vec_dot_panel_fn panel = panel_table[j->type];
    if (panel && j->n_rows >= MM_PANEL_MIN_ROWS) {
        for (int t0 = 0; t0 < j->n_rows; t0 += MM_PANEL_TOKENS) {
            const int nt = MOE_MIN(MM_PANEL_TOKENS, j->n_rows - t0);
            const uint8_t *act[MM_PANEL_TOKENS];
            float *o[MM_PANEL_TOKENS];
            for (int t = 0; t < nt; t++) {
                const int i = t0 + t;
                act[t] = j->act + (size_t)(j->act_rows ? j->act_rows[i] : i) * j->act_stride;
                o[t] = j->out + (size_t)(j->out_rows ? j->out_rows[i] : i) * j->out_stride;
            }
            for (int r = r0; r < r1; r += 16) {
                const int nr = MOE_MIN(16, r1 - r);
                /* the outputs are rows of large buffers (every token's expert outputs): their lines are
                 * requested while the panel computes, so its stores do not wait on misses */
                float *dst[MM_PANEL_TOKENS];
                for (int t = 0; t < nt; t++) prefetch_write(dst[t] = o[t] + r);
                panel(j->w + (size_t)r * j->w_row_bytes, j->w_row_bytes, act, nr, nt, j->n_in, dst);
                if (j->bias)
                    for (int t = 0; t < nt; t++)
                        for (int k = 0; k < nr; k++) dst[t][k] += j->bias[r + k];
            }
        }
        return;
    }
    for (int t0 = 0; t0 < j->n_rows; t0 += 4) {
        const int nt = MOE_MIN(4, j->n_rows - t0);
        const uint8_t *act[4];
        float *o[4];
        for (int t = 0; t < nt; t++) {
            const int i = t0 + t;
            act[t] = j->act + (size_t)(j->act_rows ? j->act_rows[i] : i) * j->act_stride;
            o[t] = j->out + (size_t)(j->out_rows ? j->out_rows[i] : i) * j->out_stride;
        }
        for (int r = r0; r < r1; r += 4) {
            const int nr = MOE_MIN(4, r1 - r);
            float v[16];
            tile(j->w + (size_t)r * j->w_row_bytes, j->w_row_bytes, act, nr, nt, j->n_in, v);
            for (int k = 0; k < nr; k++) {
                const float b = j->bias ? j->bias[r + k] : 0.f;
                for (int t = 0; t < nt; t++) o[t][r + k] = j->bias ? v[4 * k + t] + b : v[4 * k + t];
            }
        }
    }
}

static void mm_rows(const mm_job *j, int r0, int r1) {
    const vec_dot_fn dot = type_table[j->type].dot;
    if (tile_table[j->type] && (j->n_rows > 1 || tile_one_token[j->type] || rows_one_table[j->type])) {
        mm_rows_tiled(j, r0, r1, tile_table[j->type]);
        return;
    }
    const int ahead = j->n_rows == 1 ? mm_rows_ahead(j) : 0; /* one token: as mm_rows_tiled */
    if (ahead) mm_prefetch_rows(j, r0, ahead, r1);
    for (int r = r0; r < r1; r++) {
        const uint8_t *wr = j->w + (size_t)r * j->w_row_bytes;
        const float b = j->bias ? j->bias[r] : 0.f;
        if (ahead) mm_prefetch_rows(j, r + ahead, 1, r1);
        for (int i = 0; i < j->n_rows; i++) {
            const uint8_t *a = j->act + (size_t)(j->act_rows ? j->act_rows[i] : i) * j->act_stride;
            float *o = j->out + (size_t)(j->out_rows ? j->out_rows[i] : i) * j->out_stride;
            o[r] = j->bias ? dot(wr, a, j->n_in) + b : dot(wr, a, j->n_in);
        }
    }
}

/* Rows to take from `left` rows not yet taken: a share of them (guided scheduling), a multiple of the
 * panel height between MM_CHUNK_ROWS and chunk_max. Long runs while much is left keep each thread's
 * stream going; short ones at the end let the threads finish together. */
static int mm_chunk_size(const mm_batch *b, int left) {
    const int share = left / (MM_GUIDED_SPLIT * b->n_threads) / MM_CHUNK_ROWS * MM_CHUNK_ROWS;
    return MOE_MAX(MM_CHUNK_ROWS, MOE_MIN(b->chunk_max, share));
}

static void mm_task(void *arg, int ith, work_counter *next) {
    mm_batch *b = (mm_batch *)arg;
    (void)ith;
    const int total = b->row_end[b->n_jobs - 1];
    int job = 0, pos = counter_load(next); /* the counter only grows, so each thread's chunks come in increasing order */
    while (pos < total) {
        while (pos >= b->row_end[job]) job++;
        /* a chunk ends at its job's end, so chunks start at multiples of MM_CHUNK_ROWS within their job */
        const int first = job ? b->row_end[job - 1] : 0, end = MOE_MIN(pos + mm_chunk_size(b, total - pos), b->row_end[job]);
        if (!counter_claim(next, &pos, end)) continue; /* another thread took rows from pos: pos now says where it stopped */
        mm_rows(&b->jobs[job], pos - first, end - first);
        pos = counter_load(next);
    }
}

/* Rounds activation rows to a weight type's vec_dot_type. */
typedef struct quant_args {
    const float *src;
    size_t src_stride;
    uint8_t *dst;
    size_t dst_stride;
    int n_rows, n;
    from_float_fn encode;
} quant_args;

static void quant_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const quant_args *q = (const quant_args *)arg;
    for (int i; (i = counter_next(next)) < q->n_rows;)
        q->encode(q->src + (size_t)i * q->src_stride, q->dst + (size_t)i * q->dst_stride, q->n);
}

/* ---- the context: KV cache and every scratch buffer, allocated once ---- */

typedef struct act_rows { const uint8_t *data; size_t stride; uint32_t type; } act_rows;

typedef struct backend backend;

struct moe_context {
    moe_model *model;
    const backend *be;
    char err[ERR_SIZE];
    int n_ctx, n_batch, kv_type, n_past;
    uint64_t n_evaluated;
    thread_pool pool;
    int pool_started;
    /* KV cache: per layer [n_ctx][n_head_kv * head_dim], F16 or F32 */
    uint8_t *k_cache, *v_cache;
    size_t kv_row_bytes, kv_layer_bytes;
    /* activations, [n_batch][width] */
    float *x, *xn, *q, *k, *v, *att, *tmp;
    float *rope_cos, *rope_sin;      /* [n_batch][n_rot / 2] */
    float *scores;                   /* [n_threads][scores_stride]: attention scores, routing scratch */
    size_t scores_stride;
    float *q_abs, *lat;              /* latent attention: [n_batch * n_head][kv_lora_rank] */
    int32_t *head_rows;              /* [n_head][n_batch]: row t * n_head + h of head h's token t */
    uint8_t *act_in, *act_hidden;    /* rounded activations: layer input, FFN hidden */
    /* experts */
    float *router;                   /* [n_batch][n_expert] */
    int32_t *sel;                    /* [n_batch][n_used] chosen experts */
    float *sel_w;                    /* [n_batch][n_used] their weights */
    int32_t *pair_sorted, *tok_sorted; /* (token, slot) pairs grouped by expert, and their tokens */
    int32_t *expert_start;           /* [n_expert + 1] */
    float *hg, *hu;                  /* [n_batch * n_used][ffn width] */
    float *y;                        /* [n_batch * n_used][n_embd] expert outputs */
    float *shexp_scale;              /* [n_batch] */
    /* hybrid models. Gated attention: the [q|gate] rows. Recurrent state per sequence, beside the
     * KV cache: per recurrent layer the last conv_kernel-1 conv inputs of every channel, and the
     * DeltaNet state (value heads x d x d) or the Mamba-2 state (heads x head dim x d_state). */
    float *qg;                       /* [n_batch][2 * n_head * head_dim] */
    float *conv_state, *ssm_state;   /* [n_rs_layers][(d_conv - 1) * rs_channels], [n_rs_layers][rs_state] */
    size_t rs_channels, rs_state, rs_in;
    float *rs_xin, *rs_xc;           /* [n_batch][rs_in]: input projection, conv output */
    float *rs_z, *rs_ab, *rs_y;      /* [n_batch][.]: output gate, per-head gates, mixer output */
    float *dn_scratch;               /* [n_threads][dn_stride]: the chunked delta rule (DeltaNet, n_batch >= 16) */
    size_t dn_stride;
    mm_job *jobs;
    int *row_end;                    /* [max_jobs]: run_jobs' prefix sums of rows */
    int max_jobs;
    /* logits */
    float *logits;
    int logits_cap, n_logits;        /* rows allocated, rows valid */
    int logits_first;                /* token index (in the last eval) of row 0 */
    struct vk_ctx *vk;               /* the context's GPU buffers when the backend is Vulkan */
};

/* The backend contract: a backend evaluates n tokens at positions n_past.. and writes the logits
 * of tokens [n - n_out, n) to `logits`. The CPU backend always exists; the Vulkan backend fills
 * the same slot. */
struct backend {
    const char *name;
    moe_status (*forward)(moe_context *ctx, const int32_t *tokens, int n, int n_out, float *logits);
};

static void run_quant(moe_context *c, const float *src, size_t src_stride, int n_rows, int n, uint32_t vdt,
                      uint8_t *dst, act_rows *out) {
    out->type = vdt;
    if (vdt == T_F32) { /* F32 weights read the floats as they are */
        out->data = (const uint8_t *)src;
        out->stride = src_stride * sizeof(float);
        return;
    }
    quant_args q = { src, src_stride, dst, (size_t)type_row_bytes(vdt, (uint64_t)n), n_rows, n, type_table[vdt].from_float };
    pool_run(&c->pool, quant_task, &q);
    out->data = dst;
    out->stride = q.dst_stride;
}

/* Rounds rows for a weight tensor, reusing `have` when it already is in the right type. */
static const act_rows *act_for(moe_context *c, const gguf_tensor *w, const float *src, int n_rows, uint8_t *buf,
                               act_rows *have) {
    uint32_t vdt = type_table[w->type].vec_dot_type;
    if (!have->data || have->type != vdt) run_quant(c, src, (size_t)w->ne[0], n_rows, (int)w->ne[0], vdt, buf, have);
    return have;
}

static mm_job mm_make(const gguf_tensor *w, int expert, const act_rows *a, const int32_t *act_idx,
                      float *out, size_t out_stride, const int32_t *out_idx, const float *bias, int n_rows) {
    mm_job j;
    j.type = w->type;
    j.n_in = (int)w->ne[0];
    j.n_out = (int)w->ne[1];
    j.w_row_bytes = (size_t)type_row_bytes(w->type, w->ne[0]);
    j.w = w->data + (size_t)expert * j.w_row_bytes * (size_t)w->ne[1];
    j.act = a->data;
    j.act_stride = a->stride;
    j.act_rows = act_idx;
    j.out = out;
    j.out_stride = out_stride;
    j.out_rows = out_idx;
    j.bias = bias;
    j.n_rows = n_rows;
    return j;
}

/* Runs of consecutive rows per thread keep its stream going (one token: the hardware prefetcher and the
 * kernels' requests ahead; several: each panel requests the next panel's first rows, useless at a chunk's
 * end, where the next rows are probably another thread's). Measured with fixed chunks (Qwen3 12-layer
 * Q4_K pp512, 2 threads, medians of 4 interleaved): 16 rows 303, 32 rows 327, 64 354, 128 389, 256 387
 * t/s; one token (tg64, medians of 5-6 interleaved): at most 256 rows 65.2 t/s (Qwen3), 54.6 (OLMoE
 * Q4_0), 38.8 (OLMoE Q8_0); at most 1024: 68.7, 56.3, 39.9 (the output head 47-50 -> 51-52 GB/s);
 * 4096: 68.2, 55.0, 40.1. Fixed chunks that long left one thread waiting up to a chunk at the end of
 * each product (the experts' gate and up: 33 us of 340 on average); the guided sizes end with short ones
 * (13 us on average, median 0.8 us: the rest is rare stalls of the host). */
static void run_jobs(moe_context *c, int n_jobs) {
    if (n_jobs == 0) return;
    mm_batch b;
    b.jobs = c->jobs;
    b.n_jobs = n_jobs;
    b.n_threads = MOE_MAX(c->pool.n_threads, 1);
    b.row_end = c->row_end;
    int total = 0, several = 0;
    for (int i = 0; i < n_jobs; i++) {
        several |= c->jobs[i].n_rows > 1;
        total += c->jobs[i].n_rows > 0 ? c->jobs[i].n_out : 0;
        c->row_end[i] = total;
    }
    b.chunk_max = several ? MM_PANEL_CHUNK_MAX : MM_DECODE_CHUNK_MAX;
    if (total) pool_run(&c->pool, mm_task, &b);
}

static const float *vec_f32(const gguf_tensor *t) { return t ? (const float *)(const void *)t->data : NULL; }

/* ---- elementwise and row ops ---- */

typedef struct norm_args {
    const float *src;
    float *dst;
    const float *weight;
    int n_rows, n, stride; /* rows of n values, `stride` floats apart (in place allowed) */
    float eps;
} norm_args;

/* RMS norm as ggml computes it: the sum of squares in double, then x * scale, then * weight. */
static void rms_norm_row(const float *x, float *y, const float *w, int n, float eps) { vec_rms_norm(x, y, w, n, eps); }

static void norm_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const norm_args *a = (const norm_args *)arg;
    for (int i; (i = counter_next(next)) < a->n_rows;)
        rms_norm_row(a->src + (size_t)i * a->stride, a->dst + (size_t)i * a->stride, a->weight, a->n, a->eps);
}

static void run_norm(moe_context *c, const float *src, float *dst, const gguf_tensor *w, int n_rows, int n, int stride) {
    norm_args a = { src, dst, vec_f32(w), n_rows, n, stride, c->model->hp.rms_eps };
    pool_run(&c->pool, norm_task, &a);
}

/* YaRN's ramp between the interpolated and the extrapolated frequency of pair i0/2 (ggml). */
static float yarn_ramp(float low, float high, int i0) {
    const float y = ((float)i0 / 2 - low) / MOE_MAX(0.001f, high - low);
    return 1.0f - MOE_MIN(1.0f, MOE_MAX(0.0f, y));
}

static float yarn_corr_dim(int n_dims, int n_ctx_orig, float n_rot, float base) {
    return (float)n_dims * logf((float)n_ctx_orig / (n_rot * 2 * 3.14159265358979323846f)) / (2 * logf(base));
}

/* Angles as ggml accumulates them: theta_i = pos * base^(-2i/n_rot), by repeated multiplication;
 * with YaRN, blended with theta/factor by a ramp over the pair index, and cos/sin scaled by
 * attn_factor * (1 + 0.1 ln factor). deepseek2 passes attn_factor = 1 / (1 + 0.1 ln factor) (its
 * scaling goes into the attention scale instead). */
static void rope_tables(moe_context *c, int n) {
    const hparams *hp = &c->model->hp;
    const int half = hp->n_rot / 2;
    const float theta_scale = powf(hp->rope_base, -2.0f / (float)hp->n_rot);
    float freq_scale = 1.0f, ext = 0.0f, mscale = 1.0f, lo = 0, hi = 0;
    if (hp->yarn_factor > 0) {
        freq_scale = 1.0f / hp->yarn_factor;
        ext = 1.0f;
        const float attn_factor = c->model->arch->attn == ATTN_MLA ? 1.0f / (1.0f + 0.1f * logf(1.0f / freq_scale)) : 1.0f;
        mscale = attn_factor * (1.0f + 0.1f * logf(1.0f / freq_scale));
        lo = MOE_MAX(0.0f, floorf(yarn_corr_dim(hp->n_rot, hp->yarn_orig_ctx, 32.0f, hp->rope_base)));
        hi = MOE_MIN((float)(hp->n_rot - 1), ceilf(yarn_corr_dim(hp->n_rot, hp->yarn_orig_ctx, 1.0f, hp->rope_base)));
    }
    const int *sec = hp->rope_sections, sec_sum = sec[0] + sec[1] + sec[2] + sec[3];
    for (int t = 0; t < n; t++) {
        float theta_extrap = (float)(c->n_past + t);
        for (int i = 0; i < half; i++) {
            float theta = freq_scale * theta_extrap;
            if (c->model->arch->rope == ROPE_IMROPE) { /* pairs outside the t/h/w sections take position 0 */
                const int k = i % sec_sum;
                if (!((k % 3 == 0 && k < 3 * sec[0]) || (k % 3 == 1 && k < 3 * sec[1]) || (k % 3 == 2 && k < 3 * sec[2])))
                    theta = 0.0f;
            }
            if (ext != 0.0f) {
                const float mix = yarn_ramp(lo, hi, 2 * i) * ext;
                theta = theta * (1 - mix) + theta_extrap * mix;
            }
            c->rope_cos[(size_t)t * half + i] = cosf(theta) * mscale;
            c->rope_sin[(size_t)t * half + i] = sinf(theta) * mscale;
            theta_extrap *= theta_scale;
        }
    }
}

static void rope_head(float *x, const float *cs, const float *sn, int n_rot, int mode) {
    const int half = n_rot / 2;
    for (int i = 0; i < half; i++) {
        const int i0 = mode != ROPE_NORM ? i : 2 * i, i1 = mode != ROPE_NORM ? i + half : 2 * i + 1;
        const float x0 = x[i0], x1 = x[i1];
        x[i0] = x0 * cs[i] - x1 * sn[i];
        x[i1] = x0 * sn[i] + x1 * cs[i];
    }
}

/* q/k normalisation and rotation of every head of every token. */
typedef struct qk_args { moe_context *c; const layer_weights *L; int n; } qk_args;

static void qk_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const qk_args *a = (const qk_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int hd = hp->head_dim, H = hp->n_head, Hkv = hp->n_head_kv, half = hp->n_rot / 2;
    const int mode = c->model->arch->rope, qkn = c->model->arch->qk_norm;
    for (int t; (t = counter_next(next)) < a->n;) {
        float *q = c->q + (size_t)t * H * hd, *k = c->k + (size_t)t * Hkv * hd;
        if (qkn == QK_NORM_FULL) {
            rms_norm_row(q, q, vec_f32(a->L->q_norm), H * hd, hp->rms_eps);
            rms_norm_row(k, k, vec_f32(a->L->k_norm), Hkv * hd, hp->rms_eps);
        }
        const float *cs = c->rope_cos + (size_t)t * half, *sn = c->rope_sin + (size_t)t * half;
        for (int h = 0; h < H; h++) {
            if (qkn == QK_NORM_HEAD) rms_norm_row(q + h * hd, q + h * hd, vec_f32(a->L->q_norm), hd, hp->rms_eps);
            if (mode != ROPE_NONE) rope_head(q + h * hd, cs, sn, hp->n_rot, mode);
        }
        for (int h = 0; h < Hkv; h++) {
            if (qkn == QK_NORM_HEAD) rms_norm_row(k + h * hd, k + h * hd, vec_f32(a->L->k_norm), hd, hp->rms_eps);
            if (mode != ROPE_NONE) rope_head(k + h * hd, cs, sn, hp->n_rot, mode);
        }
    }
}

/* Writes the batch's k and v rows into the cache at positions n_past.. */
static void kv_store(moe_context *c, int il, int n) {
    const int kv_dim = c->model->hp.n_head_kv * c->model->hp.head_dim;
    uint8_t *kl = c->k_cache + (size_t)il * c->kv_layer_bytes;
    uint8_t *vl = c->v_cache ? c->v_cache + (size_t)il * c->kv_layer_bytes : NULL; /* latent attention: keys only */
    for (int t = 0; t < n; t++) {
        const size_t off = (size_t)(c->n_past + t) * c->kv_row_bytes;
        if (c->kv_type == MOE_KV_F32) {
            memcpy(kl + off, c->k + (size_t)t * kv_dim, c->kv_row_bytes);
            if (c->v_cache) memcpy(vl + off, c->v + (size_t)t * kv_dim, c->kv_row_bytes);
        } else {
            type_table[T_F16].from_float(c->k + (size_t)t * kv_dim, kl + off, kv_dim);
            if (c->v_cache) type_table[T_F16].from_float(c->v + (size_t)t * kv_dim, vl + off, kv_dim);
        }
    }
}

typedef struct attn_args { moe_context *c; const layer_weights *L; int il, n, heads, tokens; } attn_args;

/* Softmax of s[0..n) in place, with an optional sink logit in the denominator (gpt-oss), as ggml's
 * soft_max: the max over all, the sum in double. */
static void softmax_with_sink(float *s, int n, const float *sink) {
    float mx = sink ? *sink : -INFINITY;
    for (int j = 0; j < n; j++) mx = MOE_MAX(mx, s[j]);
    double sum = vec_exp_sum(s, n, mx);
    if (sink) sum += expf(*sink - mx);
    const float inv = (float)(1.0 / sum);
    for (int j = 0; j < n; j++) s[j] *= inv;
}

/* Attention work items: a run of query heads that share a KV head (GQA) for a block of query tokens,
 * so each key and value row is converted once for all of them and the products are small matrix
 * products (query rows x key rows, probabilities x value rows). Keys go ATTN_KEYS at a time. Blocks of
 * 8 tokens rather than 4 halve the key and value conversions (Qwen3 pp512, perf: the F16 conversions
 * 1.1% -> 0.7% of the time, attention as a whole 17% -> 15% of the Q4_K panel's time). */
enum { ATTN_KEYS = 16, ATTN_MAX_TOKENS = 8 };
#define ATTN_SCORE_BUDGET ((size_t)1 << 20) /* score floats per thread that allow blocks of tokens */

/* Query tokens per item for a context of n_ctx: blocks while their scores fit the budget. */
static int attn_tokens_per_item(const hparams *hp, int n_ctx) {
    const size_t group = (size_t)(hp->n_head / MOE_MAX(hp->n_head_kv, 1));
    const size_t fit = ATTN_SCORE_BUDGET / (group * ((size_t)n_ctx + 1));
    return (int)MOE_MAX(1, MOE_MIN((size_t)ATTN_MAX_TOKENS, fit));
}

/* Scratch floats per thread: the scores of every query row of an item, a step of key or value rows,
 * the item's queries and its outputs. */
static size_t attn_scratch_floats(const hparams *hp, int n_ctx) {
    const size_t rows = (size_t)(hp->n_head / MOE_MAX(hp->n_head_kv, 1)) * (size_t)attn_tokens_per_item(hp, n_ctx);
    return rows * ((size_t)n_ctx + 1) + (ATTN_KEYS + 2 * rows) * (size_t)hp->head_dim;
}

/* Query heads per item: all the heads of a KV head, unless that leaves too few items for the
 * threads (decode of one token). */
static int attn_heads_per_item(const moe_context *c, int n, int tokens) {
    const hparams *hp = &c->model->hp;
    const int64_t blocks = (n + tokens - 1) / tokens;
    int heads = hp->n_head / hp->n_head_kv;
    while (heads % 2 == 0 && blocks * (hp->n_head / heads) < 4 * (int64_t)c->pool.n_threads) heads /= 2;
    return heads;
}

/* Rounds n floats to F16 values in place (halves: scratch of n_tmp halves). */
static void round_f16(float *x, int n, void *halves, int n_tmp) {
    for (int j = 0; j < n; j += n_tmp) {
        const int m = MOE_MIN(n_tmp, n - j);
        type_table[T_F16].from_float(x + j, halves, m);
        type_table[T_F16].to_float(halves, x + j, m);
    }
}

/* Causal attention over the keys the layer sees (all, or a sliding window). With an F16 cache, q and
 * the probabilities are rounded to F16 as ggml does when it multiplies them with F16 keys and
 * values. Row m of an item is token m / G, head h0 + m % G. */
static void attn_task(void *arg, int ith, work_counter *next) {
    const attn_args *a = (const attn_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int hd = hp->head_dim, H = hp->n_head, group = H / hp->n_head_kv, G = a->heads, runs = H / G, TB = a->tokens;
    const int n_blocks = (a->n + TB - 1) / TB;
    const float scale = hp->attn_scale != 0.0f ? hp->attn_scale : 1.0f / sqrtf((float)hd);
    const int f16 = c->kv_type != MOE_KV_F32, direct = f16 && attn_qk_h && attn_pv_h && hd % 32 == 0;
    const type_info *kvt = &type_table[f16 ? T_F16 : T_F32];
    const size_t head_bytes = (size_t)hd * (f16 ? 2 : 4), ss = (size_t)c->n_ctx + 1;
    const uint8_t *kl = c->k_cache + (size_t)a->il * c->kv_layer_bytes, *vl = c->v_cache + (size_t)a->il * c->kv_layer_bytes;
    const float *sinks = vec_f32(a->L->sinks);
    float *s = c->scores + (size_t)ith * c->scores_stride;
    float *rows = s + (size_t)G * TB * ss, *qf = rows + (size_t)ATTN_KEYS * hd, *of = qf + (size_t)G * TB * hd;
    for (int item; (item = counter_next(next)) < n_blocks * runs;) {
        const int t0 = (item / runs) * TB, nt = MOE_MIN(TB, a->n - t0), h0 = (item % runs) * G, kvh = h0 / group, M = nt * G;
        const int hi = c->n_past + t0 + nt - 1, lo = a->L->swa ? MOE_MAX(0, c->n_past + t0 - hp->sliding_window + 1) : 0;
        for (int tt = 0; tt < nt; tt++) /* queries, as ggml's F16 vec_dot_type sees them with an F16 cache */
            memcpy(qf + (size_t)tt * G * hd, c->q + (size_t)(t0 + tt) * H * hd + (size_t)h0 * hd, sizeof(float) * (size_t)G * hd);
        if (f16) round_f16(qf, M * hd, rows, ATTN_KEYS * hd * 2);
        for (int j0 = lo; j0 <= hi; j0 += ATTN_KEYS) {
            const int nk = MOE_MIN(ATTN_KEYS, hi - j0 + 1);
            const uint8_t *k0 = kl + (size_t)j0 * c->kv_row_bytes + (size_t)kvh * head_bytes;
            if (direct) {
                attn_qk_h(qf, M, (const uint16_t *)(const void *)k0, c->kv_row_bytes / 2, nk, hd, scale, s + (j0 - lo), ss);
                continue;
            }
            for (int j = 0; j < nk; j++) kvt->to_float(k0 + (size_t)j * c->kv_row_bytes, rows + (size_t)j * hd, hd);
            attn_qk(qf, M, rows, nk, hd, scale, s + (j0 - lo), ss);
        }
        for (int m = 0; m < M; m++) { /* softmax over the keys token m / G sees; the others weigh 0 */
            const int pos = c->n_past + t0 + m / G, first = a->L->swa ? MOE_MAX(0, pos - hp->sliding_window + 1) : 0;
            float *sm = s + (size_t)m * ss;
            for (int j = 0; j < first - lo; j++) sm[j] = 0.0f;
            for (int j = pos + 1 - lo; j <= hi - lo; j++) sm[j] = 0.0f;
            softmax_with_sink(sm + (first - lo), pos - first + 1, sinks ? &sinks[h0 + m % G] : NULL);
            if (f16) round_f16(sm + (first - lo), pos - first + 1, rows, ATTN_KEYS * hd * 2); /* ggml's KQ as F16 */
        }
        memset(of, 0, sizeof(float) * (size_t)M * hd);
        for (int j0 = lo; j0 <= hi; j0 += ATTN_KEYS) {
            const int nk = MOE_MIN(ATTN_KEYS, hi - j0 + 1);
            const uint8_t *v0 = vl + (size_t)j0 * c->kv_row_bytes + (size_t)kvh * head_bytes;
            if (direct) {
                attn_pv_h(s + (j0 - lo), ss, M, (const uint16_t *)(const void *)v0, c->kv_row_bytes / 2, nk, hd, of);
                continue;
            }
            for (int j = 0; j < nk; j++) kvt->to_float(v0 + (size_t)j * c->kv_row_bytes, rows + (size_t)j * hd, hd);
            attn_pv(s + (j0 - lo), ss, M, rows, nk, hd, of);
        }
        for (int tt = 0; tt < nt; tt++)
            memcpy(c->att + (size_t)(t0 + tt) * H * hd + (size_t)h0 * hd, of + (size_t)tt * G * hd, sizeof(float) * (size_t)G * hd);
    }
}

typedef struct swiglu_args {
    float *g;
    const float *u;
    int n_rows, n, act;
    from_float_fn encode; /* non-NULL: each row is then rounded for the down product, into dst */
    uint8_t *dst;
    size_t dst_stride;
} swiglu_args;

/* g <- silu(g) * u; relu(g)^2 (g holds the up product: no gate); or gpt-oss's clamped form: g' = min(g, 7), u' = clamp(u, -7, 7),
 * g' * sigmoid(1.702 g') * (u' + 1). */
static void swiglu_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const swiglu_args *a = (const swiglu_args *)arg;
    for (int i; (i = counter_next(next)) < a->n_rows;) {
        float *g = a->g + (size_t)i * a->n;
        const float *u = a->u + (size_t)i * a->n;
        if (a->act == ACT_RELU2)
            for (int j = 0; j < a->n; j++) { const float x = g[j] > 0.0f ? g[j] : 0.0f; g[j] = x * x; }
        else if (a->act == ACT_SWIGLU_OAI)
            for (int j = 0; j < a->n; j++) {
                const float x = MOE_MIN(g[j], 7.0f), y = MOE_MAX(MOE_MIN(u[j], 7.0f), -7.0f);
                g[j] = x / (1.0f + expf(-1.702f * x)) * (y + 1.0f);
            }
        else
            vec_silu_mul(g, u, a->n);
        if (a->encode) a->encode(g, a->dst + (size_t)i * a->dst_stride, a->n); /* while the row is in L1 */
    }
}

/* The FFN's activation (g <- act(g, u)) on n_rows rows of F, rounded for `down` in the same pass: the
 * hidden rows are not read back from memory by a separate rounding pass. h: the rounded rows. */
static void swiglu_round(moe_context *c, int n_rows, int F, const gguf_tensor *down, act_rows *h) {
    const uint32_t vdt = type_table[down->type].vec_dot_type;
    swiglu_args sa = { c->hg, c->hu, n_rows, F, c->model->arch->act, NULL, c->act_hidden, (size_t)type_row_bytes(vdt, (uint64_t)F) };
    if (vdt != T_F32) sa.encode = type_table[vdt].from_float;
    pool_run(&c->pool, swiglu_task, &sa);
    h->type = vdt;
    h->data = vdt == T_F32 ? (const uint8_t *)c->hg : c->act_hidden;
    h->stride = vdt == T_F32 ? (size_t)F * sizeof(float) : sa.dst_stride;
}

/* ---- routing ---- */

/* One token's routing, as llama.cpp's build_moe_ffn computes it: scores (softmax or sigmoid of the
 * logits), an optional bias added only to choose (DeepSeek-V3), group-limited choice, top k (ties:
 * lower expert id first), weights from the unbiased scores, renormalised and scaled as asked.
 * gpt-oss instead takes the top k of the raw logits and a softmax over those k. */
typedef struct route_params {
    int n_expert, k, gating, renorm, n_group, n_group_used;
    float scale;
    const float *select_bias;
} route_params;

static void softmax_inplace(float *x, int n) {
    float mx = -INFINITY;
    for (int i = 0; i < n; i++) mx = MOE_MAX(mx, x[i]);
    double sum = 0;
    for (int i = 0; i < n; i++) { x[i] = expf(x[i] - mx); sum += x[i]; }
    const float inv = (float)(1.0 / sum);
    for (int i = 0; i < n; i++) x[i] *= inv;
}

static int top_index(const float *x, int n, const int32_t *taken, int n_taken) {
    int best = -1;
    for (int e = 0; e < n; e++) {
        int skip = 0;
        for (int j = 0; j < n_taken; j++) skip |= taken[j] == e;
        if (!skip && (best < 0 || x[e] > x[best])) best = e;
    }
    return best;
}

/* Keeps the n_group_used groups whose two best choice scores sum highest; masks the others. */
static void mask_groups(float *choice, const route_params *r) {
    const int per = r->n_expert / r->n_group;
    float gscore[4096];
    int32_t keep[4096];
    for (int g = 0; g < r->n_group; g++) {
        float a = -INFINITY, b = -INFINITY;
        for (int e = g * per; e < (g + 1) * per; e++) {
            if (choice[e] > a) { b = a; a = choice[e]; } else if (choice[e] > b) b = choice[e];
        }
        gscore[g] = a + b;
    }
    for (int i = 0; i < r->n_group_used; i++) keep[i] = top_index(gscore, r->n_group, keep, i);
    for (int g = 0; g < r->n_group; g++) {
        int kept = 0;
        for (int i = 0; i < r->n_group_used; i++) kept |= keep[i] == g;
        if (!kept) for (int e = g * per; e < (g + 1) * per; e++) choice[e] = -INFINITY;
    }
}

/* scratch: 2 * n_expert floats */
static void route_token(const float *logits, const route_params *r, int32_t *sel, float *w, float *scratch) {
    float *score = scratch, *choice = scratch + r->n_expert;
    const int X = r->n_expert, K = r->k;
    memcpy(score, logits, sizeof(float) * (size_t)X);
    if (r->gating == GATE_SOFTMAX) softmax_inplace(score, X);
    else if (r->gating == GATE_SIGMOID) for (int e = 0; e < X; e++) score[e] = 1.0f / (1.0f + expf(-score[e]));
    for (int e = 0; e < X; e++) choice[e] = r->select_bias ? score[e] + r->select_bias[e] : score[e];
    if (r->n_group > 1) mask_groups(choice, r);
    for (int i = 0; i < K; i++) {
        sel[i] = top_index(choice, X, sel, i);
        w[i] = score[sel[i]];
    }
    if (r->gating == GATE_TOPK_SOFTMAX) softmax_inplace(w, K);
    if (r->renorm) {
        float s = 0;
        for (int i = 0; i < K; i++) s += w[i];
        s = MOE_MAX(s, 6.103515625e-5f);
        for (int i = 0; i < K; i++) w[i] /= s;
    }
    if (r->scale != 1.0f) for (int i = 0; i < K; i++) w[i] *= r->scale;
}

typedef struct route_args { moe_context *c; const layer_weights *L; int n; } route_args;

static void route_task(void *arg, int ith, work_counter *next) {
    const route_args *a = (const route_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int X = hp->n_expert, K = hp->n_expert_used;
    float *scratch = c->scores + (size_t)ith * c->scores_stride; /* >= 2 * n_expert floats */
    const route_params r = { X, K, hp->gating, hp->renorm, hp->n_group, hp->n_group_used, hp->expert_weights_scale,
                             vec_f32(a->L->select_b) };
    for (int t; (t = counter_next(next)) < a->n;)
        route_token(c->router + (size_t)t * X, &r, c->sel + (size_t)t * K, c->sel_w + (size_t)t * K, scratch);
}

/* Groups the (token, slot) pairs by expert with a counting sort, so each expert's tokens are
 * multiplied as one batch (its weights are read once per batch, not once per token). */
static void group_by_expert(moe_context *c, int n) {
    const int X = c->model->hp.n_expert, K = c->model->hp.n_expert_used;
    int32_t *start = c->expert_start;
    memset(start, 0, sizeof(int32_t) * (size_t)(X + 1));
    for (int p = 0; p < n * K; p++) start[c->sel[p] + 1]++;
    for (int e = 0; e < X; e++) start[e + 1] += start[e];
    int32_t *fill = c->expert_start + X + 1; /* scratch [X] after the prefix sums */
    memcpy(fill, start, sizeof(int32_t) * (size_t)X);
    for (int p = 0; p < n * K; p++) {
        const int slot = fill[c->sel[p]]++;
        c->pair_sorted[slot] = p;
        c->tok_sorted[slot] = p / K;
    }
}

/* ---- blocks ---- */

/* x += scale * tmp, the residual add (Granite scales the block output first). */
static void residual_add(moe_context *c, int n) {
    const size_t total = (size_t)n * c->model->hp.n_embd;
    const float rs = c->model->hp.residual_scale;
    if (rs != 1.0f) for (size_t i = 0; i < total; i++) c->x[i] += c->tmp[i] * rs;
    else for (size_t i = 0; i < total; i++) c->x[i] += c->tmp[i];
}

/* The output projection of the attention heads in c->att, then the residual add. */
static void attention_output(moe_context *c, const layer_weights *L, int n) {
    act_rows a = { NULL, 0, 0 };
    act_for(c, L->wo, c->att, n, c->act_in, &a);
    c->jobs[0] = mm_make(L->wo, 0, &a, NULL, c->tmp, (size_t)c->model->hp.n_embd, NULL, vec_f32(L->bo), n);
    run_jobs(c, 1);
    residual_add(c, n);
}

/* Attention over the layer's slot of the KV cache. Gated attention (qwen3next, qwen35moe): attn_q
 * yields [q_h | gate_h] per head, and each head's output is multiplied by sigmoid(gate_h). */
static void gqa_block(moe_context *c, const layer_weights *L, int n) {
    const hparams *hp = &c->model->hp;
    const int q_dim = hp->n_head * hp->head_dim, kv_dim = hp->n_head_kv * hp->head_dim, hd = hp->head_dim;
    const int slot = L->kv_slot, gated = arch_gated_attn(c->model->arch);
    act_rows a = { NULL, 0, 0 };
    /* q, k and v in one dispatch when they share an activation type (they nearly always do) */
    int nj = 0;
    const gguf_tensor *w[3] = { L->wq, L->wk, L->wv }, *b[3] = { L->bq, L->bk, L->bv };
    float *dst[3] = { gated ? c->qg : c->q, c->k, c->v };
    const int width[3] = { gated ? 2 * q_dim : q_dim, kv_dim, kv_dim };
    for (int i = 0; i < 3; i++) {
        if (a.data && a.type != type_table[w[i]->type].vec_dot_type) { run_jobs(c, nj); nj = 0; a.data = NULL; }
        act_for(c, w[i], c->xn, n, c->act_in, &a);
        c->jobs[nj++] = mm_make(w[i], 0, &a, NULL, dst[i], (size_t)width[i], NULL, vec_f32(b[i]), n);
    }
    run_jobs(c, nj);
    if (gated)
        for (int t = 0; t < n; t++)
            for (int h = 0; h < hp->n_head; h++)
                memcpy(c->q + (size_t)t * q_dim + (size_t)h * hd, c->qg + (size_t)t * 2 * q_dim + (size_t)h * 2 * hd,
                       sizeof(float) * (size_t)hd);
    qk_args qa = { c, L, n };
    pool_run(&c->pool, qk_task, &qa);
    kv_store(c, slot, n);
    const int tokens = attn_tokens_per_item(hp, c->n_ctx);
    attn_args aa = { c, L, slot, n, attn_heads_per_item(c, n, tokens), tokens };
    pool_run(&c->pool, attn_task, &aa);
    if (gated) /* att *= sigmoid(gate) */
        for (int t = 0; t < n; t++)
            for (int h = 0; h < hp->n_head; h++) {
                float *o = c->att + (size_t)t * q_dim + (size_t)h * hd;
                const float *g = c->qg + (size_t)t * 2 * q_dim + (size_t)h * 2 * hd + hd;
                for (int j = 0; j < hd; j++) o[j] *= 1.0f / (1.0f + expf(-g[j]));
            }
}

/* ---- latent attention (deepseek2) ----
 * The cache holds, per token, the normalised latent c (kv_lora_rank) and one rotated key k_pe
 * (rope dims) shared by all heads. The up-projections are absorbed: head h scores keys with
 * q_abs = W_kb[h] q_nope against c, plus q_pe . k_pe, and its output is W_vb[h] (sum_j p_j c_j). */

/* Applies one per-head matrix (a {in, out, n_head} tensor) to rows t * H + h of src. */
static void per_head_matmul(moe_context *c, const gguf_tensor *w, const float *src, size_t src_stride, int n,
                            float *dst) {
    const int H = c->model->hp.n_head, n_in = (int)w->ne[0], n_out = (int)w->ne[1];
    act_rows a;
    run_quant(c, src, src_stride, n * H, n_in, type_table[w->type].vec_dot_type, c->act_in, &a);
    for (int h = 0; h < H; h++) {
        int32_t *rows = c->head_rows + (size_t)h * c->n_batch;
        for (int t = 0; t < n; t++) rows[t] = t * H + h;
        c->jobs[h] = mm_make(w, h, &a, rows, dst, (size_t)n_out, rows, NULL, n);
    }
    run_jobs(c, H);
}

typedef struct mla_args { moe_context *c; int il, n; } mla_args;

static void mla_rope_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const mla_args *a = (const mla_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int H = hp->n_head, R = hp->kv_lora_rank, kq = hp->head_k_mla, nope = kq - hp->n_rot, half = hp->n_rot / 2;
    for (int t; (t = counter_next(next)) < a->n;) {
        const float *cs = c->rope_cos + (size_t)t * half, *sn = c->rope_sin + (size_t)t * half;
        for (int h = 0; h < H; h++) rope_head(c->q + (size_t)t * H * kq + (size_t)h * kq + nope, cs, sn, hp->n_rot, ROPE_NORM);
        rope_head(c->k + (size_t)t * (R + hp->n_rot) + R, cs, sn, hp->n_rot, ROPE_NORM);
    }
}

static void mla_attn_task(void *arg, int ith, work_counter *next) {
    const mla_args *a = (const mla_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int H = hp->n_head, R = hp->kv_lora_rank, P = hp->n_rot, kq = hp->head_k_mla, f16 = c->kv_type != MOE_KV_F32;
    const float m = hp->yarn_factor > 0 ? 1.0f + hp->yarn_log_mul * logf(hp->yarn_factor) : 1.0f;
    const float scale = m * m / sqrtf((float)kq);
    const uint8_t *kl = c->k_cache + (size_t)a->il * c->kv_layer_bytes;
    float *s = c->scores + (size_t)ith * c->scores_stride;
    uint16_t qh[2048];
    float crow[2048];
    for (int item; (item = counter_next(next)) < a->n * H;) {
        const int t = item / H, h = item % H, n_kv = c->n_past + t + 1;
        const float *qa = c->q_abs + (size_t)item * R, *qpe = c->q + (size_t)t * H * kq + (size_t)h * kq + (kq - P);
        float *out = c->lat + (size_t)item * R;
        if (f16) { f16_from_float(qa, qh, R); f16_from_float(qpe, qh + R, P); }
        for (int j = 0; j < n_kv; j++) {
            const uint8_t *kr = kl + (size_t)j * c->kv_row_bytes;
            s[j] = f16 ? type_table[T_F16].dot(kr, qh, R) + type_table[T_F16].dot(kr + 2 * R, qh + R, P)
                       : type_table[T_F32].dot(kr, qa, R) + type_table[T_F32].dot(kr + 4 * R, qpe, P);
            s[j] *= scale;
        }
        softmax_with_sink(s, n_kv, NULL);
        for (int d = 0; d < R; d++) out[d] = 0;
        for (int j = 0; j < n_kv; j++) {
            const uint8_t *kr = kl + (size_t)j * c->kv_row_bytes;
            const float *cr = (const float *)(const void *)kr;
            float p = s[j];
            if (f16) { p = fp16_to_f32(f32_to_fp16(p)); type_table[T_F16].to_float(kr, crow, R); cr = crow; }
            vec_axpy(out, p, cr, R);
        }
    }
}

static void mla_block(moe_context *c, const layer_weights *L, int n) {
    const int il = L->kv_slot;
    const hparams *hp = &c->model->hp;
    const int H = hp->n_head, R = hp->kv_lora_rank, kq = hp->head_k_mla;
    act_rows a = { NULL, 0, 0 };
    if (L->wq_a) { /* q = W_qb rms(W_qa x) */
        act_for(c, L->wq_a, c->xn, n, c->act_in, &a);
        c->jobs[0] = mm_make(L->wq_a, 0, &a, NULL, c->att, (size_t)hp->q_lora_rank, NULL, NULL, n);
        run_jobs(c, 1);
        run_norm(c, c->att, c->att, L->q_a_norm, n, hp->q_lora_rank, hp->q_lora_rank);
        a.data = NULL;
        act_for(c, L->wq_b, c->att, n, c->act_in, &a);
        c->jobs[0] = mm_make(L->wq_b, 0, &a, NULL, c->q, (size_t)H * kq, NULL, NULL, n);
        run_jobs(c, 1);
        a.data = NULL;
    } else {
        act_for(c, L->wq, c->xn, n, c->act_in, &a);
        c->jobs[0] = mm_make(L->wq, 0, &a, NULL, c->q, (size_t)H * kq, NULL, NULL, n);
        run_jobs(c, 1);
    }
    act_for(c, L->wkv_a, c->xn, n, c->act_in, &a);
    c->jobs[0] = mm_make(L->wkv_a, 0, &a, NULL, c->k, (size_t)(R + hp->n_rot), NULL, NULL, n);
    run_jobs(c, 1);
    run_norm(c, c->k, c->k, L->kv_a_norm, n, R, R + hp->n_rot);
    mla_args ma = { c, il, n };
    pool_run(&c->pool, mla_rope_task, &ma);
    kv_store(c, il, n);
    per_head_matmul(c, L->wk_b, c->q, (size_t)kq, n, c->q_abs); /* q_nope is the first part of each head */
    pool_run(&c->pool, mla_attn_task, &ma);
    per_head_matmul(c, L->wv_b, c->lat, (size_t)R, n, c->att);
}

static void attention_block(moe_context *c, const layer_weights *L, int n) {
    run_norm(c, c->x, c->xn, L->attn_norm, n, c->model->hp.n_embd, c->model->hp.n_embd);
    if (c->model->arch->attn == ATTN_MLA) mla_block(c, L, n);
    else gqa_block(c, L, n);
    attention_output(c, L, n);
}

/* gate and up products for `rows` activation rows, SwiGLU, then down into out. */
static void swiglu_ffn(moe_context *c, const gguf_tensor *gate, const gguf_tensor *up, const gguf_tensor *down,
                       int n, act_rows *a, float *out) {
    const gguf_tensor *first = gate ? gate : up; /* no gate (relu^2): up lands in hg */
    const int F = (int)first->ne[1], E = c->model->hp.n_embd;
    act_for(c, first, c->xn, n, c->act_in, a);
    c->jobs[0] = mm_make(first, 0, a, NULL, c->hg, (size_t)F, NULL, NULL, n);
    int nj = 1;
    if (gate) {
        if (type_table[up->type].vec_dot_type != a->type) { run_jobs(c, nj); nj = 0; act_for(c, up, c->xn, n, c->act_in, a); }
        c->jobs[nj++] = mm_make(up, 0, a, NULL, c->hu, (size_t)F, NULL, NULL, n);
    }
    run_jobs(c, nj);
    act_rows h;
    swiglu_round(c, n, F, down, &h);
    c->jobs[0] = mm_make(down, 0, &h, NULL, out, (size_t)E, NULL, NULL, n);
    run_jobs(c, 1);
}

static const float *expert_bias(const gguf_tensor *b, int e, int n) { return b ? vec_f32(b) + (size_t)e * n : NULL; }

/* Runs the gate/up (stage 0) or down (stage 1) products of every active expert in one dispatch;
 * experts with skip[e] set are left out (the GPU runs them). */
static int expert_jobs(moe_context *c, const layer_weights *L, int stage, const act_rows *a, const int32_t *skip) {
    const hparams *hp = &c->model->hp;
    const int F = hp->n_ff_exp, E = hp->n_embd;
    int nj = 0;
    for (int e = 0; e < hp->n_expert; e++) {
        const int s = c->expert_start[e], cnt = c->expert_start[e + 1] - s;
        if (!cnt || (skip && skip[e] >= 0)) continue;
        if (stage == 0 && !L->gate_exps) { /* relu^2 experts: up into hg */
            c->jobs[nj++] = mm_make(L->up_exps, e, a, c->tok_sorted + s, c->hg, (size_t)F, c->pair_sorted + s,
                                    expert_bias(L->up_exps_b, e, F), cnt);
        } else if (stage == 0) {
            c->jobs[nj++] = mm_make(L->gate_exps, e, a, c->tok_sorted + s, c->hg, (size_t)F, c->pair_sorted + s,
                                    expert_bias(L->gate_exps_b, e, F), cnt);
            c->jobs[nj++] = mm_make(L->up_exps, e, a, c->tok_sorted + s, c->hu, (size_t)F, c->pair_sorted + s,
                                    expert_bias(L->up_exps_b, e, F), cnt);
        } else {
            c->jobs[nj++] = mm_make(L->down_exps, e, a, c->pair_sorted + s, c->y, (size_t)E, c->pair_sorted + s,
                                    expert_bias(L->down_exps_b, e, E), cnt);
        }
    }
    return nj;
}

/* The outputs of the chosen experts, row t * K + s of c->y for token t's slot s, from c->xn and
 * c->sel. `skip`: NULL, or per expert a device slot (>= 0: the GPU computes that expert, its rows
 * are left alone). */
static void expert_outputs(moe_context *c, const layer_weights *L, int n, act_rows a, const int32_t *skip) {
    const hparams *hp = &c->model->hp;
    const int K = hp->n_expert_used, F = hp->n_ff_exp;
    group_by_expert(c, n);
    /* gate and up: tokens of each expert, rows written at their (token, slot) pair */
    const gguf_tensor *first = L->gate_exps ? L->gate_exps : L->up_exps;
    if (L->gate_exps && type_table[L->gate_exps->type].vec_dot_type != type_table[L->up_exps->type].vec_dot_type) {
        /* mixed types: run gate and up separately */
        a.data = NULL;
        act_for(c, L->gate_exps, c->xn, n, c->act_in, &a);
        int nj = expert_jobs(c, L, 0, &a, skip), k = 0;
        for (int i = 0; i < nj; i += 2) c->jobs[k++] = c->jobs[i];
        run_jobs(c, k);
        a.data = NULL;
        act_for(c, L->up_exps, c->xn, n, c->act_in, &a);
        nj = expert_jobs(c, L, 0, &a, skip);
        k = 0;
        for (int i = 1; i < nj; i += 2) c->jobs[k++] = c->jobs[i];
        run_jobs(c, k);
    } else {
        a.data = a.type == type_table[first->type].vec_dot_type ? a.data : NULL;
        act_for(c, first, c->xn, n, c->act_in, &a);
        run_jobs(c, expert_jobs(c, L, 0, &a, skip));
    }
    act_rows h;
    swiglu_round(c, n * K, F, L->down_exps, &h);
    run_jobs(c, expert_jobs(c, L, 1, &h, skip));
}

/* Token t's FFN output in c->tmp: the weighted sum of its experts' rows of c->y in slot order, as ggml
 * adds them; or (shared) plus the shared expert's row of c->y, times its gate when there is one. */
typedef struct combine_args {
    moe_context *c;
    int n, K, E;
    const float *scale; /* shared: the shared expert's gate per token, or NULL */
    int shared;
} combine_args;

static void combine_row(const combine_args *a, int t) {
    const moe_context *c = a->c;
    const int K = a->K, E = a->E;
    float *o = c->tmp + (size_t)t * E;
    if (a->shared) {
        const float *yr = c->y + (size_t)t * E;
        if (a->scale) for (int i = 0; i < E; i++) o[i] += yr[i] * a->scale[t];
        else for (int i = 0; i < E; i++) o[i] += yr[i];
        return;
    }
    for (int s = 0; s < K; s++) {
        const float w = c->sel_w[(size_t)t * K + s], *yr = c->y + ((size_t)t * K + s) * E;
        if (s == 0) for (int i = 0; i < E; i++) o[i] = yr[i] * w;
        else for (int i = 0; i < E; i++) o[i] += yr[i] * w;
    }
}

static void combine_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const combine_args *a = (const combine_args *)arg;
    for (int t; (t = counter_next(next)) < a->n;) combine_row(a, t);
}

/* over the threads for a batch (each token's rows stream from memory); one token on this thread, where a
 * dispatch would cost more than the sum */
static void run_combine(moe_context *c, combine_args *a) {
    if (a->n > 1) pool_run(&c->pool, combine_task, a);
    else combine_row(a, 0);
}

static void moe_block(moe_context *c, const layer_weights *L, int n) {
    const hparams *hp = &c->model->hp;
    const int E = hp->n_embd, X = hp->n_expert, K = hp->n_expert_used;
    act_rows a = { NULL, 0, 0 };
    act_for(c, L->router, c->xn, n, c->act_in, &a);
    c->jobs[0] = mm_make(L->router, 0, &a, NULL, c->router, (size_t)X, NULL, vec_f32(L->router_b), n);
    run_jobs(c, 1);
    route_args ra = { c, L, n };
    pool_run(&c->pool, route_task, &ra);
    expert_outputs(c, L, n, a, NULL);
    combine_args ca = { c, n, K, E, NULL, 0 };
    run_combine(c, &ca);
    if (L->up_shexp) {
        /* shared expert on every token; its output lands in y (free again) */
        act_rows s = { NULL, 0, 0 };
        swiglu_ffn(c, L->gate_shexp, L->up_shexp, L->down_shexp, n, &s, c->y);
        if (L->shexp_gate) {
            act_rows g = { NULL, 0, 0 };
            act_for(c, L->shexp_gate, c->xn, n, c->act_in, &g);
            for (int t = 0; t < n; t++) {
                const float z = type_table[T_F32].dot(L->shexp_gate->data, g.data + (size_t)t * g.stride, E);
                c->shexp_scale[t] = 1.0f / (1.0f + expf(-z));
            }
        }
        ca.shared = 1;
        ca.scale = L->shexp_gate ? c->shexp_scale : NULL;
        run_combine(c, &ca);
    }
}

static void ffn_block(moe_context *c, const layer_weights *L, int n) {
    const int E = c->model->hp.n_embd;
    run_norm(c, c->x, c->xn, L->ffn_norm, n, E, E);
    if (L->router) moe_block(c, L, n);
    else {
        act_rows a = { NULL, 0, 0 };
        swiglu_ffn(c, L->ffn_gate, L->ffn_up, L->ffn_down, n, &a, c->tmp);
    }
    residual_add(c, n);
}

/* ---- recurrent mixers (hybrid models) ----
 * Projections run over the whole batch; the causal conv and the state recurrence then walk the
 * tokens in order, in parallel over channels and heads. The state after the batch is what decode
 * continues from, so a prompt evaluated at once and token by token give the same function. */

static float softplus_f(float x) { return x > 20.0f ? x : log1pf(expf(x)); } /* as ggml */
static float silu_f(float x) { return x / (1.0f + expf(-x)); }

/* One matrix product of n rows of src into out (row stride out_stride). */
static void rs_proj(moe_context *c, const gguf_tensor *w, const float *src, int n, float *out, size_t out_stride) {
    act_rows a = { NULL, 0, 0 };
    act_for(c, w, src, n, c->act_in, &a);
    c->jobs[0] = mm_make(w, 0, &a, NULL, out, out_stride, NULL, NULL, n);
    run_jobs(c, 1);
}

/* Depthwise causal conv (ggml_ssm_conv) over `ch` channels of the n input rows, after the d_conv-1
 * rows held in the state; + bias, SiLU; the state then keeps the last d_conv-1 inputs. */
typedef struct conv_args {
    moe_context *c;
    const layer_weights *L;
    const float *in;
    size_t in_stride;
    float *out, *state;
    int ch, n;
} conv_args;

static void conv_task(void *arg, int ith, work_counter *next) {
    const conv_args *a = (const conv_args *)arg;
    const int K = a->c->model->hp.ssm_d_conv, H = K - 1, ch = a->ch, n = a->n;
    const float *w = vec_f32(a->L->ssm_conv), *bias = vec_f32(a->L->ssm_conv_b);
    (void)ith;
    for (int j; (j = counter_next(next)) < ch;) {
        const float *wj = w + (size_t)j * K;
        for (int t = 0; t < n; t++) {
            float sum = 0.0f;
            for (int k = 0; k < K; k++) {
                const int idx = t + k; /* window row: state rows first, then the inputs */
                const float v = idx < H ? a->state[(size_t)idx * ch + j] : a->in[(size_t)(idx - H) * a->in_stride + j];
                sum += v * wj[k];
            }
            if (bias) sum += bias[j];
            a->out[(size_t)t * ch + j] = silu_f(sum);
        }
        for (int r = 0; r < H; r++) { /* rows n..n+H-1 of the window; reads only rows not yet replaced */
            const int idx = n + r;
            a->state[(size_t)r * ch + j] = idx < H ? a->state[(size_t)idx * ch + j] : a->in[(size_t)(idx - H) * a->in_stride + j];
        }
    }
}

static void run_conv(moe_context *c, const layer_weights *L, const float *in, size_t in_stride, int ch, int n) {
    float *state = c->conv_state + (size_t)L->rs_slot * (size_t)(c->model->hp.ssm_d_conv - 1) * c->rs_channels;
    conv_args ca = { c, L, in, in_stride, c->rs_xc, state, ch, n };
    pool_run(&c->pool, conv_task, &ca);
}

typedef struct rs_args { moe_context *c; const layer_weights *L; int n; } rs_args;

/* q and k of every key head: x / max(||x||, eps) (ggml_l2_norm), q then scaled by 1/sqrt(d). */
static void l2norm_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const rs_args *a = (const rs_args *)arg;
    const hparams *hp = &a->c->model->hp;
    const int d = hp->ssm_d_state, nk = hp->ssm_n_group;
    const float qs = 1.0f / sqrtf((float)d);
    for (int item; (item = counter_next(next)) < a->n * 2 * nk;) {
        float *x = a->c->rs_xc + (size_t)(item / (2 * nk)) * a->c->rs_channels + (size_t)(item % (2 * nk)) * d;
        double sum = 0;
        for (int i = 0; i < d; i++) sum += (double)(x[i] * x[i]);
        float scale = 1.0f / fmaxf(sqrtf((float)sum), hp->rms_eps);
        if (item % (2 * nk) < nk) scale *= qs;
        for (int i = 0; i < d; i++) x[i] *= scale;
    }
}

/* The gated delta rule for value head h, token by token: S = exp(g) S;
 * S += k (beta (v - S^T k))^T; o = S^T q. S[i][j]: i over the key, j over the value dimension. */
static void delta_tokens(const rs_args *a, int h, int kh, float *S) {
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int d = hp->ssm_d_state, nk = hp->ssm_n_group, nv = hp->ssm_dt_rank;
    float mem[256], delta[256];
    for (int t = 0; t < a->n; t++) {
        const float *row = c->rs_xc + (size_t)t * c->rs_channels;
        const float *q = row + (size_t)kh * d, *k = row + (size_t)(nk + kh) * d, *v = row + (size_t)(2 * nk) * d + (size_t)h * d;
        const float beta = c->rs_ab[(size_t)t * 2 * nv + h], decay = expf(c->rs_ab[(size_t)t * 2 * nv + nv + h]);
        for (int j = 0; j < d; j++) mem[j] = 0.0f;
        for (int i = 0; i < d; i++) {
            float *Si = S + (size_t)i * d;
            for (int j = 0; j < d; j++) { Si[j] *= decay; mem[j] += Si[j] * k[i]; }
        }
        for (int j = 0; j < d; j++) delta[j] = (v[j] - mem[j]) * beta;
        float *o = c->rs_y + (size_t)t * nv * d + (size_t)h * d;
        for (int j = 0; j < d; j++) o[j] = 0.0f;
        for (int i = 0; i < d; i++) {
            float *Si = S + (size_t)i * d;
            for (int j = 0; j < d; j++) { Si[j] += k[i] * delta[j]; o[j] += Si[j] * q[i]; }
        }
    }
}

/* The same function in chunks of DN_CHUNK tokens (the chunked / WY form of fla and of llama.cpp's
 * non-fused path), for prompts: within a chunk, with G_r the cumulative log decay from the chunk
 * start and S0 the state before it, the deltas u_s = beta_s (v_s - exp(g_s) S_{s-1}^T k_s) solve the
 * unit lower-triangular system
 *     u_s + sum_{p<s} beta_s exp(G_s - G_p) (k_s.k_p) u_p = beta_s (v_s - exp(G_s) S0^T k_s),
 * then o_r = exp(G_r) S0^T q_r + sum_{s<=r} exp(G_r - G_s) (q_r.k_s) u_s and the carried state is
 * S = exp(G_L) S0 + sum_s exp(G_L - G_s) k_s u_s^T. Every product is a dot of contiguous rows (the
 * state is held transposed, St[j][i] = S[i][j]), so the SIMD dot kernels do the work; exponents
 * are always differences G_r - G_s <= 0 (no overflow whatever the decay). */
enum { DN_CHUNK = 64, DN_CHUNK_MIN = 16 };

static size_t delta_scratch_floats(int d) {
    return (size_t)d * (size_t)d + 2 * (size_t)d * DN_CHUNK + 2 * DN_CHUNK * DN_CHUNK + 2 * DN_CHUNK;
}

static void delta_chunked(const rs_args *a, int h, int kh, float *S, float *scratch) {
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int d = hp->ssm_d_state, nk = hp->ssm_n_group, nv = hp->ssm_dt_rank, C = DN_CHUNK;
    const vec_dot_fn dot = type_table[T_F32].dot;
    float *St = scratch, *Kt = St + (size_t)d * d, *Ut = Kt + (size_t)d * C, *A = Ut + (size_t)d * C;
    float *P = A + C * C, *G = P + C * C, *w = G + C;
    for (int i = 0; i < d; i++)
        for (int j = 0; j < d; j++) St[(size_t)j * d + i] = S[(size_t)i * d + j];
    for (int t0 = 0; t0 < a->n; t0 += C) {
        const int L = MOE_MIN(C, a->n - t0);
#define DN_ROW(r) (c->rs_xc + (size_t)(t0 + (r)) * c->rs_channels)
#define DN_Q(r) (DN_ROW(r) + (size_t)kh * d)
#define DN_K(r) (DN_ROW(r) + (size_t)(nk + kh) * d)
#define DN_BETA(r) (c->rs_ab[(size_t)(t0 + (r)) * 2 * nv + h])
        float acc = 0.0f;
        for (int r = 0; r < L; r++) {
            acc += c->rs_ab[(size_t)(t0 + r) * 2 * nv + nv + h];
            G[r] = acc;
            const float *k = DN_K(r), *v = DN_ROW(r) + (size_t)(2 * nk) * d + (size_t)h * d;
            const float beta = DN_BETA(r), gam = expf(G[r]);
            for (int i = 0; i < d; i++) Kt[(size_t)i * C + r] = k[i];
            for (int j = 0; j < d; j++) Ut[(size_t)j * C + r] = beta * (v[j] - gam * dot(k, St + (size_t)j * d, d));
        }
        for (int s = 0; s < L; s++) {
            const float *ks = DN_K(s), *qs = DN_Q(s), beta = DN_BETA(s);
            for (int p = 0; p < s; p++) A[s * C + p] = beta * expf(G[s] - G[p]) * dot(ks, DN_K(p), d);
            for (int p = 0; p <= s; p++) P[s * C + p] = expf(G[s] - G[p]) * dot(qs, DN_K(p), d);
        }
        for (int j = 0; j < d; j++) { /* forward substitution, one value column at a time */
            float *u = Ut + (size_t)j * C;
            for (int s = 1; s < L; s++) u[s] -= dot(A + s * C, u, s);
        }
        for (int r = 0; r < L; r++) {
            const float *q = DN_Q(r), gam = expf(G[r]);
            float *o = c->rs_y + (size_t)(t0 + r) * nv * d + (size_t)h * d;
            for (int j = 0; j < d; j++) o[j] = gam * dot(q, St + (size_t)j * d, d) + dot(P + r * C, Ut + (size_t)j * C, r + 1);
        }
        const float gL = expf(G[L - 1]);
        for (int j = 0; j < d; j++) {
            const float *u = Ut + (size_t)j * C;
            float *Sj = St + (size_t)j * d;
            for (int s = 0; s < L; s++) w[s] = expf(G[L - 1] - G[s]) * u[s];
            for (int i = 0; i < d; i++) Sj[i] = gL * Sj[i] + dot(w, Kt + (size_t)i * C, L);
        }
#undef DN_ROW
#undef DN_Q
#undef DN_K
#undef DN_BETA
    }
    for (int i = 0; i < d; i++)
        for (int j = 0; j < d; j++) S[(size_t)i * d + j] = St[(size_t)j * d + i];
}

/* One value head per item: the delta rule (chunked for prompts of at least DN_CHUNK_MIN tokens),
 * then the gated output norm rms_norm(o, ssm_norm) * silu(z) of every token. */
static void delta_task(void *arg, int ith, work_counter *next) {
    const rs_args *a = (const rs_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int d = hp->ssm_d_state, nk = hp->ssm_n_group, nv = hp->ssm_dt_rank, r = nv / nk;
    const int tiled = c->model->arch->hybrid == HYBRID_DELTANET_T;
    for (int h; (h = counter_next(next)) < nv;) {
        const int kh = tiled ? h % nk : h / r;
        float *S = c->ssm_state + (size_t)a->L->rs_slot * c->rs_state + (size_t)h * d * d;
        if (a->n >= DN_CHUNK_MIN && c->dn_scratch) delta_chunked(a, h, kh, S, c->dn_scratch + (size_t)ith * c->dn_stride);
        else delta_tokens(a, h, kh, S);
        for (int t = 0; t < a->n; t++) {
            float *o = c->rs_y + (size_t)t * nv * d + (size_t)h * d;
            const float *z = c->rs_z + (size_t)t * nv * d + (size_t)h * d;
            rms_norm_row(o, o, vec_f32(a->L->ssm_norm), d, hp->rms_eps);
            for (int j = 0; j < d; j++) o[j] *= silu_f(z[j]);
        }
    }
}

static void deltanet_block(moe_context *c, const layer_weights *L, int n) {
    const hparams *hp = &c->model->hp;
    const int E = hp->n_embd, d = hp->ssm_d_state, nk = hp->ssm_n_group, nv = hp->ssm_dt_rank, r = nv / nk;
    const int conv = 2 * nk * d + nv * d;
    run_norm(c, c->x, c->xn, L->attn_norm, n, E, E);
    if (L->wqkv) {
        rs_proj(c, L->wqkv, c->xn, n, c->rs_xin, c->rs_in);
        rs_proj(c, L->wz, c->xn, n, c->rs_z, (size_t)nv * d);
    } else { /* legacy ssm_in: per key head j [q_j, k_j, v_j (r*d), z_j (r*d)], regrouped to q|k|v and z */
        const size_t w = (size_t)conv + (size_t)nv * d, g = (size_t)(2 * d + 2 * r * d);
        rs_proj(c, L->ssm_in, c->xn, n, c->rs_xc, w);
        for (int t = 0; t < n; t++) {
            const float *src = c->rs_xc + (size_t)t * w;
            float *dst = c->rs_xin + (size_t)t * c->rs_in, *z = c->rs_z + (size_t)t * nv * d;
            for (int j = 0; j < nk; j++) {
                const float *grp = src + (size_t)j * g;
                memcpy(dst + (size_t)j * d, grp, sizeof(float) * (size_t)d);
                memcpy(dst + (size_t)(nk + j) * d, grp + d, sizeof(float) * (size_t)d);
                memcpy(dst + (size_t)2 * nk * d + (size_t)j * r * d, grp + 2 * d, sizeof(float) * (size_t)r * d);
                memcpy(z + (size_t)j * r * d, grp + 2 * d + (size_t)r * d, sizeof(float) * (size_t)r * d);
            }
        }
    }
    /* beta and alpha to rs_ab rows [beta (nv) | g (nv)]; ssm_ba is grouped per key head [beta_j (r), alpha_j (r)] */
    if (L->ssm_ba) {
        rs_proj(c, L->ssm_ba, c->xn, n, c->rs_y, (size_t)2 * nv);
        for (int t = 0; t < n; t++)
            for (int h = 0; h < nv; h++) {
                const float *src = c->rs_y + (size_t)t * 2 * nv + (size_t)(h / r) * 2 * r;
                c->rs_ab[(size_t)t * 2 * nv + h] = src[h % r];
                c->rs_ab[(size_t)t * 2 * nv + nv + h] = src[r + h % r];
            }
    } else {
        rs_proj(c, L->ssm_beta, c->xn, n, c->rs_ab, (size_t)2 * nv);
        rs_proj(c, L->ssm_alpha, c->xn, n, c->rs_ab + nv, (size_t)2 * nv);
    }
    const float *dt_b = vec_f32(L->ssm_dt_b), *A = vec_f32(L->ssm_a);
    for (int t = 0; t < n; t++) {
        float *ab = c->rs_ab + (size_t)t * 2 * nv;
        for (int h = 0; h < nv; h++) {
            ab[h] = 1.0f / (1.0f + expf(-ab[h]));
            ab[nv + h] = softplus_f(ab[nv + h] + dt_b[h]) * A[h];
        }
    }
    run_conv(c, L, c->rs_xin, c->rs_in, conv, n);
    rs_args ra = { c, L, n };
    pool_run(&c->pool, l2norm_task, &ra);
    pool_run(&c->pool, delta_task, &ra);
    rs_proj(c, L->ssm_out, c->rs_y, n, c->tmp, (size_t)E);
    residual_add(c, n);
}

/* Mamba-2 scan, one head per item: S_h = exp(dt A_h) S_h + dt x_h B^T, y_h = S_h C + D_h x_h, then
 * y * silu(z). Head h reads B/C group h / (nh / ng). */
static void mamba2_task(void *arg, int ith, work_counter *next) {
    (void)ith;
    const rs_args *a = (const rs_args *)arg;
    moe_context *c = a->c;
    const hparams *hp = &c->model->hp;
    const int di = hp->ssm_d_inner, ng = hp->ssm_n_group, ds = hp->ssm_d_state, nh = hp->ssm_dt_rank, hd = di / nh;
    const float *A = vec_f32(a->L->ssm_a), *D = vec_f32(a->L->ssm_d);
    for (int h; (h = counter_next(next)) < nh;) {
        const int g = h / (nh / ng);
        float *S = c->ssm_state + (size_t)a->L->rs_slot * c->rs_state + (size_t)h * hd * ds;
        for (int t = 0; t < a->n; t++) {
            const float *row = c->rs_xc + (size_t)t * c->rs_channels;
            const float *x = row + (size_t)h * hd, *B = row + di + (size_t)g * ds, *C = row + di + (size_t)(ng + g) * ds;
            const float dt = c->rs_ab[(size_t)t * nh + h], dA = expf(dt * A[h]);
            const float *z = c->rs_xin + (size_t)t * c->rs_in + (size_t)h * hd;
            float *y = c->rs_y + (size_t)t * di + (size_t)h * hd;
            for (int p = 0; p < hd; p++) {
                const float x_dt = x[p] * dt;
                float *Sp = S + (size_t)p * ds, sum = 0.0f;
                for (int s = 0; s < ds; s++) {
                    const float st = Sp[s] * dA + B[s] * x_dt;
                    sum += st * C[s];
                    Sp[s] = st;
                }
                y[p] = (sum + x[p] * D[h]) * silu_f(z[p]);
            }
        }
    }
}

static void mamba2_block(moe_context *c, const layer_weights *L, int n) {
    const hparams *hp = &c->model->hp;
    const int E = hp->n_embd, di = hp->ssm_d_inner, ng = hp->ssm_n_group, ds = hp->ssm_d_state, nh = hp->ssm_dt_rank;
    run_norm(c, c->x, c->xn, L->attn_norm, n, E, E);
    rs_proj(c, L->ssm_in, c->xn, n, c->rs_xin, c->rs_in); /* [z | x | B | C | dt] */
    const float *dt_b = vec_f32(L->ssm_dt_b);
    for (int t = 0; t < n; t++)
        for (int h = 0; h < nh; h++)
            c->rs_ab[(size_t)t * nh + h] = softplus_f(c->rs_xin[(size_t)t * c->rs_in + 2 * di + 2 * ng * ds + h] + dt_b[h]);
    run_conv(c, L, c->rs_xin + di, c->rs_in, di + 2 * ng * ds, n);
    rs_args ra = { c, L, n };
    pool_run(&c->pool, mamba2_task, &ra);
    /* grouped RMS norm over groups of di / ng */
    const float *nw = vec_f32(L->ssm_norm);
    for (int t = 0; t < n; t++)
        for (int g = 0; g < ng; g++) {
            float *yg = c->rs_y + (size_t)t * di + (size_t)g * (di / ng);
            rms_norm_row(yg, yg, nw + (size_t)g * (di / ng), di / ng, hp->rms_eps);
        }
    rs_proj(c, L->ssm_out, c->rs_y, n, c->tmp, (size_t)E);
    residual_add(c, n);
}

/* ------------------------------------------------------------------------------------------------
 * vulkan: the GPU backend's device layer. libvulkan is opened at run time and only
 * vkGetInstanceProcAddr comes from it (volk's way); everything else goes into a per-model function
 * table, so there are no global vk* symbols and no Vulkan headers are needed: the subset of the API
 * used is declared here. Required of a device: Vulkan 1.1 compute with 16- and 8-bit storage
 * buffers. Subgroup arithmetic is optional (shared-memory reductions otherwise); the subgroup size
 * is read, never assumed. Weights are uploaded once, in parts whose bound range stays within
 * maxStorageBufferRange (expert tensors split by groups of whole experts).
 * ---------------------------------------------------------------------------------------------- */
#if !defined(MOE_NO_VULKAN)

#if defined(_WIN32) && !defined(_WIN64)
#define VKAPI __stdcall
#else
#define VKAPI
#endif
typedef uint32_t VkFlags;
typedef uint32_t VkBool32;
typedef uint64_t VkDeviceSize;
typedef int32_t VkResult;
typedef struct VkInstance_T *VkInstance; /* dispatchable handles are pointers */
typedef struct VkPhysicalDevice_T *VkPhysicalDevice;
typedef struct VkDevice_T *VkDevice;
typedef struct VkQueue_T *VkQueue;
typedef struct VkCommandBuffer_T *VkCommandBuffer;
typedef uint64_t VkBuffer, VkDeviceMemory, VkShaderModule, VkPipeline, VkPipelineLayout, VkDescriptorSetLayout,
    VkDescriptorPool, VkDescriptorSet, VkCommandPool, VkFence, VkPipelineCache, VkDebugUtilsMessengerEXT;

enum {
    VK_SUCCESS = 0, VK_TIMEOUT = 2, VK_ERROR_OUT_OF_HOST_MEMORY = -1, VK_ERROR_OUT_OF_DEVICE_MEMORY = -2,
    VK_ERROR_DEVICE_LOST = -4, VK_ERROR_OUT_OF_POOL_MEMORY = -1000069000,
    VK_ST_APPLICATION_INFO = 0, VK_ST_INSTANCE_CREATE_INFO = 1, VK_ST_DEVICE_QUEUE_CREATE_INFO = 2,
    VK_ST_DEVICE_CREATE_INFO = 3, VK_ST_SUBMIT_INFO = 4, VK_ST_MEMORY_ALLOCATE_INFO = 5, VK_ST_FENCE_CREATE_INFO = 8,
    VK_ST_BUFFER_CREATE_INFO = 12, VK_ST_SHADER_MODULE_CREATE_INFO = 16, VK_ST_PIPELINE_SHADER_STAGE_CREATE_INFO = 18,
    VK_ST_COMPUTE_PIPELINE_CREATE_INFO = 29, VK_ST_PIPELINE_LAYOUT_CREATE_INFO = 30,
    VK_ST_DESCRIPTOR_SET_LAYOUT_CREATE_INFO = 32, VK_ST_DESCRIPTOR_POOL_CREATE_INFO = 33,
    VK_ST_DESCRIPTOR_SET_ALLOCATE_INFO = 34, VK_ST_WRITE_DESCRIPTOR_SET = 35, VK_ST_COMMAND_POOL_CREATE_INFO = 39,
    VK_ST_COMMAND_BUFFER_ALLOCATE_INFO = 40, VK_ST_COMMAND_BUFFER_BEGIN_INFO = 42, VK_ST_MEMORY_BARRIER = 46,
    VK_ST_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES = 1000094000, VK_ST_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES = 1000083000,
    VK_ST_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES = 1000177000, VK_ST_PHYSICAL_DEVICE_FLOAT16_INT8_FEATURES = 1000082000,
    VK_ST_PHYSICAL_DEVICE_FEATURES_2 = 1000059000, VK_ST_PHYSICAL_DEVICE_PROPERTIES_2 = 1000059001,
    VK_ST_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2 = 1000059006, VK_ST_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES = 1000168000,
    VK_ST_PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES = 1000237000, VK_ST_DEBUG_UTILS_MESSENGER_CREATE_INFO = 1000128004,
    VK_DEVICE_TYPE_INTEGRATED = 1, VK_DEVICE_TYPE_DISCRETE = 2, VK_DEVICE_TYPE_VIRTUAL = 3, VK_DEVICE_TYPE_CPU = 4,
    VK_QUEUE_COMPUTE = 2, VK_DESCRIPTOR_STORAGE_BUFFER = 7, VK_SHADER_STAGE_COMPUTE = 0x20,
    VK_PIPELINE_STAGE_COMPUTE = 0x800, VK_PIPELINE_STAGE_TRANSFER = 0x1000, VK_PIPELINE_STAGE_HOST = 0x4000,
    VK_ACCESS_SHADER_READ = 0x20, VK_ACCESS_SHADER_WRITE = 0x40, VK_ACCESS_TRANSFER_READ = 0x800,
    VK_ACCESS_TRANSFER_WRITE = 0x1000, VK_ACCESS_HOST_READ = 0x2000, VK_ACCESS_HOST_WRITE = 0x4000,
    VK_BUFFER_USAGE_TRANSFER_SRC = 1, VK_BUFFER_USAGE_TRANSFER_DST = 2, VK_BUFFER_USAGE_STORAGE = 0x20,
    VK_MEMORY_DEVICE_LOCAL = 1, VK_MEMORY_HOST_VISIBLE = 2, VK_MEMORY_HOST_COHERENT = 4, VK_HEAP_DEVICE_LOCAL = 1,
    VK_SUBGROUP_FEATURE_ARITHMETIC = 4, VK_COMMAND_POOL_RESET_BUFFER = 2, VK_DESCRIPTOR_POOL_FREE_SET = 1,
    VK_BIND_POINT_COMPUTE = 1
};

typedef struct VkApplicationInfo {
    uint32_t sType; const void *pNext; const char *pApplicationName; uint32_t applicationVersion;
    const char *pEngineName; uint32_t engineVersion, apiVersion;
} VkApplicationInfo;
typedef struct VkInstanceCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; const VkApplicationInfo *pApplicationInfo;
    uint32_t enabledLayerCount; const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount; const char *const *ppEnabledExtensionNames;
} VkInstanceCreateInfo;
/* The limits in the order of the specification; runs of fields moe does not read are arrays. */
typedef struct VkPhysicalDeviceLimits {
    uint32_t maxImageDimension[4], maxImageArrayLayers, maxTexelBufferElements, maxUniformBufferRange,
        maxStorageBufferRange, maxPushConstantsSize, maxMemoryAllocationCount, maxSamplerAllocationCount;
    VkDeviceSize bufferImageGranularity, sparseAddressSpaceSize;
    uint32_t maxBoundDescriptorSets, maxPerStageDescriptor[7], maxDescriptorSet[8], vertex[5], tessellation[8],
        geometry[5], fragment[4], maxComputeSharedMemorySize, maxComputeWorkGroupCount[3],
        maxComputeWorkGroupInvocations, maxComputeWorkGroupSize[3], precisionBits[3], maxDrawIndexedIndexValue,
        maxDrawIndirectCount;
    float maxSamplerLodBias, maxSamplerAnisotropy;
    uint32_t maxViewports, maxViewportDimensions[2];
    float viewportBoundsRange[2];
    uint32_t viewportSubPixelBits;
    size_t minMemoryMapAlignment;
    VkDeviceSize minTexelBufferOffsetAlignment, minUniformBufferOffsetAlignment, minStorageBufferOffsetAlignment;
    int32_t minTexelOffset; uint32_t maxTexelOffset; int32_t minTexelGatherOffset; uint32_t maxTexelGatherOffset;
    float minInterpolationOffset, maxInterpolationOffset;
    uint32_t subPixelInterpolationOffsetBits, maxFramebuffer[3], framebufferSampleCounts[4], maxColorAttachments,
        sampleCounts[5], maxSampleMaskWords;
    VkBool32 timestampComputeAndGraphics;
    float timestampPeriod;
    uint32_t maxClipDistances, maxCullDistances, maxCombinedClipAndCullDistances, discreteQueuePriorities;
    float pointSizeRange[2], lineWidthRange[2], pointSizeGranularity, lineWidthGranularity;
    VkBool32 strictLines, standardSampleLocations;
    VkDeviceSize optimalBufferCopyOffsetAlignment, optimalBufferCopyRowPitchAlignment, nonCoherentAtomSize;
} VkPhysicalDeviceLimits;
typedef struct VkPhysicalDeviceProperties {
    uint32_t apiVersion, driverVersion, vendorID, deviceID, deviceType;
    char deviceName[256];
    uint8_t pipelineCacheUUID[16];
    VkPhysicalDeviceLimits limits;
    VkBool32 sparseProperties[5];
} VkPhysicalDeviceProperties;
typedef struct VkPhysicalDeviceProperties2 { uint32_t sType; void *pNext; VkPhysicalDeviceProperties properties; } VkPhysicalDeviceProperties2;
typedef struct VkPhysicalDeviceSubgroupProperties {
    uint32_t sType; void *pNext; uint32_t subgroupSize; VkFlags supportedStages, supportedOperations;
    VkBool32 quadOperationsInAllStages;
} VkPhysicalDeviceSubgroupProperties;
typedef struct VkPhysicalDeviceMaintenance3Properties {
    uint32_t sType; void *pNext; uint32_t maxPerSetDescriptors; VkDeviceSize maxMemoryAllocationSize;
} VkPhysicalDeviceMaintenance3Properties;
typedef struct VkPhysicalDeviceFeatures2 { uint32_t sType; void *pNext; VkBool32 features[55]; } VkPhysicalDeviceFeatures2;
typedef struct VkPhysicalDevice16BitStorageFeatures {
    uint32_t sType; void *pNext; VkBool32 storageBuffer16BitAccess, uniformAndStorageBuffer16BitAccess,
        storagePushConstant16, storageInputOutput16;
} VkPhysicalDevice16BitStorageFeatures;
typedef struct VkPhysicalDevice8BitStorageFeatures {
    uint32_t sType; void *pNext; VkBool32 storageBuffer8BitAccess, uniformAndStorageBuffer8BitAccess, storagePushConstant8;
} VkPhysicalDevice8BitStorageFeatures;
typedef struct VkPhysicalDeviceShaderFloat16Int8Features {
    uint32_t sType; void *pNext; VkBool32 shaderFloat16, shaderInt8;
} VkPhysicalDeviceShaderFloat16Int8Features;
typedef struct VkMemoryType { VkFlags propertyFlags; uint32_t heapIndex; } VkMemoryType;
typedef struct VkMemoryHeap { VkDeviceSize size; VkFlags flags; } VkMemoryHeap;
typedef struct VkPhysicalDeviceMemoryProperties {
    uint32_t memoryTypeCount; VkMemoryType memoryTypes[32]; uint32_t memoryHeapCount; VkMemoryHeap memoryHeaps[16];
} VkPhysicalDeviceMemoryProperties;
typedef struct VkPhysicalDeviceMemoryProperties2 {
    uint32_t sType; void *pNext; VkPhysicalDeviceMemoryProperties memoryProperties;
} VkPhysicalDeviceMemoryProperties2;
typedef struct VkPhysicalDeviceMemoryBudgetProperties {
    uint32_t sType; void *pNext; VkDeviceSize heapBudget[16], heapUsage[16];
} VkPhysicalDeviceMemoryBudgetProperties;
typedef struct VkQueueFamilyProperties { VkFlags queueFlags; uint32_t queueCount, timestampValidBits, granularity[3]; } VkQueueFamilyProperties;
typedef struct VkExtensionProperties { char extensionName[256]; uint32_t specVersion; } VkExtensionProperties;
typedef struct VkDeviceQueueCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; uint32_t queueFamilyIndex, queueCount; const float *pQueuePriorities;
} VkDeviceQueueCreateInfo;
typedef struct VkDeviceCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; uint32_t queueCreateInfoCount;
    const VkDeviceQueueCreateInfo *pQueueCreateInfos; uint32_t enabledLayerCount; const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount; const char *const *ppEnabledExtensionNames; const void *pEnabledFeatures;
} VkDeviceCreateInfo;
typedef struct VkBufferCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; VkDeviceSize size; VkFlags usage; uint32_t sharingMode;
    uint32_t queueFamilyIndexCount; const uint32_t *pQueueFamilyIndices;
} VkBufferCreateInfo;
typedef struct VkMemoryRequirements { VkDeviceSize size, alignment; uint32_t memoryTypeBits; } VkMemoryRequirements;
typedef struct VkMemoryAllocateInfo { uint32_t sType; const void *pNext; VkDeviceSize allocationSize; uint32_t memoryTypeIndex; } VkMemoryAllocateInfo;
typedef struct VkShaderModuleCreateInfo { uint32_t sType; const void *pNext; VkFlags flags; size_t codeSize; const uint32_t *pCode; } VkShaderModuleCreateInfo;
typedef struct VkDescriptorSetLayoutBinding {
    uint32_t binding, descriptorType, descriptorCount; VkFlags stageFlags; const void *pImmutableSamplers;
} VkDescriptorSetLayoutBinding;
typedef struct VkDescriptorSetLayoutCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; uint32_t bindingCount; const VkDescriptorSetLayoutBinding *pBindings;
} VkDescriptorSetLayoutCreateInfo;
typedef struct VkPushConstantRange { VkFlags stageFlags; uint32_t offset, size; } VkPushConstantRange;
typedef struct VkPipelineLayoutCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; uint32_t setLayoutCount; const VkDescriptorSetLayout *pSetLayouts;
    uint32_t pushConstantRangeCount; const VkPushConstantRange *pPushConstantRanges;
} VkPipelineLayoutCreateInfo;
typedef struct VkSpecializationMapEntry { uint32_t constantID, offset; size_t size; } VkSpecializationMapEntry;
typedef struct VkSpecializationInfo {
    uint32_t mapEntryCount; const VkSpecializationMapEntry *pMapEntries; size_t dataSize; const void *pData;
} VkSpecializationInfo;
typedef struct VkPipelineShaderStageCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; uint32_t stage; VkShaderModule module; const char *pName;
    const VkSpecializationInfo *pSpecializationInfo;
} VkPipelineShaderStageCreateInfo;
typedef struct VkComputePipelineCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; VkPipelineShaderStageCreateInfo stage; VkPipelineLayout layout;
    VkPipeline basePipelineHandle; int32_t basePipelineIndex;
} VkComputePipelineCreateInfo;
typedef struct VkDescriptorPoolSize { uint32_t type, descriptorCount; } VkDescriptorPoolSize;
typedef struct VkDescriptorPoolCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags; uint32_t maxSets, poolSizeCount; const VkDescriptorPoolSize *pPoolSizes;
} VkDescriptorPoolCreateInfo;
typedef struct VkDescriptorSetAllocateInfo {
    uint32_t sType; const void *pNext; VkDescriptorPool descriptorPool; uint32_t descriptorSetCount;
    const VkDescriptorSetLayout *pSetLayouts;
} VkDescriptorSetAllocateInfo;
typedef struct VkDescriptorBufferInfo { VkBuffer buffer; VkDeviceSize offset, range; } VkDescriptorBufferInfo;
typedef struct VkWriteDescriptorSet {
    uint32_t sType; const void *pNext; VkDescriptorSet dstSet; uint32_t dstBinding, dstArrayElement, descriptorCount,
        descriptorType; const void *pImageInfo; const VkDescriptorBufferInfo *pBufferInfo; const void *pTexelBufferView;
} VkWriteDescriptorSet;
typedef struct VkCommandPoolCreateInfo { uint32_t sType; const void *pNext; VkFlags flags; uint32_t queueFamilyIndex; } VkCommandPoolCreateInfo;
typedef struct VkCommandBufferAllocateInfo {
    uint32_t sType; const void *pNext; VkCommandPool commandPool; uint32_t level, commandBufferCount;
} VkCommandBufferAllocateInfo;
typedef struct VkCommandBufferBeginInfo { uint32_t sType; const void *pNext; VkFlags flags; const void *pInheritanceInfo; } VkCommandBufferBeginInfo;
typedef struct VkMemoryBarrier { uint32_t sType; const void *pNext; VkFlags srcAccessMask, dstAccessMask; } VkMemoryBarrier;
typedef struct VkBufferCopy { VkDeviceSize srcOffset, dstOffset, size; } VkBufferCopy;
typedef struct VkSubmitInfo {
    uint32_t sType; const void *pNext; uint32_t waitSemaphoreCount; const void *pWaitSemaphores;
    const VkFlags *pWaitDstStageMask; uint32_t commandBufferCount; const VkCommandBuffer *pCommandBuffers;
    uint32_t signalSemaphoreCount; const void *pSignalSemaphores;
} VkSubmitInfo;
typedef struct VkFenceCreateInfo { uint32_t sType; const void *pNext; VkFlags flags; } VkFenceCreateInfo;
typedef struct VkDebugUtilsMessengerCallbackData {
    uint32_t sType; const void *pNext; VkFlags flags; const char *pMessageIdName; int32_t messageIdNumber;
    const char *pMessage; /* the rest is not read */
} VkDebugUtilsMessengerCallbackData;
typedef VkBool32 (VKAPI *PFN_vkDebugUtilsMessengerCallback)(uint32_t severity, VkFlags types,
                                                             const VkDebugUtilsMessengerCallbackData *data, void *user);
typedef struct VkDebugUtilsMessengerCreateInfo {
    uint32_t sType; const void *pNext; VkFlags flags, messageSeverity, messageType;
    PFN_vkDebugUtilsMessengerCallback pfnUserCallback; void *pUserData;
} VkDebugUtilsMessengerCreateInfo;

typedef void (VKAPI *PFN_vkVoidFunction)(void);
typedef PFN_vkVoidFunction (VKAPI *PFN_vkGetInstanceProcAddr)(VkInstance, const char *);
typedef PFN_vkVoidFunction (VKAPI *PFN_vkGetDeviceProcAddr)(VkDevice, const char *);
typedef VkResult (VKAPI *PFN_vkCreateInstance)(const VkInstanceCreateInfo *, const void *, VkInstance *);
typedef VkResult (VKAPI *PFN_vkEnumerateInstanceVersion)(uint32_t *);
typedef void (VKAPI *PFN_vkDestroyInstance)(VkInstance, const void *);
typedef VkResult (VKAPI *PFN_vkEnumeratePhysicalDevices)(VkInstance, uint32_t *, VkPhysicalDevice *);
typedef void (VKAPI *PFN_vkGetPhysicalDeviceProperties2)(VkPhysicalDevice, VkPhysicalDeviceProperties2 *);
typedef void (VKAPI *PFN_vkGetPhysicalDeviceFeatures2)(VkPhysicalDevice, VkPhysicalDeviceFeatures2 *);
typedef void (VKAPI *PFN_vkGetPhysicalDeviceMemoryProperties2)(VkPhysicalDevice, VkPhysicalDeviceMemoryProperties2 *);
typedef void (VKAPI *PFN_vkGetPhysicalDeviceQueueFamilyProperties)(VkPhysicalDevice, uint32_t *, VkQueueFamilyProperties *);
typedef VkResult (VKAPI *PFN_vkEnumerateDeviceExtensionProperties)(VkPhysicalDevice, const char *, uint32_t *, VkExtensionProperties *);
typedef VkResult (VKAPI *PFN_vkCreateDevice)(VkPhysicalDevice, const VkDeviceCreateInfo *, const void *, VkDevice *);
typedef VkResult (VKAPI *PFN_vkCreateDebugUtilsMessengerEXT)(VkInstance, const VkDebugUtilsMessengerCreateInfo *, const void *, VkDebugUtilsMessengerEXT *);
typedef void (VKAPI *PFN_vkDestroyDebugUtilsMessengerEXT)(VkInstance, VkDebugUtilsMessengerEXT, const void *);
typedef void (VKAPI *PFN_vkDestroyDevice)(VkDevice, const void *);
typedef void (VKAPI *PFN_vkGetDeviceQueue)(VkDevice, uint32_t, uint32_t, VkQueue *);
typedef VkResult (VKAPI *PFN_vkCreateBuffer)(VkDevice, const VkBufferCreateInfo *, const void *, VkBuffer *);
typedef void (VKAPI *PFN_vkDestroyBuffer)(VkDevice, VkBuffer, const void *);
typedef void (VKAPI *PFN_vkGetBufferMemoryRequirements)(VkDevice, VkBuffer, VkMemoryRequirements *);
typedef VkResult (VKAPI *PFN_vkAllocateMemory)(VkDevice, const VkMemoryAllocateInfo *, const void *, VkDeviceMemory *);
typedef void (VKAPI *PFN_vkFreeMemory)(VkDevice, VkDeviceMemory, const void *);
typedef VkResult (VKAPI *PFN_vkBindBufferMemory)(VkDevice, VkBuffer, VkDeviceMemory, VkDeviceSize);
typedef VkResult (VKAPI *PFN_vkMapMemory)(VkDevice, VkDeviceMemory, VkDeviceSize, VkDeviceSize, VkFlags, void **);
typedef VkResult (VKAPI *PFN_vkCreateShaderModule)(VkDevice, const VkShaderModuleCreateInfo *, const void *, VkShaderModule *);
typedef void (VKAPI *PFN_vkDestroyShaderModule)(VkDevice, VkShaderModule, const void *);
typedef VkResult (VKAPI *PFN_vkCreateDescriptorSetLayout)(VkDevice, const VkDescriptorSetLayoutCreateInfo *, const void *, VkDescriptorSetLayout *);
typedef void (VKAPI *PFN_vkDestroyDescriptorSetLayout)(VkDevice, VkDescriptorSetLayout, const void *);
typedef VkResult (VKAPI *PFN_vkCreatePipelineLayout)(VkDevice, const VkPipelineLayoutCreateInfo *, const void *, VkPipelineLayout *);
typedef void (VKAPI *PFN_vkDestroyPipelineLayout)(VkDevice, VkPipelineLayout, const void *);
typedef VkResult (VKAPI *PFN_vkCreateComputePipelines)(VkDevice, VkPipelineCache, uint32_t, const VkComputePipelineCreateInfo *, const void *, VkPipeline *);
typedef void (VKAPI *PFN_vkDestroyPipeline)(VkDevice, VkPipeline, const void *);
typedef VkResult (VKAPI *PFN_vkCreateDescriptorPool)(VkDevice, const VkDescriptorPoolCreateInfo *, const void *, VkDescriptorPool *);
typedef void (VKAPI *PFN_vkDestroyDescriptorPool)(VkDevice, VkDescriptorPool, const void *);
typedef VkResult (VKAPI *PFN_vkResetDescriptorPool)(VkDevice, VkDescriptorPool, VkFlags);
typedef VkResult (VKAPI *PFN_vkAllocateDescriptorSets)(VkDevice, const VkDescriptorSetAllocateInfo *, VkDescriptorSet *);
typedef void (VKAPI *PFN_vkUpdateDescriptorSets)(VkDevice, uint32_t, const VkWriteDescriptorSet *, uint32_t, const void *);
typedef VkResult (VKAPI *PFN_vkCreateCommandPool)(VkDevice, const VkCommandPoolCreateInfo *, const void *, VkCommandPool *);
typedef void (VKAPI *PFN_vkDestroyCommandPool)(VkDevice, VkCommandPool, const void *);
typedef VkResult (VKAPI *PFN_vkAllocateCommandBuffers)(VkDevice, const VkCommandBufferAllocateInfo *, VkCommandBuffer *);
typedef VkResult (VKAPI *PFN_vkBeginCommandBuffer)(VkCommandBuffer, const VkCommandBufferBeginInfo *);
typedef VkResult (VKAPI *PFN_vkEndCommandBuffer)(VkCommandBuffer);
typedef VkResult (VKAPI *PFN_vkResetCommandBuffer)(VkCommandBuffer, VkFlags);
typedef void (VKAPI *PFN_vkCmdBindPipeline)(VkCommandBuffer, uint32_t, VkPipeline);
typedef void (VKAPI *PFN_vkCmdBindDescriptorSets)(VkCommandBuffer, uint32_t, VkPipelineLayout, uint32_t, uint32_t, const VkDescriptorSet *, uint32_t, const uint32_t *);
typedef void (VKAPI *PFN_vkCmdPushConstants)(VkCommandBuffer, VkPipelineLayout, VkFlags, uint32_t, uint32_t, const void *);
typedef void (VKAPI *PFN_vkCmdDispatch)(VkCommandBuffer, uint32_t, uint32_t, uint32_t);
typedef void (VKAPI *PFN_vkCmdPipelineBarrier)(VkCommandBuffer, VkFlags, VkFlags, VkFlags, uint32_t, const VkMemoryBarrier *, uint32_t, const void *, uint32_t, const void *);
typedef void (VKAPI *PFN_vkCmdCopyBuffer)(VkCommandBuffer, VkBuffer, VkBuffer, uint32_t, const VkBufferCopy *);
typedef void (VKAPI *PFN_vkCmdFillBuffer)(VkCommandBuffer, VkBuffer, VkDeviceSize, VkDeviceSize, uint32_t);
typedef VkResult (VKAPI *PFN_vkQueueSubmit)(VkQueue, uint32_t, const VkSubmitInfo *, VkFence);
typedef VkResult (VKAPI *PFN_vkCreateFence)(VkDevice, const VkFenceCreateInfo *, const void *, VkFence *);
typedef void (VKAPI *PFN_vkDestroyFence)(VkDevice, VkFence, const void *);
typedef VkResult (VKAPI *PFN_vkWaitForFences)(VkDevice, uint32_t, const VkFence *, VkBool32, uint64_t);
typedef VkResult (VKAPI *PFN_vkResetFences)(VkDevice, uint32_t, const VkFence *);
typedef VkResult (VKAPI *PFN_vkDeviceWaitIdle)(VkDevice);

#define VK_INSTANCE_FNS(X) X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties2) \
    X(vkGetPhysicalDeviceFeatures2) X(vkGetPhysicalDeviceMemoryProperties2) X(vkGetPhysicalDeviceQueueFamilyProperties) \
    X(vkEnumerateDeviceExtensionProperties) X(vkCreateDevice) X(vkGetDeviceProcAddr)
#define VK_DEVICE_FNS(X) X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkCreateBuffer) X(vkDestroyBuffer) \
    X(vkGetBufferMemoryRequirements) X(vkAllocateMemory) X(vkFreeMemory) X(vkBindBufferMemory) X(vkMapMemory) \
    X(vkCreateShaderModule) X(vkDestroyShaderModule) X(vkCreateDescriptorSetLayout) X(vkDestroyDescriptorSetLayout) \
    X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout) X(vkCreateComputePipelines) X(vkDestroyPipeline) \
    X(vkCreateDescriptorPool) X(vkDestroyDescriptorPool) X(vkResetDescriptorPool) X(vkAllocateDescriptorSets) \
    X(vkUpdateDescriptorSets) X(vkCreateCommandPool) X(vkDestroyCommandPool) X(vkAllocateCommandBuffers) \
    X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkResetCommandBuffer) X(vkCmdBindPipeline) \
    X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch) X(vkCmdPipelineBarrier) X(vkCmdCopyBuffer) X(vkCmdFillBuffer) \
    X(vkQueueSubmit) X(vkCreateFence) X(vkDestroyFence) X(vkWaitForFences) X(vkResetFences) X(vkDeviceWaitIdle)
#define VK_FN_FIELD(name) PFN_##name name;

/* Everything moe reads about a device: `moe devices` prints it, selection and the shaders use it. */
typedef struct vk_devinfo {
    VkPhysicalDevice phys;
    char name[256];
    uint32_t api, type, vendor, queue_family;
    int storage16, storage8, fp16, int8, subgroup_arith, mem_budget_ext, ext_8bit_storage;
    uint32_t subgroup_size, subgroup_ops, max_wg_invocations, shared_mem, push_const_size;
    uint64_t max_range, max_alloc, min_offset_align, device_local_bytes;
    uint64_t budget;      /* device-local bytes moe may use: VK_EXT_memory_budget, else 80% of the heaps */
    const char *unusable; /* NULL when the device has what moe requires */
} vk_devinfo;

/* The loader and an instance: opened for a model (or for `moe devices`) and closed with it. */
typedef struct vk_loader {
    void *lib;
    VkInstance inst;
    PFN_vkGetInstanceProcAddr get_proc;
    VK_INSTANCE_FNS(VK_FN_FIELD)
    PFN_vkDestroyDebugUtilsMessengerEXT destroy_messenger;
    VkDebugUtilsMessengerEXT messenger;
    int validation;               /* MOE_VK_VALIDATION=1: the Khronos layer, errors through the model's log */
    int validation_errors;        /* counted by the messenger */
    int nomem;                    /* a host allocation failed while listing devices */
    const logger *log;
    vk_devinfo *devs;
    uint32_t n_devs;
} vk_loader;

static const char *const vk_lib_names[] = {
#if defined(_WIN32)
    "vulkan-1.dll",
#elif defined(__APPLE__)
    "libvulkan.1.dylib", "libvulkan.dylib", "libMoltenVK.dylib", "/usr/local/lib/libvulkan.1.dylib",
    "/opt/homebrew/lib/libvulkan.1.dylib", "/usr/local/lib/libMoltenVK.dylib",
#else
    "libvulkan.so.1", "libvulkan.so",
#endif
};

static VkBool32 VKAPI vk_debug_message(uint32_t severity, VkFlags types, const VkDebugUtilsMessengerCallbackData *data,
                                       void *user) {
    vk_loader *l = (vk_loader *)user;
    (void)types;
    if (severity >= 0x1000) { /* ERROR */
        l->validation_errors++;
        log_msg(l->log, MOE_LOG_ERROR, "vulkan validation: %s", data && data->pMessage ? data->pMessage : "?");
    } else if (severity >= 0x100)
        log_msg(l->log, MOE_LOG_WARN, "vulkan validation: %s", data && data->pMessage ? data->pMessage : "?");
    return 0;
}

static uint64_t env_u64(const char *name, uint64_t fallback) {
    const char *s = getenv(name);
    if (!s || !*s) return fallback;
    char *end;
    double v = strtod(s, &end);
    if (*end == 'k' || *end == 'K') v *= 1024.0;
    else if (*end == 'm' || *end == 'M') v *= 1024.0 * 1024.0;
    else if (*end == 'g' || *end == 'G') v *= 1024.0 * 1024.0 * 1024.0;
    return v > 0 ? (uint64_t)v : fallback;
}

static int env_flag(const char *name) {
    const char *s = getenv(name);
    return s && *s && strcmp(s, "0") != 0;
}

static int vk_has_ext(const VkExtensionProperties *e, uint32_t n, const char *name) {
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(e[i].extensionName, name) == 0) return 1;
    return 0;
}

/* Reads a device's properties and decides whether moe can use it. */
static void vk_query_device(vk_loader *l, VkPhysicalDevice pd, vk_devinfo *d, const moe_allocator *a) {
    memset(d, 0, sizeof *d);
    d->phys = pd;
    VkPhysicalDeviceSubgroupProperties sg = { VK_ST_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES, NULL, 0, 0, 0, 0 };
    VkPhysicalDeviceMaintenance3Properties m3 = { VK_ST_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES, &sg, 0, 0 };
    VkPhysicalDeviceProperties2 p2;
    memset(&p2, 0, sizeof p2);
    p2.sType = VK_ST_PHYSICAL_DEVICE_PROPERTIES_2;
    p2.pNext = &m3;
    l->vkGetPhysicalDeviceProperties2(pd, &p2);
    const VkPhysicalDeviceProperties *p = &p2.properties;
    memcpy(d->name, p->deviceName, sizeof d->name);
    d->name[sizeof d->name - 1] = 0;
    d->api = p->apiVersion;
    d->type = p->deviceType;
    d->vendor = p->vendorID;
    d->subgroup_size = sg.subgroupSize;
    d->subgroup_ops = sg.supportedOperations;
    d->subgroup_arith = (sg.supportedOperations & VK_SUBGROUP_FEATURE_ARITHMETIC) && (sg.supportedStages & VK_SHADER_STAGE_COMPUTE);
    d->max_wg_invocations = p->limits.maxComputeWorkGroupInvocations;
    d->shared_mem = p->limits.maxComputeSharedMemorySize;
    d->push_const_size = p->limits.maxPushConstantsSize;
    d->max_range = p->limits.maxStorageBufferRange;
    d->max_alloc = m3.maxMemoryAllocationSize ? m3.maxMemoryAllocationSize : ((uint64_t)1 << 30);
    d->min_offset_align = p->limits.minStorageBufferOffsetAlignment ? p->limits.minStorageBufferOffsetAlignment : 1;
    VkPhysicalDeviceShaderFloat16Int8Features f16 = { VK_ST_PHYSICAL_DEVICE_FLOAT16_INT8_FEATURES, NULL, 0, 0 };
    VkPhysicalDevice8BitStorageFeatures s8 = { VK_ST_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES, &f16, 0, 0, 0 };
    VkPhysicalDevice16BitStorageFeatures s16 = { VK_ST_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, &s8, 0, 0, 0, 0 };
    VkPhysicalDeviceFeatures2 f2;
    memset(&f2, 0, sizeof f2);
    f2.sType = VK_ST_PHYSICAL_DEVICE_FEATURES_2;
    f2.pNext = &s16;
    l->vkGetPhysicalDeviceFeatures2(pd, &f2);
    d->storage16 = s16.storageBuffer16BitAccess != 0;
    d->storage8 = s8.storageBuffer8BitAccess != 0;
    d->fp16 = f16.shaderFloat16 != 0;
    d->int8 = f16.shaderInt8 != 0;
    uint32_t n_ext = 0;
    l->vkEnumerateDeviceExtensionProperties(pd, NULL, &n_ext, NULL);
    VkExtensionProperties *ext = n_ext ? (VkExtensionProperties *)mem_calloc(a, n_ext, sizeof *ext) : NULL;
    if (n_ext && !ext) l->nomem = 1;
    if (ext && l->vkEnumerateDeviceExtensionProperties(pd, NULL, &n_ext, ext) != VK_SUCCESS) n_ext = 0;
    d->mem_budget_ext = ext && vk_has_ext(ext, n_ext, "VK_EXT_memory_budget");
    d->ext_8bit_storage = ext && vk_has_ext(ext, n_ext, "VK_KHR_8bit_storage");
    mem_free(a, ext);
    VkPhysicalDeviceMemoryBudgetProperties mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_ST_PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES;
    VkPhysicalDeviceMemoryProperties2 mp;
    memset(&mp, 0, sizeof mp);
    mp.sType = VK_ST_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2;
    mp.pNext = d->mem_budget_ext ? &mb : NULL;
    l->vkGetPhysicalDeviceMemoryProperties2(pd, &mp);
    for (uint32_t h = 0; h < mp.memoryProperties.memoryHeapCount && h < 16; h++)
        if (mp.memoryProperties.memoryHeaps[h].flags & VK_HEAP_DEVICE_LOCAL) {
            d->device_local_bytes += mp.memoryProperties.memoryHeaps[h].size;
            d->budget += d->mem_budget_ext ? mb.heapBudget[h] : mp.memoryProperties.memoryHeaps[h].size / 10 * 8;
        }
    uint32_t n_fam = 0;
    l->vkGetPhysicalDeviceQueueFamilyProperties(pd, &n_fam, NULL);
    VkQueueFamilyProperties fam[64];
    n_fam = MOE_MIN(n_fam, 64u);
    l->vkGetPhysicalDeviceQueueFamilyProperties(pd, &n_fam, fam);
    d->queue_family = UINT32_MAX;
    for (uint32_t i = 0; i < n_fam; i++)
        if ((fam[i].queueFlags & VK_QUEUE_COMPUTE) && fam[i].queueCount) { d->queue_family = i; break; }
    if (d->api < ((1u << 22) | (1u << 12))) d->unusable = "needs Vulkan 1.1";
    else if (d->queue_family == UINT32_MAX) d->unusable = "no compute queue";
    else if (!d->storage16) d->unusable = "no 16-bit storage buffers";
    else if (!d->storage8 || (d->api < ((1u << 22) | (2u << 12)) && !d->ext_8bit_storage)) d->unusable = "no 8-bit storage buffers";
    else if (d->push_const_size < 128) d->unusable = "push constants smaller than 128 bytes";
}

static void vk_loader_close(vk_loader *l, const moe_allocator *a) {
    if (l->messenger && l->destroy_messenger) l->destroy_messenger(l->inst, l->messenger, NULL);
    if (l->inst && l->vkDestroyInstance) l->vkDestroyInstance(l->inst, NULL);
    lib_close(l->lib);
    mem_free(a, l->devs);
    memset(l, 0, sizeof *l);
}

/* Opens the loader, creates an instance and lists the devices. Returns 0, or -1 with a reason. */
static int vk_loader_open(vk_loader *l, const logger *log, const moe_allocator *a, char *why, size_t why_size) {
    memset(l, 0, sizeof *l);
    l->log = log;
    const char *forced = getenv("MOE_VULKAN_LIB");
    if (forced && *forced) l->lib = lib_open(forced);
    for (size_t i = 0; !l->lib && !(forced && *forced) && i < sizeof vk_lib_names / sizeof vk_lib_names[0]; i++)
        l->lib = lib_open(vk_lib_names[i]);
    if (!l->lib) { snprintf(why, why_size, "no Vulkan loader (%s)", forced && *forced ? forced : vk_lib_names[0]); return -1; }
    lib_fn f = lib_sym(l->lib, "vkGetInstanceProcAddr");
    memcpy(&l->get_proc, &f, sizeof f);
    if (!l->get_proc) { snprintf(why, why_size, "the Vulkan loader has no vkGetInstanceProcAddr"); return -1; }
    PFN_vkCreateInstance create = (PFN_vkCreateInstance)l->get_proc(NULL, "vkCreateInstance");
    PFN_vkEnumerateInstanceVersion version = (PFN_vkEnumerateInstanceVersion)l->get_proc(NULL, "vkEnumerateInstanceVersion");
    uint32_t api = 0;
    if (!create || !version || version(&api) != VK_SUCCESS || api < ((1u << 22) | (1u << 12))) {
        snprintf(why, why_size, "the Vulkan loader is older than 1.1");
        return -1;
    }
    VkApplicationInfo app = { VK_ST_APPLICATION_INFO, NULL, "moe", 1, "moe", 1, (1u << 22) | (1u << 12) };
    const char *layers[1] = { "VK_LAYER_KHRONOS_validation" }, *exts[1] = { "VK_EXT_debug_utils" };
    l->validation = env_flag("MOE_VK_VALIDATION");
    VkInstanceCreateInfo ci = { VK_ST_INSTANCE_CREATE_INFO, NULL, 0, &app, l->validation ? 1u : 0u, layers,
                                l->validation ? 1u : 0u, exts };
    VkResult r = create(&ci, NULL, &l->inst);
    if (r != VK_SUCCESS && l->validation) {
        log_msg(log, MOE_LOG_WARN, "vulkan: the validation layer is not available (%d); continuing without it", (int)r);
        l->validation = 0;
        ci.enabledLayerCount = ci.enabledExtensionCount = 0;
        r = create(&ci, NULL, &l->inst);
    }
    if (r != VK_SUCCESS) { snprintf(why, why_size, "vkCreateInstance failed (%d): no Vulkan driver", (int)r); return -1; }
#define VK_LOAD_INSTANCE(name) l->name = (PFN_##name)l->get_proc(l->inst, #name); \
    if (!l->name) { snprintf(why, why_size, "the Vulkan loader lacks %s", #name); return -1; }
    VK_INSTANCE_FNS(VK_LOAD_INSTANCE)
#undef VK_LOAD_INSTANCE
    if (l->validation) {
        PFN_vkCreateDebugUtilsMessengerEXT mk = (PFN_vkCreateDebugUtilsMessengerEXT)l->get_proc(l->inst, "vkCreateDebugUtilsMessengerEXT");
        l->destroy_messenger = (PFN_vkDestroyDebugUtilsMessengerEXT)l->get_proc(l->inst, "vkDestroyDebugUtilsMessengerEXT");
        VkDebugUtilsMessengerCreateInfo mi = { VK_ST_DEBUG_UTILS_MESSENGER_CREATE_INFO, NULL, 0, 0x1100 /* warning, error */,
                                               0x7 /* general, validation, performance */, vk_debug_message, l };
        if (!mk || mk(l->inst, &mi, NULL, &l->messenger) != VK_SUCCESS) l->messenger = 0;
    }
    uint32_t n = 0;
    if (l->vkEnumeratePhysicalDevices(l->inst, &n, NULL) != VK_SUCCESS || n == 0) {
        snprintf(why, why_size, "no Vulkan device");
        return -1;
    }
    n = MOE_MIN(n, 16u);
    VkPhysicalDevice pds[16];
    if (l->vkEnumeratePhysicalDevices(l->inst, &n, pds) < 0) { snprintf(why, why_size, "cannot list Vulkan devices"); return -1; }
    l->devs = (vk_devinfo *)mem_calloc(a, n, sizeof *l->devs);
    if (!l->devs) { snprintf(why, why_size, "out of memory"); return -1; }
    l->n_devs = n;
    for (uint32_t i = 0; i < n; i++) vk_query_device(l, pds[i], &l->devs[i], a);
    if (l->nomem) { snprintf(why, why_size, "out of memory"); return -1; }
    return 0;
}

/* Which device a `device` string means: "vulkan:N" that one; "vulkan" the best usable device,
 * CPU implementations (lavapipe) last; "auto" only real GPUs (discrete, then integrated, then
 * virtual). Returns the index or -1 with a reason. */
static int vk_pick_device(const vk_loader *l, const char *dev, char *why, size_t why_size) {
    if (strncmp(dev, "vulkan:", 7) == 0) {
        char *end;
        long i = strtol(dev + 7, &end, 10);
        if (*end || i < 0 || i >= (long)l->n_devs) { snprintf(why, why_size, "no Vulkan device %s (%u found)", dev + 7, l->n_devs); return -1; }
        if (l->devs[i].unusable) { snprintf(why, why_size, "device %ld (%s) %s", i, l->devs[i].name, l->devs[i].unusable); return -1; }
        return (int)i;
    }
    static const uint32_t order[] = { VK_DEVICE_TYPE_DISCRETE, VK_DEVICE_TYPE_INTEGRATED, VK_DEVICE_TYPE_VIRTUAL, 0, VK_DEVICE_TYPE_CPU };
    const int n_kinds = strcmp(dev, "vulkan") == 0 ? 5 : 3;
    for (int k = 0; k < n_kinds; k++)
        for (uint32_t i = 0; i < l->n_devs; i++)
            if (!l->devs[i].unusable && l->devs[i].type == order[k]) return (int)i;
    snprintf(why, why_size, "%s", n_kinds == 3 ? "no usable GPU (a CPU Vulkan device is used only with --device vulkan)"
                                               : "no Vulkan device with 16- and 8-bit storage buffers");
    return -1;
}

static const char *vk_type_name(uint32_t t) {
    switch (t) {
    case VK_DEVICE_TYPE_DISCRETE: return "discrete GPU";
    case VK_DEVICE_TYPE_INTEGRATED: return "integrated GPU";
    case VK_DEVICE_TYPE_VIRTUAL: return "virtual GPU";
    case VK_DEVICE_TYPE_CPU: return "CPU";
    default: return "other";
    }
}

/* The IQ lattices for shaders/dequant.glsl, one storage buffer (binding 7) of VK_GRID_WORDS words
 * at the word offsets of its GRID_* defines; uint64 entries as two words, low word first; ksigns_iq2xs
 * four bytes to a word, the first in the low byte. */
enum {
    VK_GRID_IQ2XXS = 0, VK_GRID_IQ2XS = 512, VK_GRID_IQ2S = 1536, VK_GRID_IQ1S = 3584, VK_GRID_IQ3XXS = 7680,
    VK_GRID_IQ3S = 7936, VK_GRID_KSIGNS = 8448, VK_GRID_WORDS = 8480
};

static void vk_grid64(uint32_t *w, const uint64_t *g, size_t n) {
    for (size_t i = 0; i < n; i++) { w[2 * i] = (uint32_t)g[i]; w[2 * i + 1] = (uint32_t)(g[i] >> 32); }
}

static void vk_fill_grid(uint32_t *words) {
    vk_grid64(words + VK_GRID_IQ2XXS, iq2xxs_grid, 256);
    vk_grid64(words + VK_GRID_IQ2XS, iq2xs_grid, 512);
    vk_grid64(words + VK_GRID_IQ2S, iq2s_grid, 1024);
    vk_grid64(words + VK_GRID_IQ1S, iq1s_grid, 2048);
    for (int i = 0; i < 256; i++) words[VK_GRID_IQ3XXS + i] = iq3xxs_grid[i];
    for (int i = 0; i < 512; i++) words[VK_GRID_IQ3S + i] = iq3s_grid[i];
    for (int i = 0; i < 32; i++)
        words[VK_GRID_KSIGNS + i] = (uint32_t)ksigns_iq2xs[4 * i] | (uint32_t)ksigns_iq2xs[4 * i + 1] << 8 |
                                    (uint32_t)ksigns_iq2xs[4 * i + 2] << 16 | (uint32_t)ksigns_iq2xs[4 * i + 3] << 24;
}

/* ---- device, memory and pipelines ---- */

enum { VK_BINDINGS = 8, VK_PUSH_BYTES = 128, VK_MAX_POOLS = 64, VK_SETS_PER_POOL = 256 };

/* A range of a device buffer, bound as one storage-buffer descriptor; host is its mapping when the
 * memory is host-visible. */
typedef struct vk_ref { VkBuffer buf; uint64_t off, size; uint8_t *host; } vk_ref;

/* Memory in chunks of at most maxMemoryAllocationSize, each with one buffer over all of it;
 * allocations are aligned ranges of a chunk (never across two). */
typedef struct vk_chunk { VkDeviceMemory mem; VkBuffer buf; uint64_t size, used; uint8_t *map; } vk_chunk;
typedef struct vk_arena { vk_chunk *chunks; int n, cap; VkFlags want, avoid; uint64_t next_size; } vk_arena;

/* A weight tensor on the device: parts of whole rows (matrices) or whole experts (expert tensors),
 * each within maxStorageBufferRange. */
typedef struct vk_part { vk_ref ref; uint32_t r0, rows, e0, e1; } vk_part;
typedef struct vk_tensor { vk_part *parts; int n_parts; uint64_t unit; } vk_tensor; /* unit: bytes of one expert (or row) */

/* Where the experts of each MoE layer live (issue 6): the first n_slots device slots hold experts
 * (initially experts 0..n_slots-1), slot_of[layer][expert] says which slot holds an expert or -1
 * (its products run on the CPU from the mapped file). The last n_dynamic slots form the hot-expert
 * cache: between evaluations the most used experts not on the GPU replace the least used there. */
typedef struct vk_plan {
    uint64_t budget, dense_bytes, expert_bytes; /* expert_bytes: one expert of every MoE layer */
    uint32_t n_slots, n_dynamic;                /* per MoE layer */
    vk_ref *slot_maps;                          /* [n_layer] host-visible int32 [n_expert] (0 for dense layers) */
    float *use;                                 /* [n_layer][n_expert]: decayed use counts */
    uint64_t pairs_gpu, pairs_cpu, bytes_moved, bytes_refilled; /* statistics since load */
    int n_contexts;                             /* the cache refills only while one context uses the model */
} vk_plan;

/* The shaders, in the order of the generated SPIR-V table (vk_spirv). */
enum { VK_SH_GET_ROWS, VK_SH_MATVEC, VK_SH_RMS_NORM, VK_SH_ROPE, VK_SH_KV_STORE, VK_SH_ATTENTION, VK_SH_ROUTER,
       VK_SH_GLU, VK_SH_COMBINE, VK_SH_ACT_ROUND, VK_SH_COPY_ROWS, VK_SH_SSM_CONV, VK_SH_DELTA_RULE, VK_SH_DN_GATES,
       VK_SH_MAMBA2_SCAN, VK_SH_COUNT };

typedef struct vk_device {
    vk_loader ld;
    vk_devinfo info;
    int index;
    VkDevice dev;
    VkQueue queue;
    VK_DEVICE_FNS(VK_FN_FIELD)
    uint64_t max_range, max_alloc, align; /* after the MOE_VK_MAX_RANGE / MOE_VK_MAX_ALLOC overrides */
    int use_subgroup;                     /* subgroup arithmetic in reductions (MOE_VK_NO_SUBGROUP=1: off) */
    uint32_t wg;                          /* workgroup size of every shader */
    vk_arena dev_mem, host_mem;
    int dev_is_host_visible;              /* weights are copied straight into mapped device memory */
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout pipe_layout;
    VkShaderModule modules[VK_SH_COUNT];
    VkPipeline pipes[VK_SH_COUNT][T_COUNT];
    VkCommandPool cmd_pool;               /* uploads through the staging buffer (under upload_lock) */
    VkCommandBuffer upload_cb;
    VkFence fence;
    vk_ref dummy, grid, staging;
#if !defined(MOE_NO_THREADS)
    os_mutex queue_lock;                  /* vkQueueSubmit from contexts on several threads */
    os_mutex upload_lock;
    int lock_ready;
#endif
    vk_tensor **tensors;                  /* [n_files][n_tensors] */
    vk_plan plan;
    int n_files;
    uint64_t weight_bytes;
    const moe_allocator *a;
    const logger *log;
} vk_device;

static const char *vk_result_text(VkResult r) {
    switch (r) {
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "out of host memory";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "out of device memory";
    case VK_ERROR_DEVICE_LOST: return "device lost";
    case VK_TIMEOUT: return "timed out";
    default: return "error";
    }
}

static int vk_mem_type(vk_device *vd, uint32_t bits, VkFlags want, VkFlags avoid) {
    VkPhysicalDeviceMemoryProperties2 mp;
    memset(&mp, 0, sizeof mp);
    mp.sType = VK_ST_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2;
    vd->ld.vkGetPhysicalDeviceMemoryProperties2(vd->info.phys, &mp);
    for (uint32_t i = 0; i < mp.memoryProperties.memoryTypeCount; i++) {
        const VkFlags f = mp.memoryProperties.memoryTypes[i].propertyFlags;
        if ((bits >> i & 1) && (f & want) == want && !(f & avoid)) return (int)i;
    }
    return -1;
}

static VkResult vk_new_chunk(vk_device *vd, vk_arena *ar, uint64_t size) {
    if (ar->n == ar->cap) {
        const int cap = ar->cap ? 2 * ar->cap : 16;
        vk_chunk *c = (vk_chunk *)mem_calloc(vd->a, (size_t)cap, sizeof *c);
        if (!c) return VK_ERROR_OUT_OF_HOST_MEMORY;
        if (ar->n) memcpy(c, ar->chunks, sizeof *c * (size_t)ar->n);
        mem_free(vd->a, ar->chunks);
        ar->chunks = c;
        ar->cap = cap;
    }
    vk_chunk *c = &ar->chunks[ar->n];
    memset(c, 0, sizeof *c);
    VkBufferCreateInfo bi = { VK_ST_BUFFER_CREATE_INFO, NULL, 0, size,
                              VK_BUFFER_USAGE_STORAGE | VK_BUFFER_USAGE_TRANSFER_SRC | VK_BUFFER_USAGE_TRANSFER_DST, 0, 0, NULL };
    VkResult r = vd->vkCreateBuffer(vd->dev, &bi, NULL, &c->buf);
    if (r != VK_SUCCESS) return r;
    VkMemoryRequirements req;
    vd->vkGetBufferMemoryRequirements(vd->dev, c->buf, &req);
    int type = vk_mem_type(vd, req.memoryTypeBits, ar->want, ar->avoid);
    if (type < 0) type = vk_mem_type(vd, req.memoryTypeBits, ar->want & ~(VkFlags)VK_MEMORY_DEVICE_LOCAL, 0);
    VkMemoryAllocateInfo mi = { VK_ST_MEMORY_ALLOCATE_INFO, NULL, req.size, (uint32_t)type };
    if (type < 0) r = VK_ERROR_OUT_OF_DEVICE_MEMORY;
    else r = vd->vkAllocateMemory(vd->dev, &mi, NULL, &c->mem);
    if (r == VK_SUCCESS) r = vd->vkBindBufferMemory(vd->dev, c->buf, c->mem, 0);
    if (r == VK_SUCCESS && (ar->want & VK_MEMORY_HOST_VISIBLE)) {
        void *p = NULL;
        r = vd->vkMapMemory(vd->dev, c->mem, 0, size, 0, &p);
        c->map = (uint8_t *)p;
    }
    if (r != VK_SUCCESS) {
        if (c->mem) vd->vkFreeMemory(vd->dev, c->mem, NULL);
        vd->vkDestroyBuffer(vd->dev, c->buf, NULL);
        return r;
    }
    c->size = size;
    ar->n++;
    return VK_SUCCESS;
}

/* An aligned range of `size` bytes; a new chunk when the last one is full. */
static VkResult vk_alloc(vk_device *vd, vk_arena *ar, uint64_t size, vk_ref *out) {
    size = MOE_MAX(size, 4);
    if (size > vd->max_alloc) return VK_ERROR_OUT_OF_DEVICE_MEMORY;
    vk_chunk *c = ar->n ? &ar->chunks[ar->n - 1] : NULL;
    uint64_t off = c ? (c->used + vd->align - 1) / vd->align * vd->align : 0;
    if (!c || off + size > c->size) {
        /* chunks grow from 64 MiB, doubling, up to the allocation limit */
        uint64_t want = MOE_MAX(size, MOE_MIN(ar->next_size, vd->max_alloc));
        VkResult r = vk_new_chunk(vd, ar, want);
        if (r != VK_SUCCESS) return r;
        ar->next_size = MOE_MIN(ar->next_size * 2, vd->max_alloc);
        c = &ar->chunks[ar->n - 1];
        off = 0;
    }
    c->used = off + size;
    out->buf = c->buf;
    out->off = off;
    out->size = size;
    out->host = c->map ? c->map + off : NULL;
    return VK_SUCCESS;
}

static void vk_arena_free(vk_device *vd, vk_arena *ar) {
    for (int i = 0; i < ar->n; i++) {
        vd->vkDestroyBuffer(vd->dev, ar->chunks[i].buf, NULL);
        vd->vkFreeMemory(vd->dev, ar->chunks[i].mem, NULL);
    }
    mem_free(vd->a, ar->chunks);
    memset(ar, 0, sizeof *ar);
}

/* Submits (signalling `fence`). Contexts of one model may run on several threads: each has its
 * own fence and command buffers, and the shared queue is taken under a lock (Vulkan requires it). */
static VkResult vk_submit(vk_device *vd, VkCommandBuffer cb, VkFence fence) {
    VkSubmitInfo si = { VK_ST_SUBMIT_INFO, NULL, 0, NULL, NULL, 1, &cb, 0, NULL };
    VkResult r = vd->vkResetFences(vd->dev, 1, &fence);
#if !defined(MOE_NO_THREADS)
    os_mutex_lock(&vd->queue_lock);
#endif
    if (r == VK_SUCCESS) r = vd->vkQueueSubmit(vd->queue, 1, &si, fence);
#if !defined(MOE_NO_THREADS)
    os_mutex_unlock(&vd->queue_lock);
#endif
    return r;
}

/* A step that takes minutes means a hung device: report it instead of waiting forever. */
static VkResult vk_wait(vk_device *vd, VkFence fence) {
    return vd->vkWaitForFences(vd->dev, 1, &fence, 1, (uint64_t)300 * 1000000000ull);
}

static VkResult vk_submit_wait(vk_device *vd, VkCommandBuffer cb, VkFence fence) {
    VkResult r = vk_submit(vd, cb, fence);
    return r == VK_SUCCESS ? vk_wait(vd, fence) : r;
}

static VkResult vk_begin(vk_device *vd, VkCommandBuffer cb, int one_time) {
    VkCommandBufferBeginInfo bi = { VK_ST_COMMAND_BUFFER_BEGIN_INFO, NULL, one_time ? 1u : 0u, NULL };
    vd->vkResetCommandBuffer(cb, 0);
    return vd->vkBeginCommandBuffer(cb, &bi);
}

static VkResult vk_alloc_cmd(vk_device *vd, VkCommandBuffer *cb) {
    VkCommandBufferAllocateInfo ai = { VK_ST_COMMAND_BUFFER_ALLOCATE_INFO, NULL, vd->cmd_pool, 0, 1 };
    return vd->vkAllocateCommandBuffers(vd->dev, &ai, cb);
}

static void vk_barrier(vk_device *vd, VkCommandBuffer cb, VkFlags src_stage, VkFlags src, VkFlags dst_stage, VkFlags dst) {
    VkMemoryBarrier b = { VK_ST_MEMORY_BARRIER, NULL, src, dst };
    vd->vkCmdPipelineBarrier(cb, src_stage, dst_stage, 0, 1, &b, 0, NULL, 0, NULL);
}

/* Copies host bytes into a device range: straight into mapped memory, or through a staging chunk. */
static VkResult vk_upload(vk_device *vd, const vk_ref *dst, uint64_t dst_off, const void *src, uint64_t size) {
    if (dst->host) { memcpy(dst->host + dst_off, src, (size_t)size); return VK_SUCCESS; }
#if !defined(MOE_NO_THREADS)
    os_mutex_lock(&vd->upload_lock); /* one staging buffer: context creation and cache refills share it */
#endif
    VkResult r = VK_SUCCESS;
    if (!vd->staging.buf) r = vk_alloc(vd, &vd->host_mem, MOE_MIN(vd->max_alloc, (uint64_t)64 << 20), &vd->staging);
    if (r == VK_SUCCESS && !vd->upload_cb) r = vk_alloc_cmd(vd, &vd->upload_cb);
    for (uint64_t done = 0; r == VK_SUCCESS && done < size;) {
        const uint64_t n = MOE_MIN(size - done, vd->staging.size);
        memcpy(vd->staging.host, (const uint8_t *)src + done, (size_t)n);
        VkBufferCopy cp = { vd->staging.off, dst->off + dst_off + done, n };
        r = vk_begin(vd, vd->upload_cb, 1);
        if (r != VK_SUCCESS) break;
        vd->vkCmdCopyBuffer(vd->upload_cb, vd->staging.buf, dst->buf, 1, &cp);
        vd->vkEndCommandBuffer(vd->upload_cb);
        r = vk_submit_wait(vd, vd->upload_cb, vd->fence);
        done += n;
    }
#if !defined(MOE_NO_THREADS)
    os_mutex_unlock(&vd->upload_lock);
#endif
    return r;
}

/* The embedded SPIR-V of each shader, plain and with subgroup arithmetic (NULL when the shader
 * reduces nothing). */
typedef struct vk_refill vk_refill;
typedef struct vk_spirv { const char *name; const char *const *code, *const *code_sg; } vk_spirv;
static const vk_spirv *vk_shader(int sh);

/* The embedded SPIR-V is base64 text of LEB128-coded words (shaders/embed.py writes it): five
 * times smaller than a word array in C source. Returns the words (allocated) and their count. */
static uint32_t *vk_decode_spirv(const char *const *pieces, size_t *n_words, const moe_allocator *a) {
    size_t len = 0;
    for (int p = 0; pieces[p]; p++) len += strlen(pieces[p]);
    uint32_t *words = (uint32_t *)mem_alloc(a, (len * 3 / 4 + 4) * sizeof(uint32_t)); /* >= one word per byte */
    if (!words) return NULL;
    uint32_t bits = 0, word = 0, shift = 0;
    int n_bits = 0;
    size_t n = 0;
    for (int p = 0; pieces[p]; p++) {
        for (const char *t = pieces[p]; *t; t++) {
            const char ch = *t;
            const int v = ch >= 'A' && ch <= 'Z' ? ch - 'A' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 26
                        : ch >= '0' && ch <= '9' ? ch - '0' + 52 : ch == '+' ? 62 : ch == '/' ? 63 : -1;
            if (v < 0) continue; /* '=' padding */
            bits = (bits << 6) | (uint32_t)v;
            n_bits += 6;
            if (n_bits < 8) continue;
            n_bits -= 8;
            const uint32_t byte = (bits >> n_bits) & 0xFF;
            if (shift < 32) word |= (byte & 0x7F) << shift;
            shift += 7;
            if (!(byte & 0x80)) { words[n++] = word; word = 0; shift = 0; }
        }
    }
    *n_words = n;
    return words;
}

static VkPipeline vk_pipeline(vk_device *vd, int sh, uint32_t type) {
    if (vd->pipes[sh][type]) return vd->pipes[sh][type];
    const vk_spirv *s = vk_shader(sh);
    if (!vd->modules[sh]) {
        size_t n_words = 0;
        uint32_t *code = vk_decode_spirv(vd->use_subgroup && s->code_sg ? s->code_sg : s->code, &n_words, vd->a);
        if (!code) return 0;
        VkShaderModuleCreateInfo mi = { VK_ST_SHADER_MODULE_CREATE_INFO, NULL, 0, n_words * 4, code };
        const VkResult r = vd->vkCreateShaderModule(vd->dev, &mi, NULL, &vd->modules[sh]);
        mem_free(vd->a, code);
        if (r != VK_SUCCESS) return 0;
    }
    const uint32_t spec[2] = { type, vd->wg };
    const VkSpecializationMapEntry map[2] = { { 0, 0, 4 }, { 1, 4, 4 } };
    const VkSpecializationInfo si = { 2, map, sizeof spec, spec };
    VkComputePipelineCreateInfo ci;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_ST_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_ST_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE;
    ci.stage.module = vd->modules[sh];
    ci.stage.pName = "main";
    ci.stage.pSpecializationInfo = &si;
    ci.layout = vd->pipe_layout;
    ci.basePipelineIndex = -1;
    if (vd->vkCreateComputePipelines(vd->dev, 0, 1, &ci, NULL, &vd->pipes[sh][type]) != VK_SUCCESS) vd->pipes[sh][type] = 0;
    return vd->pipes[sh][type];
}

/* A command buffer with the descriptor pools its sets come from. */
typedef struct vk_cmd {
    VkCommandBuffer cb;
    VkDescriptorPool pools[VK_MAX_POOLS];
    int n_pools, cur;
    VkResult err;  /* the first failure while recording */
} vk_cmd;

static VkDescriptorSet vk_new_set(vk_device *vd, vk_cmd *cmd) {
    for (;;) {
        if (cmd->cur == cmd->n_pools) {
            if (cmd->n_pools == VK_MAX_POOLS) return 0;
            const VkDescriptorPoolSize size = { VK_DESCRIPTOR_STORAGE_BUFFER, VK_SETS_PER_POOL * VK_BINDINGS };
            const VkDescriptorPoolCreateInfo pi = { VK_ST_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, VK_SETS_PER_POOL, 1, &size };
            if (vd->vkCreateDescriptorPool(vd->dev, &pi, NULL, &cmd->pools[cmd->n_pools]) != VK_SUCCESS) return 0;
            cmd->n_pools++;
        }
        const VkDescriptorSetAllocateInfo ai = { VK_ST_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, cmd->pools[cmd->cur], 1, &vd->set_layout };
        VkDescriptorSet set = 0;
        if (vd->vkAllocateDescriptorSets(vd->dev, &ai, &set) == VK_SUCCESS) return set;
        cmd->cur++; /* this pool is full */
    }
}

static void vk_cmd_reset(vk_device *vd, vk_cmd *cmd) {
    for (int i = 0; i < cmd->n_pools; i++) vd->vkResetDescriptorPool(vd->dev, cmd->pools[i], 0);
    cmd->cur = 0;
    cmd->err = VK_SUCCESS;
}

static void vk_cmd_free(vk_device *vd, vk_cmd *cmd) {
    for (int i = 0; i < cmd->n_pools; i++) vd->vkDestroyDescriptorPool(vd->dev, cmd->pools[i], NULL);
    cmd->n_pools = cmd->cur = 0;
}

/* Records one dispatch: a descriptor set over `binds` (unset slots get a dummy buffer), the push
 * constants, the grid, then a barrier so the next dispatch sees the writes. */
static void vk_dispatch(vk_device *vd, vk_cmd *cmd, int sh, uint32_t type, const vk_ref *binds, const void *pc,
                        uint32_t pc_size, uint32_t gx, uint32_t gy) {
    if (cmd->err != VK_SUCCESS || gx == 0 || gy == 0) return;
    const VkPipeline pipe = vk_pipeline(vd, sh, type);
    const VkDescriptorSet set = pipe ? vk_new_set(vd, cmd) : 0;
    if (!set) { cmd->err = VK_ERROR_OUT_OF_HOST_MEMORY; return; }
    VkDescriptorBufferInfo bi[VK_BINDINGS];
    VkWriteDescriptorSet w[VK_BINDINGS];
    for (int i = 0; i < VK_BINDINGS; i++) {
        const vk_ref *r = binds[i].buf ? &binds[i] : (i == 7 ? &vd->grid : &vd->dummy);
        bi[i].buffer = r->buf;
        bi[i].offset = r->off;
        bi[i].range = r->size;
        memset(&w[i], 0, sizeof w[i]);
        w[i].sType = VK_ST_WRITE_DESCRIPTOR_SET;
        w[i].dstSet = set;
        w[i].dstBinding = (uint32_t)i;
        w[i].descriptorCount = 1;
        w[i].descriptorType = VK_DESCRIPTOR_STORAGE_BUFFER;
        w[i].pBufferInfo = &bi[i];
    }
    vd->vkUpdateDescriptorSets(vd->dev, VK_BINDINGS, w, 0, NULL);
    uint8_t push[VK_PUSH_BYTES] = { 0 };
    memcpy(push, pc, MOE_MIN(pc_size, (uint32_t)VK_PUSH_BYTES));
    vd->vkCmdBindPipeline(cmd->cb, VK_BIND_POINT_COMPUTE, pipe);
    vd->vkCmdBindDescriptorSets(cmd->cb, VK_BIND_POINT_COMPUTE, vd->pipe_layout, 0, 1, &set, 0, NULL);
    vd->vkCmdPushConstants(cmd->cb, vd->pipe_layout, VK_SHADER_STAGE_COMPUTE, 0, VK_PUSH_BYTES, push);
    vd->vkCmdDispatch(cmd->cb, gx, gy, 1);
    vk_barrier(vd, cmd->cb, VK_PIPELINE_STAGE_COMPUTE, VK_ACCESS_SHADER_WRITE, VK_PIPELINE_STAGE_COMPUTE,
               VK_ACCESS_SHADER_READ | VK_ACCESS_SHADER_WRITE);
}

/* A dispatch over `total` invocations of a 1-D elementwise shader: x up to 65535 groups, then y. */
static void vk_dispatch_n(vk_device *vd, vk_cmd *cmd, int sh, const vk_ref *binds, const void *pc, uint32_t pc_size,
                          uint64_t total) {
    const uint64_t groups = (total + vd->wg - 1) / vd->wg;
    const uint32_t gx = (uint32_t)MOE_MIN(groups, (uint64_t)65535);
    vk_dispatch(vd, cmd, sh, 0, binds, pc, pc_size, gx, gx ? (uint32_t)((groups + gx - 1) / gx) : 0);
}

static void vk_device_free(vk_device *vd) {
    if (!vd) return;
    const moe_allocator *a = vd->a;
    if (vd->dev) {
        vd->vkDeviceWaitIdle(vd->dev);
        for (int s = 0; s < VK_SH_COUNT; s++) {
            for (int t = 0; t < T_COUNT; t++)
                if (vd->pipes[s][t]) vd->vkDestroyPipeline(vd->dev, vd->pipes[s][t], NULL);
            if (vd->modules[s]) vd->vkDestroyShaderModule(vd->dev, vd->modules[s], NULL);
        }
        if (vd->pipe_layout) vd->vkDestroyPipelineLayout(vd->dev, vd->pipe_layout, NULL);
        if (vd->set_layout) vd->vkDestroyDescriptorSetLayout(vd->dev, vd->set_layout, NULL);
        if (vd->fence) vd->vkDestroyFence(vd->dev, vd->fence, NULL);
        if (vd->cmd_pool) vd->vkDestroyCommandPool(vd->dev, vd->cmd_pool, NULL);
        vk_arena_free(vd, &vd->dev_mem);
        vk_arena_free(vd, &vd->host_mem);
        vd->vkDestroyDevice(vd->dev, NULL);
    }
#if !defined(MOE_NO_THREADS)
    if (vd->lock_ready) { os_mutex_destroy(&vd->queue_lock); os_mutex_destroy(&vd->upload_lock); }
#endif
    vk_loader_close(&vd->ld, a);
    mem_free(a, vd);
}

/* Creates the logical device, the shared layouts and the fixed buffers. Returns 0 or -1 with why. */
static int vk_device_init(vk_device *vd, int index, char *why, size_t why_size) {
    vd->index = index;
    vd->info = vd->ld.devs[index];
    const vk_devinfo *d = &vd->info;
    const float prio = 1.0f;
    const VkDeviceQueueCreateInfo qi = { VK_ST_DEVICE_QUEUE_CREATE_INFO, NULL, 0, d->queue_family, 1, &prio };
    VkPhysicalDevice8BitStorageFeatures s8 = { VK_ST_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES, NULL, 1, 0, 0 };
    VkPhysicalDevice16BitStorageFeatures s16 = { VK_ST_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES, &s8, 1, 0, 0, 0 };
    VkPhysicalDeviceFeatures2 f2;
    memset(&f2, 0, sizeof f2);
    f2.sType = VK_ST_PHYSICAL_DEVICE_FEATURES_2;
    f2.pNext = &s16;
    const char *exts[2];
    uint32_t n_ext = 0;
    /* moe asks for Vulkan 1.1, where 8-bit storage is this extension (core only from 1.2) */
    if (d->ext_8bit_storage) exts[n_ext++] = "VK_KHR_8bit_storage";
    if (d->mem_budget_ext) exts[n_ext++] = "VK_EXT_memory_budget";
    const VkDeviceCreateInfo ci = { VK_ST_DEVICE_CREATE_INFO, &f2, 0, 1, &qi, 0, NULL, n_ext, exts, NULL };
    VkResult r = vd->ld.vkCreateDevice(d->phys, &ci, NULL, &vd->dev);
    if (r != VK_SUCCESS) { snprintf(why, why_size, "cannot create the device (%s)", vk_result_text(r)); vd->dev = NULL; return -1; }
#define VK_LOAD_DEVICE(name) vd->name = (PFN_##name)vd->ld.vkGetDeviceProcAddr(vd->dev, #name); \
    if (!vd->name) { snprintf(why, why_size, "the driver lacks %s", #name); return -1; }
    VK_DEVICE_FNS(VK_LOAD_DEVICE)
#undef VK_LOAD_DEVICE
    vd->vkGetDeviceQueue(vd->dev, d->queue_family, 0, &vd->queue);
    /* limits, with overrides that let tests force splitting on any device */
    vd->max_alloc = MOE_MIN(MOE_MIN(d->max_alloc, (uint64_t)1 << 30), env_u64("MOE_VK_MAX_ALLOC", UINT64_MAX));
    vd->max_range = MOE_MIN(MOE_MIN(d->max_range, vd->max_alloc), env_u64("MOE_VK_MAX_RANGE", UINT64_MAX));
    vd->align = MOE_MAX(d->min_offset_align, 16);
    vd->use_subgroup = d->subgroup_arith && !env_flag("MOE_VK_NO_SUBGROUP");
    vd->wg = 64;
    while (vd->wg < d->subgroup_size && vd->wg < 256) vd->wg *= 2;
    vd->wg = MOE_MIN(vd->wg, MOE_MAX(d->max_wg_invocations, 32u));
    /* weights in device-local memory; mapped directly when that memory is also host-visible (UMA,
     * resizable BAR), else uploaded through a staging chunk */
    vd->dev_mem.want = VK_MEMORY_DEVICE_LOCAL | VK_MEMORY_HOST_VISIBLE | VK_MEMORY_HOST_COHERENT;
    vd->dev_mem.next_size = (uint64_t)64 << 20;
    vd->host_mem.want = VK_MEMORY_HOST_VISIBLE | VK_MEMORY_HOST_COHERENT;
    vd->host_mem.next_size = (uint64_t)64 << 20;
    if (d->type == VK_DEVICE_TYPE_DISCRETE) vd->dev_mem.want = VK_MEMORY_DEVICE_LOCAL; /* BAR windows can be small */
    const VkDescriptorSetLayoutBinding b[VK_BINDINGS] = {
        { 0, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL }, { 1, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL },
        { 2, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL }, { 3, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL },
        { 4, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL }, { 5, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL },
        { 6, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL }, { 7, VK_DESCRIPTOR_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE, NULL },
    };
    const VkDescriptorSetLayoutCreateInfo li = { VK_ST_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL, 0, VK_BINDINGS, b };
    const VkPushConstantRange pr = { VK_SHADER_STAGE_COMPUTE, 0, VK_PUSH_BYTES };
    const VkCommandPoolCreateInfo cpi = { VK_ST_COMMAND_POOL_CREATE_INFO, NULL, VK_COMMAND_POOL_RESET_BUFFER, d->queue_family };
    const VkFenceCreateInfo fi = { VK_ST_FENCE_CREATE_INFO, NULL, 0 };
    r = vd->vkCreateDescriptorSetLayout(vd->dev, &li, NULL, &vd->set_layout);
    if (r == VK_SUCCESS) {
        const VkPipelineLayoutCreateInfo pli = { VK_ST_PIPELINE_LAYOUT_CREATE_INFO, NULL, 0, 1, &vd->set_layout, 1, &pr };
        r = vd->vkCreatePipelineLayout(vd->dev, &pli, NULL, &vd->pipe_layout);
    }
    if (r == VK_SUCCESS) r = vd->vkCreateCommandPool(vd->dev, &cpi, NULL, &vd->cmd_pool);
    if (r == VK_SUCCESS) r = vd->vkCreateFence(vd->dev, &fi, NULL, &vd->fence);
#if !defined(MOE_NO_THREADS)
    os_mutex_init(&vd->queue_lock);
    os_mutex_init(&vd->upload_lock);
    vd->lock_ready = 1;
#endif
    if (r == VK_SUCCESS) r = vk_alloc(vd, &vd->dev_mem, 256, &vd->dummy);
    if (r == VK_SUCCESS) r = vk_alloc(vd, &vd->dev_mem, VK_GRID_WORDS * 4, &vd->grid);
    if (r == VK_SUCCESS) {
        vd->dev_is_host_visible = vd->dummy.host != NULL;
        uint32_t *words = (uint32_t *)mem_alloc(vd->a, VK_GRID_WORDS * 4);
        if (!words) { snprintf(why, why_size, "out of memory"); return -1; }
        else {
            vk_fill_grid(words);
            r = vk_upload(vd, &vd->grid, 0, words, VK_GRID_WORDS * 4);
            mem_free(vd->a, words);
        }
    }
    if (r != VK_SUCCESS) { snprintf(why, why_size, "cannot set up the device (%s)", vk_result_text(r)); return -1; }
    return 0;
}

/* ---- weights on the device ---- */

/* The tensors the GPU forward pass reads, per layer. */
#define VK_LAYER_TENSORS(X) X(attn_norm) X(wq) X(wk) X(wv) X(wo) X(bq) X(bk) X(bv) X(bo) X(q_norm) X(k_norm) \
    X(ffn_norm) X(ffn_gate) X(ffn_up) X(ffn_down) X(router) X(gate_exps) X(up_exps) X(down_exps) X(gate_shexp) \
    X(up_shexp) X(down_shexp) X(shexp_gate) X(router_b) X(select_b) X(gate_exps_b) X(up_exps_b) X(down_exps_b) X(sinks) \
    X(wq_a) X(q_a_norm) X(wq_b) X(wkv_a) X(kv_a_norm) X(wk_b) X(wv_b) X(ssm_in) X(wqkv) X(wz) X(ssm_beta) X(ssm_alpha) \
    X(ssm_ba) X(ssm_conv) X(ssm_conv_b) X(ssm_dt_b) X(ssm_a) X(ssm_norm) X(ssm_out)

static vk_tensor *vk_tensor_of(const vk_device *vd, const moe_model *m, const gguf_tensor *t) {
    for (int f = 0; t && f < m->n_files && f < vd->n_files; f++) {
        const gguf_file *gf = &m->files[f];
        if (t >= gf->tensors && t < gf->tensors + gf->n_tensors) return &vd->tensors[f][t - gf->tensors];
    }
    return NULL;
}

/* Uploads a tensor once, in parts of whole experts (3-D) or whole rows (2-D), each part a
 * separate range no larger than the device's maxStorageBufferRange. */
static int vk_upload_tensor(vk_device *vd, vk_tensor *vt, const gguf_tensor *t, uint32_t n_slots, char *why, size_t why_size) {
    if (vt->n_parts) return 0; /* shared (a tied output) */
    const uint64_t row_bytes = type_row_bytes(t->type, t->ne[0]);
    const uint64_t rows = t->ne[1], experts = t->ne[2] * t->ne[3];
    const uint64_t unit = experts > 1 ? rows * row_bytes : row_bytes;
    const uint64_t n_units = experts > 1 ? MOE_MIN(experts, (uint64_t)n_slots) : rows; /* expert tensors: the slots */
    vt->unit = unit;
    if (n_units == 0) return 0; /* no expert of this layer on the GPU */
    const uint64_t per_part = vd->max_range / unit;
    if (per_part == 0) {
        snprintf(why, why_size, "%.*s: one %s is %llu bytes, more than the device's storage-buffer range (%llu)",
                 (int)t->name.len, t->name.ptr, experts > 1 ? "expert" : "row", (unsigned long long)unit,
                 (unsigned long long)vd->max_range);
        return -1;
    }
    const uint64_t n_parts = (n_units + per_part - 1) / per_part;
    vt->parts = (vk_part *)mem_calloc(vd->a, (size_t)n_parts, sizeof *vt->parts);
    if (!vt->parts) { snprintf(why, why_size, "out of memory"); return -1; }
    for (uint64_t p = 0; p < n_parts; p++) {
        vk_part *part = &vt->parts[p];
        const uint64_t u0 = p * per_part, nu = MOE_MIN(per_part, n_units - u0);
        VkResult r = vk_alloc(vd, &vd->dev_mem, nu * unit, &part->ref);
        if (r == VK_SUCCESS) r = vk_upload(vd, &part->ref, 0, t->data + u0 * unit, nu * unit);
        if (r != VK_SUCCESS) {
            snprintf(why, why_size, "cannot upload %.*s (%s after %.1f MiB of weights)", (int)t->name.len, t->name.ptr,
                     vk_result_text(r), (double)vd->weight_bytes / (1024.0 * 1024.0));
            return -1;
        }
        part->ref.size = nu * unit;
        part->r0 = experts > 1 ? 0 : (uint32_t)u0;
        part->rows = experts > 1 ? (uint32_t)rows : (uint32_t)nu;
        part->e0 = experts > 1 ? (uint32_t)u0 : 0;
        part->e1 = experts > 1 ? (uint32_t)(u0 + nu) : 1;
        vd->weight_bytes += nu * unit;
        vt->n_parts++;
    }
    return 0;
}

/* What the GPU forward pass cannot run yet; NULL when it can run the whole model. */
static const char *vk_unsupported(const moe_model *m, char *buf, size_t size) {
    const hparams *hp = &m->hp;
    if (m->arch->attn == ATTN_MLA && (hp->kv_lora_rank + hp->n_rot > 1024 || (hp->kv_lora_rank + hp->n_rot) % 2 ||
                                      hp->kv_lora_rank > 512 || hp->head_v_mla > 512 || hp->head_k_mla > 1024))
        return "latent attention wider than the GPU kernels take (rank + rope dims <= 1024, rank <= 512)";
    if (m->arch->hybrid == HYBRID_MAMBA2 && (hp->ssm_d_state > 256 || hp->ssm_n_group <= 0 || hp->ssm_dt_rank % hp->ssm_n_group))
        return "Mamba-2 states wider than 256 are not on the GPU yet";
    if (m->arch->hybrid != HYBRID_NONE && (hp->ssm_d_state > 256 || hp->ssm_d_conv < 2))
        return "DeltaNet heads wider than 256 are not on the GPU yet";
    if (hp->head_dim > 512 || hp->head_dim % 2) return "head dimension above 512 or odd";
    if (hp->n_expert_used > 64 || hp->n_group > 64) return "more than 64 experts per token or 64 expert groups";
    if (hp->n_embd % 32) return "n_embd not a multiple of 32";
    for (int il = 0; il < hp->n_layer; il++) {
        const layer_weights *L = &m->layers[il];
        const gguf_tensor *mats[] = { L->wq, L->wk, L->wv, L->wo, L->ffn_gate, L->ffn_up, L->ffn_down, L->router,
                                      L->gate_exps, L->up_exps, L->down_exps, L->gate_shexp, L->up_shexp, L->down_shexp };
        for (size_t i = 0; i < sizeof mats / sizeof mats[0]; i++)
            if (mats[i] && mats[i]->ne[0] % 32) {
                snprintf(buf, size, "%.*s: rows of %llu values (the GPU kernels need multiples of 32)", (int)mats[i]->name.len,
                         mats[i]->name.ptr, (unsigned long long)mats[i]->ne[0]);
                return buf;
            }
        if (L->ffn_norm && !L->router && !L->ffn_up) return "a block without a feed-forward";
    }
    return NULL;
}

typedef struct vk_model_state { vk_device *vd; } vk_model_state;

static void vk_model_free(moe_model *m, vk_device *vd) {
    if (!vd) return;
    mem_free(vd->a, vd->plan.slot_maps);
    mem_free(vd->a, vd->plan.use);
    if (vd->tensors) {
        for (int f = 0; f < vd->n_files; f++) {
            if (!vd->tensors[f]) continue;
            for (uint64_t i = 0; i < m->files[f].n_tensors; i++) mem_free(vd->a, vd->tensors[f][i].parts);
            mem_free(vd->a, vd->tensors[f]);
        }
        mem_free(vd->a, vd->tensors);
    }
    vk_device_free(vd);
}

/* Opens the device a `device` string names and uploads the weights the GPU pass reads. Returns
 * NULL with a reason when the model stays on the CPU. */
static int vk_is_expert_tensor(const layer_weights *L, const gguf_tensor *t) {
    return t && (t == L->gate_exps || t == L->up_exps || t == L->down_exps);
}

/* The placement plan: everything but the routed experts on the GPU, then as many experts per MoE
 * layer as the budget holds (the same number in every layer). */
static int vk_make_plan(vk_device *vd, moe_model *m, uint64_t budget, uint64_t cache_bytes, char *why, size_t why_size) {
    vk_plan *p = &vd->plan;
    const int X = m->hp.n_expert;
    p->budget = budget;
    const gguf_tensor *top[3] = { m->tok_embd, m->output_norm, m->output };
    for (int i = 0; i < 3; i++)
        if (top[i] && (i < 2 || top[i] != m->tok_embd)) p->dense_bytes += top[i]->n_bytes;
    for (int il = 0; il < m->hp.n_layer; il++) {
        const layer_weights *L = &m->layers[il];
#define VK_NEED(field) if (L->field) { if (vk_is_expert_tensor(L, L->field)) p->expert_bytes += L->field->n_bytes / (uint64_t)X; \
                                       else p->dense_bytes += L->field->n_bytes; }
        VK_LAYER_TENSORS(VK_NEED)
#undef VK_NEED
    }
    if (p->dense_bytes > budget) {
        snprintf(why, why_size, "the model's %.1f MiB of weights outside the experts do not fit the GPU budget of %.1f MiB",
                 (double)p->dense_bytes / 1048576.0, (double)budget / 1048576.0);
        return -1;
    }
    p->n_slots = p->expert_bytes ? (uint32_t)MOE_MIN((uint64_t)X, (budget - p->dense_bytes) / p->expert_bytes) : (uint32_t)X;
    const char *forced = getenv("MOE_VK_EXPERTS"); /* tests: at most N (or N%) experts per layer on the GPU */
    if (forced && *forced) {
        char *end;
        const double f = strtod(forced, &end);
        const double want = *end == '%' ? f * X / 100.0 : f;
        if (want >= 0 && want < (double)p->n_slots) p->n_slots = (uint32_t)want;
    }
    p->n_dynamic = p->n_slots < (uint32_t)X && p->expert_bytes
                       ? (uint32_t)MOE_MIN((uint64_t)p->n_slots, cache_bytes / p->expert_bytes) : 0;
    p->slot_maps = (vk_ref *)mem_calloc(vd->a, (size_t)m->hp.n_layer, sizeof(vk_ref));
    p->use = (float *)mem_calloc(vd->a, (size_t)m->hp.n_layer * (size_t)MOE_MAX(X, 1), sizeof(float));
    if (!p->slot_maps || !p->use) { snprintf(why, why_size, "out of memory"); return -1; }
    for (int il = 0; il < m->hp.n_layer; il++) {
        if (!m->layers[il].router) continue;
        VkResult r = vk_alloc(vd, &vd->host_mem, (uint64_t)X * 4, &p->slot_maps[il]);
        if (r != VK_SUCCESS) { snprintf(why, why_size, "cannot allocate the expert maps (%s)", vk_result_text(r)); return -1; }
        int32_t *map = (int32_t *)(void *)p->slot_maps[il].host;
        for (int e = 0; e < X; e++) map[e] = e < (int)p->n_slots ? e : -1;
    }
    return 0;
}

static vk_device *vk_model_open(moe_model *m, const char *dev, uint64_t gpu_mem, uint64_t cache_bytes, char *why,
                                size_t why_size) {
    const char *unsup = vk_unsupported(m, why, why_size);
    if (unsup) { if (unsup != why) snprintf(why, why_size, "%s", unsup); return NULL; }
    vk_device *vd = (vk_device *)mem_calloc(&m->alloc, 1, sizeof *vd);
    if (!vd) { snprintf(why, why_size, "out of memory"); return NULL; }
    vd->a = &m->alloc;
    vd->log = &m->log;
    int idx = -1;
    if (vk_loader_open(&vd->ld, &m->log, &m->alloc, why, why_size) == 0) idx = vk_pick_device(&vd->ld, dev, why, why_size);
    if (idx < 0 || vk_device_init(vd, idx, why, why_size) != 0) { vk_model_free(m, vd); return NULL; }
    vd->n_files = m->n_files;
    vd->tensors = (vk_tensor **)mem_calloc(&m->alloc, (size_t)m->n_files, sizeof *vd->tensors);
    int ok = vd->tensors != NULL;
    for (int f = 0; ok && f < m->n_files; f++)
        ok = (vd->tensors[f] = (vk_tensor *)mem_calloc(&m->alloc, (size_t)m->files[f].n_tensors + 1, sizeof(vk_tensor))) != NULL;
    if (!ok) { snprintf(why, why_size, "out of memory"); vk_model_free(m, vd); return NULL; }
    /* the plan: what fits the budget goes on the GPU (--gpu-mem, else the device's budget) */
    const uint64_t budget = gpu_mem ? gpu_mem : env_u64("MOE_VK_BUDGET", vd->info.budget);
    if (vk_make_plan(vd, m, budget, cache_bytes, why, why_size) != 0) { vk_model_free(m, vd); return NULL; }
    const double t0 = time_now();
    const gguf_tensor *top[3] = { m->tok_embd, m->output_norm, m->output };
    const uint32_t slots = vd->plan.n_slots;
    int rc = 0;
    for (int i = 0; i < 3 && rc == 0; i++)
        if (top[i]) rc = vk_upload_tensor(vd, vk_tensor_of(vd, m, top[i]), top[i], slots, why, why_size);
    for (int il = 0; il < m->hp.n_layer && rc == 0; il++) {
        const layer_weights *L = &m->layers[il];
#define VK_UP(field) if (rc == 0 && L->field) rc = vk_upload_tensor(vd, vk_tensor_of(vd, m, L->field), L->field, \
                                                                vk_is_expert_tensor(L, L->field) ? slots : UINT32_MAX, why, why_size);
        VK_LAYER_TENSORS(VK_UP)
#undef VK_UP
    }
    /* every pipeline the model needs, now: a driver that cannot compile one sends the model to the
     * CPU before anything runs */
    for (int sh = 0; rc == 0 && sh < VK_SH_COUNT; sh++)
        if (sh != VK_SH_GET_ROWS && sh != VK_SH_MATVEC && !vk_pipeline(vd, sh, 0)) rc = -1;
    if (rc == 0 && !vk_pipeline(vd, VK_SH_GET_ROWS, m->tok_embd->type)) rc = -1;
    for (int f = 0; rc == 0 && f < m->n_files; f++)
        for (uint64_t i = 0; rc == 0 && i < m->files[f].n_tensors; i++)
            if (vd->tensors[f][i].n_parts && !vk_pipeline(vd, VK_SH_MATVEC, m->files[f].tensors[i].type)) rc = -1;
    if (rc != 0 && !why[0]) snprintf(why, why_size, "the driver cannot compile a compute pipeline");
    if (rc != 0) { vk_model_free(m, vd); return NULL; }
    int n_split = 0, n_parts = 0;
    for (int f = 0; f < m->n_files; f++)
        for (uint64_t i = 0; i < m->files[f].n_tensors; i++)
            if (vd->tensors[f][i].n_parts > 1) { n_split++; n_parts += vd->tensors[f][i].n_parts; }
    if (n_split)
        log_msg(&m->log, MOE_LOG_INFO, "vulkan: %d tensors split into %d parts to fit the storage-buffer range of %llu bytes",
                n_split, n_parts, (unsigned long long)vd->max_range);
    if (slots < (uint32_t)m->hp.n_expert)
        log_msg(&m->log, MOE_LOG_INFO, "vulkan: budget %.1f MiB: %u of %d experts per layer on the GPU (%u of them a hot-expert "
                "cache), the rest computed by the CPU from the mapped file", (double)budget / 1048576.0, slots, m->hp.n_expert,
                vd->plan.n_dynamic);
    log_msg(&m->log, MOE_LOG_INFO, "vulkan: %s (%s), %.1f MiB of weights uploaded in %.2f s; subgroup size %u, %s reductions, "
            "workgroups of %u, storage range %.0f MiB", vd->info.name, vk_type_name(vd->info.type),
            (double)vd->weight_bytes / (1024.0 * 1024.0), time_now() - t0, vd->info.subgroup_size,
            vd->use_subgroup ? "subgroup" : "shared-memory", vd->wg, (double)vd->max_range / (1024.0 * 1024.0));
    return vd;
}

/* `moe devices`: every device the loader sees, with what moe needs and uses. */
static size_t vk_describe_devices(char *buf, size_t size, const moe_allocator *a) {
    text_out o = { buf, size, 0 };
    if (buf && size) buf[0] = 0;
    vk_loader l;
    logger quiet = { NULL, NULL, 0 };
    char why[256];
    if (vk_loader_open(&l, &quiet, a, why, sizeof why) != 0) {
        text_printf(&o, "no Vulkan devices: %s; moe runs on the CPU\n", why);
        vk_loader_close(&l, a);
        return o.len;
    }
    for (uint32_t i = 0; i < l.n_devs; i++) {
        const vk_devinfo *d = &l.devs[i];
        static const char *const ops[] = { "basic", "vote", "arithmetic", "ballot", "shuffle", "shuffle_relative", "clustered", "quad" };
        text_printf(&o, "vulkan:%u  %s (%s), Vulkan %u.%u.%u%s%s\n", i, d->name, vk_type_name(d->type), d->api >> 22,
                    (d->api >> 12) & 1023, d->api & 4095, d->unusable ? ", not usable: " : "", d->unusable ? d->unusable : "");
        text_printf(&o, "          storage 16-bit %s, 8-bit %s; fp16 math %s (unused yet), int8 math %s\n",
                    d->storage16 ? "yes" : "no", d->storage8 ? "yes" : "no", d->fp16 ? "yes" : "no", d->int8 ? "yes" : "no");
        text_printf(&o, "          subgroup size %u, operations", d->subgroup_size);
        for (int b = 0; b < 8; b++)
            if (d->subgroup_ops >> b & 1) text_printf(&o, " %s", ops[b]);
        text_printf(&o, "\n          maxStorageBufferRange %.0f MiB, maxMemoryAllocationSize %.0f MiB, shared memory %u KiB\n"
                    "          device-local memory %.0f MiB, budget %.0f MiB (%s)\n", (double)d->max_range / 1048576.0,
                    (double)d->max_alloc / 1048576.0, d->shared_mem / 1024, (double)d->device_local_bytes / 1048576.0,
                    (double)d->budget / 1048576.0, d->mem_budget_ext ? "VK_EXT_memory_budget" : "80% of the heaps");
    }
    int best = vk_pick_device(&l, "auto", why, sizeof why);
    if (best >= 0) text_printf(&o, "default: vulkan:%d\n", best);
    else text_printf(&o, "default: cpu (%s)\n", why);
    vk_loader_close(&l, a);
    return o.len;
}

#endif /* MOE_NO_VULKAN */

/* ------------------------------------------------------------------------------------------------
 * forward: the CPU backend
 * ---------------------------------------------------------------------------------------------- */

static void ctx_clear_state(moe_context *c) {
    const hparams *hp = &c->model->hp;
    if (!hp->n_rs_layers) return;
    memset(c->conv_state, 0, sizeof(float) * (size_t)hp->n_rs_layers * (size_t)(hp->ssm_d_conv - 1) * c->rs_channels);
    memset(c->ssm_state, 0, sizeof(float) * (size_t)hp->n_rs_layers * c->rs_state);
}

static moe_status cpu_forward(moe_context *c, const int32_t *tokens, int n, int n_out, float *logits) {
    const moe_model *m = c->model;
    const hparams *hp = &m->hp;
    const int E = hp->n_embd;
    const to_float_fn embed = type_table[m->tok_embd->type].to_float;
    const size_t embd_row = (size_t)type_row_bytes(m->tok_embd->type, (uint64_t)E);
    for (int t = 0; t < n; t++) embed(m->tok_embd->data + (size_t)tokens[t] * embd_row, c->x + (size_t)t * E, E);
    if (hp->embed_scale != 1.0f) for (size_t i = 0; i < (size_t)n * E; i++) c->x[i] *= hp->embed_scale;
    rope_tables(c, n);
    if (c->n_past == 0) ctx_clear_state(c); /* a new sequence starts from a zero recurrent state */
    for (int il = 0; il < hp->n_layer; il++) {
        const layer_weights *L = &m->layers[il];
        switch (L->kind) {
        case LAYER_ATTN: attention_block(c, L, n); break;
        case LAYER_DELTANET: deltanet_block(c, L, n); break;
        case LAYER_MAMBA2: mamba2_block(c, L, n); break;
        default: break; /* the FFN alone */
        }
        if (L->ffn_norm) ffn_block(c, L, n);
    }
    if (n_out > 0) {
        const float *last = c->x + (size_t)(n - n_out) * E;
        run_norm(c, last, c->xn, m->output_norm, n_out, E, E);
        act_rows a = { NULL, 0, 0 };
        act_for(c, m->output, c->xn, n_out, c->act_in, &a);
        c->jobs[0] = mm_make(m->output, 0, &a, NULL, logits, (size_t)hp->n_vocab, NULL, NULL, n_out);
        run_jobs(c, 1);
        if (hp->logit_scale != 1.0f) { /* Granite divides the logits (ggml multiplies by the inverse) */
            const float inv = 1.0f / hp->logit_scale;
            for (size_t i = 0; i < (size_t)n_out * hp->n_vocab; i++) logits[i] *= inv;
        }
    }
    return MOE_OK;
}

static const backend cpu_backend = { "cpu", cpu_forward };

static moe_status ctx_fail(moe_context *c, moe_status st, const char *fmt, ...);

/* ------------------------------------------------------------------------------------------------
 * forward: the Vulkan backend. The same blocks as the CPU pass, recorded as dispatches into one
 * command buffer per evaluation; the one for a single-token step is recorded once and replayed
 * (positions come from the step buffer and the rope tables the host writes before each submit).
 * ---------------------------------------------------------------------------------------------- */
#if !defined(MOE_NO_VULKAN)

typedef struct vk_ctx {
    vk_device *vd;
    /* device buffers, [n_batch][width] floats unless noted */
    vk_ref x, xn, q, k, v, att, tmp;
    vk_ref rlog, rscratch, ids, w;   /* router logits [B][X], scratch [B][2X], chosen ids (int) and weights [B][K] */
    vk_ref hg, hu, y, ys, gz;        /* FFN hidden [B*K][F], expert outputs [B*K][E], block output [B][E], gate [B] */
    vk_ref xq;                       /* matrix-product inputs rounded as the CPU rounds them (act_round) */
    vk_ref qcat, lat, head_ids;      /* latent attention: [B*H][rank + rope], [B*H][rank], ids t*H+h -> h */
    /* recurrent (DeltaNet) layers, as the CPU context's rs_* rows; states per recurrent layer */
    vk_ref rs_xin, rs_xc, rs_z, rs_raw, rs_ab, rs_y, qg, gate; /* qg, gate: gated attention [q_h | gate_h] */
    vk_ref *conv_state, *ssm_state;
    vk_ref *mamba_prm;               /* per recurrent layer (Mamba-2): A | D | dt_bias, one float per head each */
    uint32_t rs_in;
    VkCommandBuffer clear_cb;        /* zeroes the recurrent states: a new sequence */
    struct { VkBuffer buf; uint32_t off, stride, rows, n, vdt; } xq_of; /* what xq holds now; buf 0: nothing */
    vk_ref *kc, *vc;                 /* per attention layer: [n_ctx][kv_dim] F32 words or F16 pairs */
    /* host-visible: tokens, rope cos/sin [B][n_rot/2] each, the step (n_past), logits [rows][V] */
    vk_ref tokens, rope, step, logits;
    int logits_rows;
    /* command buffers per segment (one segment unless experts are split between GPU and CPU): the
     * single-token step, recorded once and replayed, and any other batch */
    vk_cmd *one, *batch;
    int n_seg, split;
    vk_ref ids_h, w_h, xn_h, ycpu;   /* split placement: routing and expert input read back, CPU expert outputs */
    VkCommandPool pool;              /* the context's own, so contexts can record on several threads */
    VkFence fence;
    int one_ready;
    vk_arena mem, host;              /* the context's own memory, freed with it */
    vk_refill *refill;               /* the hot-expert cache's background copies, or NULL */
} vk_ctx;

typedef struct vk_mv_pc {
    uint32_t n_in, row_bytes, row_base, part_r0, e0, e1, ex_rows, n_used, n_tok;
    uint32_t x_off, x_stride, x_slot_stride, o_off, o_stride, has_bias;
} vk_mv_pc;

static vk_ref vk_vec(const vk_ctx *v, const moe_model *m, const gguf_tensor *t) {
    vk_ref none = { 0, 0, 0, NULL };
    const vk_tensor *vt = t ? vk_tensor_of(v->vd, m, t) : NULL;
    return vt && vt->n_parts ? vt->parts[0].ref : none;
}

/* Rounds `rows` input rows of n floats to the weight type's vec_dot_type (Q8_0, Q8_1, Q8_K, F16,
 * BF16) into xq, as the CPU path rounds them, so both backends sum the same products; F32 weights
 * read the rows as they are. Rows already rounded the same way are reused (q, k and v share one
 * rounding of xn, the experts' gate and up products another): every op that writes a product
 * input calls vk_inputs_changed. Returns the buffer, offset and stride to read. */
static vk_ref vk_round_input(vk_ctx *v, vk_cmd *cmd, uint32_t type, vk_ref x, uint32_t *x_off, uint32_t *x_stride,
                             uint32_t rows, uint32_t n) {
    const uint32_t vdt = type_table[type].vec_dot_type;
    if (vdt == T_F32) return x;
    if (!(v->xq_of.buf == x.buf && v->xq_of.off == *x_off && v->xq_of.stride == *x_stride && v->xq_of.rows >= rows &&
          v->xq_of.n == n && v->xq_of.vdt == vdt)) {
        struct { uint32_t n, rows, src_off, src_stride, vdt; } pc = { n, rows, *x_off, *x_stride, vdt };
        vk_ref b[VK_BINDINGS] = { { 0, 0, 0, NULL }, x, v->xq };
        vk_dispatch_n(v->vd, cmd, VK_SH_ACT_ROUND, b, &pc, sizeof pc, (uint64_t)rows * n / (vdt == T_Q8_K ? 256 : 32));
        v->xq_of.buf = x.buf;
        v->xq_of.off = *x_off;
        v->xq_of.stride = *x_stride;
        v->xq_of.rows = rows;
        v->xq_of.n = n;
        v->xq_of.vdt = vdt;
    }
    *x_off = 0;
    *x_stride = n;
    return v->xq;
}

static void vk_inputs_changed(vk_ctx *v) { v->xq_of.buf = 0; }

/* out[t][o_off + r] = W x[t] (+ bias) for n tokens, over every part of W. */
static void vk_matvec(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const gguf_tensor *w, const gguf_tensor *bias, vk_ref x,
                      uint32_t x_off, uint32_t x_stride, vk_ref out, uint32_t o_off, uint32_t o_stride, int n) {
    const vk_tensor *vt = vk_tensor_of(v->vd, m, w);
    x = vk_round_input(v, cmd, w->type, x, &x_off, &x_stride, (uint32_t)n, (uint32_t)w->ne[0]);
    vk_mv_pc pc = { (uint32_t)w->ne[0], (uint32_t)type_row_bytes(w->type, w->ne[0]), 0, 0, 0, 1, (uint32_t)w->ne[1], 0,
                    (uint32_t)n, x_off, x_stride, 0, o_off, o_stride, bias != NULL };
    for (int p = 0; p < vt->n_parts; p++) {
        const vk_part *part = &vt->parts[p];
        vk_ref b[VK_BINDINGS] = { part->ref, x, out, { 0, 0, 0, NULL }, vk_vec(v, m, bias) };
        pc.part_r0 = part->r0;
        for (uint32_t r = part->r0; r < part->r0 + part->rows; r += 65535) {
            pc.row_base = r;
            vk_dispatch(v->vd, cmd, VK_SH_MATVEC, w->type, b, &pc, sizeof pc, MOE_MIN(65535u, part->r0 + part->rows - r),
                        (uint32_t)(n + 7) / 8);
        }
    }
}

/* The products of every token's chosen experts: workgroup y = (token, slot), the expert from ids.
 * x row of pair (t, s) at x_stride * t + x_slot_stride * s; output row of pair p at o_stride * p. */
static void vk_matvec_experts(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const gguf_tensor *w, const gguf_tensor *bias,
                              vk_ref x, uint32_t x_stride, uint32_t x_slot_stride, vk_ref out, uint32_t o_stride, int n,
                              vk_ref ids, vk_ref slots, uint32_t K) {
    const vk_tensor *vt = vk_tensor_of(v->vd, m, w);
    const uint32_t rows = (uint32_t)w->ne[1];
    /* the input rows: n tokens (x_slot_stride 0) or n * K pairs (laid out contiguously) */
    uint32_t x_off = 0, x_rows = x_slot_stride ? (uint32_t)n * K : (uint32_t)n, x_row_stride = x_slot_stride ? x_slot_stride : x_stride;
    x = vk_round_input(v, cmd, w->type, x, &x_off, &x_row_stride, x_rows, (uint32_t)w->ne[0]);
    if (type_table[w->type].vec_dot_type != T_F32) {
        x_stride = x_slot_stride ? K * x_row_stride : x_row_stride;
        x_slot_stride = x_slot_stride ? x_row_stride : 0;
    }
    vk_mv_pc pc = { (uint32_t)w->ne[0], (uint32_t)type_row_bytes(w->type, w->ne[0]), 0, 0, 0, 0, rows, K, (uint32_t)n,
                    0, x_stride, x_slot_stride, 0, o_stride, bias != NULL };
    for (int p = 0; p < vt->n_parts; p++) {
        const vk_part *part = &vt->parts[p];
        vk_ref b[VK_BINDINGS] = { part->ref, x, out, ids, vk_vec(v, m, bias), slots };
        pc.e0 = part->e0;
        pc.e1 = part->e1;
        for (uint32_t r = 0; r < rows; r += 65535) {
            pc.row_base = r;
            vk_dispatch(v->vd, cmd, VK_SH_MATVEC, w->type, b, &pc, sizeof pc, MOE_MIN(65535u, rows - r), (uint32_t)n * K);
        }
    }
}

/* RMS norm of `rows` rows of n floats; row r at (r / per_group) * group_stride + (r % per_group) * n. */
static void vk_norm(vk_ctx *v, vk_cmd *cmd, vk_ref weight, vk_ref src, uint32_t src_off, vk_ref dst, uint32_t dst_off,
                    uint32_t n, uint32_t rows, uint32_t per_group, uint32_t group_stride, float eps) {
    struct { uint32_t n, src_off, src_stride, dst_off, dst_stride, per_group, group_stride, has_weight; float eps; } pc =
        { n, src_off, 0, dst_off, 0, per_group, group_stride, weight.buf != 0, eps };
    vk_ref b[VK_BINDINGS] = { { 0, 0, 0, NULL }, src, dst, { 0, 0, 0, NULL }, weight };
    const uint32_t gx = MOE_MIN(rows, 65535u);
    vk_inputs_changed(v);
    vk_dispatch(v->vd, cmd, VK_SH_RMS_NORM, 0, b, &pc, sizeof pc, gx, (rows + gx - 1) / gx);
}

/* Rotates n_rot dims starting at x_off of each head (head h of token t at x_off + t * x_stride +
 * h * head_dim). */
static void vk_rope(vk_ctx *v, vk_cmd *cmd, const moe_model *m, vk_ref x, uint32_t n_head, uint32_t head_dim,
                    uint32_t x_off, uint32_t x_stride, int n) {
    const hparams *hp = &m->hp;
    const uint32_t sin_off = (uint32_t)(v->rope.size / 8); /* cos in the first half, sin in the second */
    struct { uint32_t n_tok, n_head, head_dim, n_rot, mode, x_off, x_stride, sin_off; } pc =
        { (uint32_t)n, n_head, head_dim, (uint32_t)hp->n_rot, m->arch->rope == ROPE_NEOX || m->arch->rope == ROPE_IMROPE ? 2u : 0u,
          x_off, x_stride, sin_off };
    vk_ref b[VK_BINDINGS] = { { 0, 0, 0, NULL }, { 0, 0, 0, NULL }, x, { 0, 0, 0, NULL }, v->rope };
    vk_dispatch_n(v->vd, cmd, VK_SH_ROPE, b, &pc, sizeof pc, (uint64_t)n * n_head * (uint64_t)(hp->n_rot / 2));
}

typedef struct vk_attn_pc {
    uint32_t n_head, n_head_kv, dk, dv, q_off, q_stride, o_off, o_stride, k_row, v_row, f16, window, has_sinks;
    float scale;
} vk_attn_pc;

static void vk_attention_output(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, uint32_t width, int n);

static void vk_kv_store(vk_ctx *v, vk_cmd *cmd, vk_ref src, vk_ref cache, uint32_t kv_dim, int n, int f16) {
    const vk_ref nil = { 0, 0, 0, NULL };
    struct { uint32_t kv_dim, n_tok, src_off, f16; } kp = { kv_dim, (uint32_t)n, 0, (uint32_t)f16 };
    vk_ref b[VK_BINDINGS] = { nil, src, nil, nil, nil, cache, v->step };
    vk_dispatch_n(v->vd, cmd, VK_SH_KV_STORE, b, &kp, sizeof kp, (uint64_t)n * (f16 ? kv_dim / 2 : kv_dim));
}

/* Latent attention (deepseek2), as the CPU's mla_block: the cache holds [c | k_pe] per token; the
 * per-head up-projections W_kb and W_vb run as expert products with the head as the expert. */
static void vk_mla_block(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int n, int f16) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, H = (uint32_t)hp->n_head, R = (uint32_t)hp->kv_lora_rank;
    const uint32_t P = (uint32_t)hp->n_rot, kq = (uint32_t)hp->head_k_mla, vh = (uint32_t)hp->head_v_mla, nope = kq - P;
    const vk_ref nil = { 0, 0, 0, NULL };
    vk_norm(v, cmd, vk_vec(v, m, L->attn_norm), v->x, 0, v->xn, 0, E, (uint32_t)n, 1, E, hp->rms_eps);
    if (L->wq_a) { /* q = W_qb rms(W_qa x) */
        const uint32_t QL = (uint32_t)hp->q_lora_rank;
        vk_matvec(v, cmd, m, L->wq_a, NULL, v->xn, 0, E, v->att, 0, QL, n);
        vk_norm(v, cmd, vk_vec(v, m, L->q_a_norm), v->att, 0, v->att, 0, QL, (uint32_t)n, 1, QL, hp->rms_eps);
        vk_matvec(v, cmd, m, L->wq_b, NULL, v->att, 0, QL, v->q, 0, H * kq, n);
    } else
        vk_matvec(v, cmd, m, L->wq, NULL, v->xn, 0, E, v->q, 0, H * kq, n);
    vk_matvec(v, cmd, m, L->wkv_a, NULL, v->xn, 0, E, v->k, 0, R + P, n);
    vk_norm(v, cmd, vk_vec(v, m, L->kv_a_norm), v->k, 0, v->k, 0, R, (uint32_t)n, 1, R + P, hp->rms_eps);
    vk_rope(v, cmd, m, v->q, H, kq, nope, H * kq, n);
    vk_rope(v, cmd, m, v->k, 1, R + P, R, R + P, n);
    vk_kv_store(v, cmd, v->k, v->kc[L->kv_slot], R + P, n, f16);
    /* each head's query [W_kb q_nope | q_pe] in qcat */
    vk_matvec_experts(v, cmd, m, L->wk_b, NULL, v->q, H * kq, kq, v->qcat, R + P, n, v->head_ids, v->head_ids, H);
    struct { uint32_t n, rows, s_off, s_stride, d_off, d_stride; } cp = { P, (uint32_t)n * H, nope, kq, R, R + P };
    vk_ref bc[VK_BINDINGS] = { nil, v->q, v->qcat };
    vk_dispatch_n(v->vd, cmd, VK_SH_COPY_ROWS, bc, &cp, sizeof cp, (uint64_t)n * H * P);
    const float ms = hp->yarn_factor > 0 ? 1.0f + hp->yarn_log_mul * logf(hp->yarn_factor) : 1.0f;
    vk_attn_pc ap = { H, 1, R + P, R, 0, H * (R + P), 0, H * R, R + P, R + P, (uint32_t)f16, 0, 0, ms * ms / sqrtf((float)kq) };
    vk_ref ba[VK_BINDINGS] = { nil, v->qcat, v->lat, v->kc[L->kv_slot], nil, v->kc[L->kv_slot], v->step };
    vk_dispatch(v->vd, cmd, VK_SH_ATTENTION, 0, ba, &ap, sizeof ap, H, (uint32_t)n);
    vk_inputs_changed(v);
    vk_matvec_experts(v, cmd, m, L->wv_b, NULL, v->lat, H * R, R, v->att, vh, n, v->head_ids, v->head_ids, H);
    vk_attention_output(v, cmd, m, L, H * vh, n);
}

static void vk_copy_rows(vk_ctx *v, vk_cmd *cmd, vk_ref src, uint32_t s_off, uint32_t s_stride, vk_ref dst, uint32_t d_off,
                         uint32_t d_stride, uint32_t n, uint32_t rows);

static void vk_attention_block(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int n, int f16) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, hd = (uint32_t)hp->head_dim, H = (uint32_t)hp->n_head, Hkv = (uint32_t)hp->n_head_kv;
    const uint32_t q_dim = H * hd, kv_dim = Hkv * hd;
    const vk_ref nil = { 0, 0, 0, NULL };
    const int gated = arch_gated_attn(m->arch);
    vk_norm(v, cmd, vk_vec(v, m, L->attn_norm), v->x, 0, v->xn, 0, E, (uint32_t)n, 1, E, hp->rms_eps);
    if (gated) { /* attn_q yields [q_h | gate_h] per head: q to q, the gates to rs_z */
        vk_matvec(v, cmd, m, L->wq, L->bq, v->xn, 0, E, v->qg, 0, 2 * q_dim, n);
        vk_copy_rows(v, cmd, v->qg, 0, 2 * hd, v->q, 0, hd, hd, (uint32_t)n * H);
        vk_copy_rows(v, cmd, v->qg, hd, 2 * hd, v->gate, 0, hd, hd, (uint32_t)n * H);
    } else
        vk_matvec(v, cmd, m, L->wq, L->bq, v->xn, 0, E, v->q, 0, q_dim, n);
    vk_matvec(v, cmd, m, L->wk, L->bk, v->xn, 0, E, v->k, 0, kv_dim, n);
    vk_matvec(v, cmd, m, L->wv, L->bv, v->xn, 0, E, v->v, 0, kv_dim, n);
    if (m->arch->qk_norm == QK_NORM_HEAD) {
        vk_norm(v, cmd, vk_vec(v, m, L->q_norm), v->q, 0, v->q, 0, hd, (uint32_t)n * H, H, q_dim, hp->rms_eps);
        vk_norm(v, cmd, vk_vec(v, m, L->k_norm), v->k, 0, v->k, 0, hd, (uint32_t)n * Hkv, Hkv, kv_dim, hp->rms_eps);
    } else if (m->arch->qk_norm == QK_NORM_FULL) {
        vk_norm(v, cmd, vk_vec(v, m, L->q_norm), v->q, 0, v->q, 0, q_dim, (uint32_t)n, 1, q_dim, hp->rms_eps);
        vk_norm(v, cmd, vk_vec(v, m, L->k_norm), v->k, 0, v->k, 0, kv_dim, (uint32_t)n, 1, kv_dim, hp->rms_eps);
    }
    if (m->arch->rope != ROPE_NONE) {
        vk_rope(v, cmd, m, v->q, H, hd, 0, q_dim, n);
        vk_rope(v, cmd, m, v->k, Hkv, hd, 0, kv_dim, n);
    }
    vk_kv_store(v, cmd, v->k, v->kc[L->kv_slot], kv_dim, n, f16);
    vk_kv_store(v, cmd, v->v, v->vc[L->kv_slot], kv_dim, n, f16);
    vk_attn_pc ap = { H, Hkv, hd, hd, 0, q_dim, 0, q_dim, kv_dim, kv_dim, (uint32_t)f16,
                      L->swa ? (uint32_t)hp->sliding_window : 0u, L->sinks != NULL,
                      hp->attn_scale != 0.0f ? hp->attn_scale : 1.0f / sqrtf((float)hd) };
    vk_ref ba[VK_BINDINGS] = { nil, v->q, v->att, v->vc[L->kv_slot], vk_vec(v, m, L->sinks), v->kc[L->kv_slot], v->step };
    vk_dispatch(v->vd, cmd, VK_SH_ATTENTION, 0, ba, &ap, sizeof ap, H, (uint32_t)n);
    if (gated) { /* att *= sigmoid(gate) */
        struct { uint32_t total, act; } gp = { (uint32_t)n * q_dim, 3 };
        vk_ref bgt[VK_BINDINGS] = { nil, v->gate, v->att };
        vk_dispatch_n(v->vd, cmd, VK_SH_GLU, bgt, &gp, sizeof gp, (uint64_t)n * q_dim);
    }
    vk_inputs_changed(v);
    vk_attention_output(v, cmd, m, L, q_dim, n);
}

/* dst rows r at d_off + r * d_stride get n floats from src rows at s_off + r * s_stride. */
static void vk_copy_rows(vk_ctx *v, vk_cmd *cmd, vk_ref src, uint32_t s_off, uint32_t s_stride, vk_ref dst, uint32_t d_off,
                         uint32_t d_stride, uint32_t n, uint32_t rows) {
    struct { uint32_t n, rows, s_off, s_stride, d_off, d_stride; } cp = { n, rows, s_off, s_stride, d_off, d_stride };
    vk_ref b[VK_BINDINGS] = { { 0, 0, 0, NULL }, src, dst };
    vk_dispatch_n(v->vd, cmd, VK_SH_COPY_ROWS, b, &cp, sizeof cp, (uint64_t)n * rows);
}

/* A Mamba-2 layer (nemotron_h_moe), as the CPU's mamba2_block: ssm_in to [z | x | B | C | dt], the
 * causal conv over x|B|C, the scan per head, the grouped RMS norm, ssm_out, the residual add. */
static void vk_mamba2_block(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int n) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, di = (uint32_t)hp->ssm_d_inner, ng = (uint32_t)hp->ssm_n_group;
    const uint32_t ds = (uint32_t)hp->ssm_d_state, nh = (uint32_t)hp->ssm_dt_rank, ch = di + 2 * ng * ds, rs_in = v->rs_in;
    const vk_ref nil = { 0, 0, 0, NULL };
    vk_norm(v, cmd, vk_vec(v, m, L->attn_norm), v->x, 0, v->xn, 0, E, (uint32_t)n, 1, E, hp->rms_eps);
    vk_matvec(v, cmd, m, L->ssm_in, NULL, v->xn, 0, E, v->rs_xin, 0, rs_in, n);
    struct { uint32_t ch, n_tok, in_off, in_stride, d_conv, has_bias; } cp =
        { ch, (uint32_t)n, di, rs_in, (uint32_t)hp->ssm_d_conv, L->ssm_conv_b != NULL };
    vk_ref bc[VK_BINDINGS] = { nil, v->rs_xin, v->rs_xc, v->conv_state[L->rs_slot], vk_vec(v, m, L->ssm_conv),
                               vk_vec(v, m, L->ssm_conv_b) };
    vk_dispatch_n(v->vd, cmd, VK_SH_SSM_CONV, bc, &cp, sizeof cp, ch);
    struct { uint32_t di, ng, ds, nh, rs_in, n_tok; } sp = { di, ng, ds, nh, rs_in, (uint32_t)n };
    vk_ref bs[VK_BINDINGS] = { nil, v->rs_xc, v->rs_y, v->ssm_state[L->rs_slot], v->rs_xin, v->mamba_prm[L->rs_slot] };
    vk_dispatch(v->vd, cmd, VK_SH_MAMBA2_SCAN, 0, bs, &sp, sizeof sp, nh, 1);
    struct { uint32_t n, src_off, src_stride, dst_off, dst_stride, per_group, group_stride, has_weight; float eps;
             uint32_t l2, post_rows; float post_scale; uint32_t w_grouped; } np =
        { di / ng, 0, 0, 0, 0, ng, di, 1, hp->rms_eps, 0, 0, 1.0f, 1 };
    vk_ref bn[VK_BINDINGS] = { nil, v->rs_y, v->rs_y, nil, vk_vec(v, m, L->ssm_norm) };
    const uint32_t rows = (uint32_t)n * ng, gx = MOE_MIN(rows, 65535u);
    vk_dispatch(v->vd, cmd, VK_SH_RMS_NORM, 0, bn, &np, sizeof np, gx, (rows + gx - 1) / gx);
    vk_inputs_changed(v);
    vk_matvec(v, cmd, m, L->ssm_out, NULL, v->rs_y, 0, di, v->tmp, 0, E, n);
    struct { uint32_t n, n_tok, k, has_ys, ys_gated; float scale; } cmb = { E, (uint32_t)n, 0, 1, 0, hp->residual_scale };
    vk_ref bcm[VK_BINDINGS] = { nil, nil, v->x, nil, nil, v->tmp };
    vk_dispatch_n(v->vd, cmd, VK_SH_COMBINE, bcm, &cmb, sizeof cmb, (uint64_t)n * E);
}

/* A gated DeltaNet layer (qwen3next, qwen35moe), as the CPU's deltanet_block: projections, gates,
 * the causal conv, l2-normalised q and k, the delta rule per value head with its gated output norm,
 * then ssm_out and the residual add. The conv and delta states live on the GPU. */
static void vk_deltanet_block(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int n) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, d = (uint32_t)hp->ssm_d_state, nk = (uint32_t)hp->ssm_n_group;
    const uint32_t nv = (uint32_t)hp->ssm_dt_rank, r = nv / nk, conv = 2 * nk * d + nv * d, rs_in = v->rs_in;
    const vk_ref nil = { 0, 0, 0, NULL };
    vk_norm(v, cmd, vk_vec(v, m, L->attn_norm), v->x, 0, v->xn, 0, E, (uint32_t)n, 1, E, hp->rms_eps);
    if (L->wqkv) {
        vk_matvec(v, cmd, m, L->wqkv, NULL, v->xn, 0, E, v->rs_xin, 0, rs_in, n);
        vk_matvec(v, cmd, m, L->wz, NULL, v->xn, 0, E, v->rs_z, 0, nv * d, n);
    } else { /* legacy ssm_in: per key head j [q_j, k_j, v_j (r*d), z_j (r*d)], regrouped to q|k|v and z */
        const uint32_t w = conv + nv * d, g = 2 * d + 2 * r * d;
        vk_matvec(v, cmd, m, L->ssm_in, NULL, v->xn, 0, E, v->rs_xc, 0, w, n);
        for (uint32_t j = 0; j < nk; j++) {
            vk_copy_rows(v, cmd, v->rs_xc, j * g, w, v->rs_xin, j * d, rs_in, d, (uint32_t)n);
            vk_copy_rows(v, cmd, v->rs_xc, j * g + d, w, v->rs_xin, (nk + j) * d, rs_in, d, (uint32_t)n);
            vk_copy_rows(v, cmd, v->rs_xc, j * g + 2 * d, w, v->rs_xin, 2 * nk * d + j * r * d, rs_in, r * d, (uint32_t)n);
            vk_copy_rows(v, cmd, v->rs_xc, j * g + 2 * d + r * d, w, v->rs_z, j * r * d, nv * d, r * d, (uint32_t)n);
        }
    }
    if (L->ssm_ba) vk_matvec(v, cmd, m, L->ssm_ba, NULL, v->xn, 0, E, v->rs_raw, 0, 2 * nv, n);
    else {
        vk_matvec(v, cmd, m, L->ssm_beta, NULL, v->xn, 0, E, v->rs_raw, 0, 2 * nv, n);
        vk_matvec(v, cmd, m, L->ssm_alpha, NULL, v->xn, 0, E, v->rs_raw, nv, 2 * nv, n);
    }
    struct { uint32_t nv, n_tok, grouped, r; } gp = { nv, (uint32_t)n, L->ssm_ba != NULL, r };
    vk_ref bg[VK_BINDINGS] = { nil, v->rs_raw, v->rs_ab, nil, vk_vec(v, m, L->ssm_dt_b), vk_vec(v, m, L->ssm_a) };
    vk_dispatch_n(v->vd, cmd, VK_SH_DN_GATES, bg, &gp, sizeof gp, (uint64_t)n * nv);
    struct { uint32_t ch, n_tok, in_off, in_stride, d_conv, has_bias; } cp =
        { conv, (uint32_t)n, 0, rs_in, (uint32_t)hp->ssm_d_conv, L->ssm_conv_b != NULL };
    vk_ref bc[VK_BINDINGS] = { nil, v->rs_xin, v->rs_xc, v->conv_state[L->rs_slot], vk_vec(v, m, L->ssm_conv),
                               vk_vec(v, m, L->ssm_conv_b) };
    vk_dispatch_n(v->vd, cmd, VK_SH_SSM_CONV, bc, &cp, sizeof cp, conv);
    /* q and k of every key head: x / max(||x||, eps), q also scaled by 1/sqrt(d) */
    struct { uint32_t n, src_off, src_stride, dst_off, dst_stride, per_group, group_stride, has_weight; float eps;
             uint32_t l2, post_rows; float post_scale; } np =
        { d, 0, 0, 0, 0, 2 * nk, conv, 0, hp->rms_eps, 1, nk, 1.0f / sqrtf((float)d) };
    vk_ref bn[VK_BINDINGS] = { nil, v->rs_xc, v->rs_xc };
    const uint32_t rows = (uint32_t)n * 2 * nk, gx = MOE_MIN(rows, 65535u);
    vk_dispatch(v->vd, cmd, VK_SH_RMS_NORM, 0, bn, &np, sizeof np, gx, (rows + gx - 1) / gx);
    struct { uint32_t d, nk, nv, channels, n_tok, tiled; float eps; } dp =
        { d, nk, nv, conv, (uint32_t)n, m->arch->hybrid == HYBRID_DELTANET_T, hp->rms_eps };
    vk_ref bd[VK_BINDINGS] = { vk_vec(v, m, L->ssm_norm), v->rs_xc, v->rs_y, v->ssm_state[L->rs_slot], v->rs_ab, v->rs_z };
    vk_dispatch(v->vd, cmd, VK_SH_DELTA_RULE, 0, bd, &dp, sizeof dp, nv, 1);
    vk_inputs_changed(v);
    vk_matvec(v, cmd, m, L->ssm_out, NULL, v->rs_y, 0, nv * d, v->tmp, 0, E, n);
    struct { uint32_t n, n_tok, k, has_ys, ys_gated; float scale; } cmb = { E, (uint32_t)n, 0, 1, 0, hp->residual_scale };
    vk_ref bcm[VK_BINDINGS] = { nil, nil, v->x, nil, nil, v->tmp };
    vk_dispatch_n(v->vd, cmd, VK_SH_COMBINE, bcm, &cmb, sizeof cmb, (uint64_t)n * E);
}

static void vk_attention_output(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, uint32_t width, int n) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, none = 0;
    const vk_ref nil = { 0, 0, 0, NULL };
    vk_matvec(v, cmd, m, L->wo, L->bo, v->att, 0, width, v->tmp, 0, E, n);
    struct { uint32_t n, n_tok, k, has_ys, ys_gated; float scale; } cp = { E, (uint32_t)n, none, 1, 0, hp->residual_scale };
    vk_ref bc[VK_BINDINGS] = { nil, nil, v->x, nil, nil, v->tmp };
    vk_dispatch_n(v->vd, cmd, VK_SH_COMBINE, bc, &cp, sizeof cp, (uint64_t)n * E);
}

static void vk_glu(vk_ctx *v, vk_cmd *cmd, const moe_model *m, uint64_t total) {
    struct { uint32_t total, act; } gp = { (uint32_t)total, m->arch->act };
    vk_ref b[VK_BINDINGS] = { { 0, 0, 0, NULL }, v->hu, v->hg };
    vk_dispatch_n(v->vd, cmd, VK_SH_GLU, b, &gp, sizeof gp, total);
    vk_inputs_changed(v);
}

/* A dense (or shared-expert) feed-forward of xn into ys. */
static void vk_dense_ffn(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const gguf_tensor *gate, const gguf_tensor *up,
                         const gguf_tensor *down, int n) {
    const uint32_t E = (uint32_t)m->hp.n_embd, F = (uint32_t)up->ne[1];
    if (gate) vk_matvec(v, cmd, m, gate, NULL, v->xn, 0, E, v->hg, 0, F, n);
    vk_matvec(v, cmd, m, up, NULL, v->xn, 0, E, gate ? v->hu : v->hg, 0, F, n);
    vk_glu(v, cmd, m, (uint64_t)n * F);
    vk_matvec(v, cmd, m, down, NULL, v->hg, 0, F, v->ys, 0, E, n);
}

/* The feed-forward block in three steps, so that with experts on both sides the host can read the
 * routing between the first and the second, and add the CPU's expert outputs before the third. */
static void vk_ffn_route(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int n) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, X = (uint32_t)hp->n_expert, K = (uint32_t)hp->n_expert_used;
    const vk_ref nil = { 0, 0, 0, NULL };
    vk_norm(v, cmd, vk_vec(v, m, L->ffn_norm), v->x, 0, v->xn, 0, E, (uint32_t)n, 1, E, hp->rms_eps);
    if (!L->router) return;
    vk_matvec(v, cmd, m, L->router, L->router_b, v->xn, 0, E, v->rlog, 0, X, n);
    struct { uint32_t n_tok, n_expert, k, gating, renorm, n_group, n_group_used, has_bias; float scale; } rp =
        { (uint32_t)n, X, K, (uint32_t)hp->gating, (uint32_t)hp->renorm, (uint32_t)hp->n_group,
          (uint32_t)hp->n_group_used, L->select_b != NULL, hp->expert_weights_scale };
    vk_ref br[VK_BINDINGS] = { nil, v->rlog, v->rscratch, v->ids, vk_vec(v, m, L->select_b), v->w };
    vk_dispatch_n(v->vd, cmd, VK_SH_ROUTER, br, &rp, sizeof rp, (uint64_t)n);
}

static void vk_ffn_experts(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int il, int n) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd, K = (uint32_t)hp->n_expert_used;
    if (!L->router) { vk_dense_ffn(v, cmd, m, L->ffn_gate, L->ffn_up, L->ffn_down, n); return; }
    const uint32_t F = (uint32_t)L->up_exps->ne[1];
    const vk_ref slots = v->vd->plan.slot_maps[il];
    if (L->gate_exps) vk_matvec_experts(v, cmd, m, L->gate_exps, L->gate_exps_b, v->xn, E, 0, v->hg, F, n, v->ids, slots, K);
    vk_matvec_experts(v, cmd, m, L->up_exps, L->up_exps_b, v->xn, E, 0, L->gate_exps ? v->hu : v->hg, F, n, v->ids, slots, K);
    vk_glu(v, cmd, m, (uint64_t)n * K * F);
    if (v->split) { /* rows of experts the CPU runs stay 0 on this side */
        v->vd->vkCmdFillBuffer(cmd->cb, v->y.buf, v->y.off, (uint64_t)n * K * E * 4, 0);
        vk_barrier(v->vd, cmd->cb, VK_PIPELINE_STAGE_TRANSFER, VK_ACCESS_TRANSFER_WRITE, VK_PIPELINE_STAGE_COMPUTE,
                   VK_ACCESS_SHADER_READ | VK_ACCESS_SHADER_WRITE);
    }
    vk_matvec_experts(v, cmd, m, L->down_exps, L->down_exps_b, v->hg, K * F, F, v->y, E, n, v->ids, slots, K);
    if (L->up_shexp) vk_dense_ffn(v, cmd, m, L->gate_shexp, L->up_shexp, L->down_shexp, n);
    if (L->shexp_gate) vk_matvec(v, cmd, m, L->shexp_gate, NULL, v->xn, 0, E, v->gz, 0, 1, n);
}

static void vk_ffn_combine(vk_ctx *v, vk_cmd *cmd, const moe_model *m, const layer_weights *L, int n) {
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd;
    const vk_ref nil = { 0, 0, 0, NULL };
    struct { uint32_t n, n_tok, k, has_ys, ys_gated; float scale; uint32_t has_ycpu; } cp =
        { E, (uint32_t)n, L->router ? (uint32_t)hp->n_expert_used : 0u, !L->router || L->up_shexp != NULL,
          L->shexp_gate != NULL, hp->residual_scale, L->router && v->split };
    vk_ref bc[VK_BINDINGS] = { L->router && v->split ? v->ycpu : nil, v->y, v->x, v->gz, v->w, v->ys };
    vk_dispatch_n(v->vd, cmd, VK_SH_COMBINE, bc, &cp, sizeof cp, (uint64_t)n * E);
}

/* Copies the routing and the expert input to host-visible buffers (split placement). */
static void vk_copy_routing(vk_ctx *v, vk_cmd *cmd, const moe_model *m, int n) {
    vk_device *vd = v->vd;
    const uint64_t K = (uint64_t)m->hp.n_expert_used, E = (uint64_t)m->hp.n_embd;
    vk_barrier(vd, cmd->cb, VK_PIPELINE_STAGE_COMPUTE, VK_ACCESS_SHADER_WRITE, VK_PIPELINE_STAGE_TRANSFER, VK_ACCESS_TRANSFER_READ);
    VkBufferCopy c0 = { v->ids.off, v->ids_h.off, (uint64_t)n * K * 4 }, c1 = { v->w.off, v->w_h.off, (uint64_t)n * K * 4 },
                 c2 = { v->xn.off, v->xn_h.off, (uint64_t)n * E * 4 };
    vd->vkCmdCopyBuffer(cmd->cb, v->ids.buf, v->ids_h.buf, 1, &c0);
    vd->vkCmdCopyBuffer(cmd->cb, v->w.buf, v->w_h.buf, 1, &c1);
    vd->vkCmdCopyBuffer(cmd->cb, v->xn.buf, v->xn_h.buf, 1, &c2);
    vk_barrier(vd, cmd->cb, VK_PIPELINE_STAGE_TRANSFER, VK_ACCESS_TRANSFER_WRITE, VK_PIPELINE_STAGE_HOST, VK_ACCESS_HOST_READ);
}

/* Records segment `seg` of the forward pass of n tokens. Without split placement the whole pass is
 * segment 0. With it, MoE layer k's routing ends segment 2k (the host reads it), its GPU experts
 * are segment 2k + 1 (the CPU runs the others meanwhile), and the next segment starts with its
 * residual add. The logits of the last n_out tokens land in v->logits. */
static VkResult vk_record(moe_context *c, vk_cmd *cmd, int n, int n_out, int seg) {
    vk_ctx *v = c->vk;
    vk_device *vd = v->vd;
    const moe_model *m = c->model;
    const hparams *hp = &m->hp;
    const uint32_t E = (uint32_t)hp->n_embd;
    const vk_ref nil = { 0, 0, 0, NULL };
    vk_cmd_reset(vd, cmd);
    vk_inputs_changed(v);
    VkResult r = vk_begin(vd, cmd->cb, 0);
    if (r != VK_SUCCESS) return r;
    int cur = 0; /* the segment being walked */
    if (seg == 0) {
        const vk_tensor *te = vk_tensor_of(vd, m, m->tok_embd);
        for (int p = 0; p < te->n_parts; p++) { /* each part writes the rows of the tokens it holds */
            struct { uint32_t row_bytes, n_cols, n_rows, out_offset, part_r0, part_rows; float scale; } gp =
                { (uint32_t)type_row_bytes(m->tok_embd->type, E), E, (uint32_t)n, 0, te->parts[p].r0, te->parts[p].rows,
                  hp->embed_scale };
            vk_ref bg[VK_BINDINGS] = { te->parts[p].ref, nil, v->x, v->tokens };
            vk_dispatch(vd, cmd, VK_SH_GET_ROWS, m->tok_embd->type, bg, &gp, sizeof gp, (uint32_t)n, 1);
        }
    }
    const int f16 = c->kv_type != MOE_KV_F32;
    for (int il = 0; il < hp->n_layer && cur <= seg; il++) {
        const layer_weights *L = &m->layers[il];
        const int breaks = v->split && L->router != NULL;
        if (cur == seg && L->kind == LAYER_ATTN) {
            if (m->arch->attn == ATTN_MLA) vk_mla_block(v, cmd, m, L, n, f16);
            else vk_attention_block(v, cmd, m, L, n, f16);
        }
        if (cur == seg && L->kind == LAYER_DELTANET) vk_deltanet_block(v, cmd, m, L, n);
        if (cur == seg && L->kind == LAYER_MAMBA2) vk_mamba2_block(v, cmd, m, L, n);
        if (!L->ffn_norm) continue;
        if (cur == seg) vk_ffn_route(v, cmd, m, L, n);
        if (breaks) {
            if (cur == seg) vk_copy_routing(v, cmd, m, n);
            cur++;
        }
        if (cur == seg) vk_ffn_experts(v, cmd, m, L, il, n);
        if (breaks) cur++;
        if (cur == seg) vk_ffn_combine(v, cmd, m, L, n);
    }
    if (cur == seg && n_out > 0) {
        vk_norm(v, cmd, vk_vec(v, m, m->output_norm), v->x, (uint32_t)(n - n_out) * E, v->xn, 0, E, (uint32_t)n_out, 1, E,
                hp->rms_eps);
        vk_matvec(v, cmd, m, m->output, NULL, v->xn, 0, E, v->logits, 0, (uint32_t)hp->n_vocab, n_out);
    }
    vk_barrier(vd, cmd->cb, VK_PIPELINE_STAGE_COMPUTE, VK_ACCESS_SHADER_WRITE, VK_PIPELINE_STAGE_HOST, VK_ACCESS_HOST_READ);
    r = vd->vkEndCommandBuffer(cmd->cb);
    return cmd->err != VK_SUCCESS ? cmd->err : r;
}

static void vk_refill_stop(vk_ctx *v, const moe_allocator *a);
static int vk_refill_start(moe_context *c);

static void vk_ctx_free(moe_context *c) {
    vk_ctx *v = c->vk;
    if (!v) return;
    vk_device *vd = v->vd;
    vk_refill_stop(v, vd->a);
    vd->vkDeviceWaitIdle(vd->dev);
    for (int i = 0; i < v->n_seg && v->one; i++) {
        vk_cmd_free(vd, &v->one[i]);
        vk_cmd_free(vd, &v->batch[i]);
    }
    mem_free(vd->a, v->one);
    if (v->fence) vd->vkDestroyFence(vd->dev, v->fence, NULL);
    if (v->pool) vd->vkDestroyCommandPool(vd->dev, v->pool, NULL); /* frees its command buffers */
    vk_arena_free(vd, &v->mem);
    vk_arena_free(vd, &v->host);
#if !defined(MOE_NO_THREADS)
    os_mutex_lock(&vd->queue_lock);
#endif
    vd->plan.n_contexts--;
#if !defined(MOE_NO_THREADS)
    os_mutex_unlock(&vd->queue_lock);
#endif
    mem_free(vd->a, v->kc);
    mem_free(vd->a, v->conv_state);
    mem_free(vd->a, v->mamba_prm);
    mem_free(vd->a, v);
    c->vk = NULL;
}

static VkResult vk_alloc_logits(vk_ctx *v, int rows, int n_vocab) {
    VkResult r = vk_alloc(v->vd, &v->host, (uint64_t)rows * (uint64_t)n_vocab * 4, &v->logits);
    if (r == VK_SUCCESS) v->logits_rows = rows;
    v->one_ready = 0;
    return r;
}

/* Device buffers of a context, sized for n_batch tokens. Returns 0 or -1 with a reason. */
static int vk_ctx_new(moe_context *c, char *why, size_t why_size) {
    const moe_model *m = c->model;
    const hparams *hp = &m->hp;
    vk_device *vd = m->vk;
    const uint64_t B = (uint64_t)c->n_batch, E = (uint64_t)hp->n_embd, K = (uint64_t)MOE_MAX(hp->n_expert_used, 1);
    const uint64_t X = (uint64_t)MOE_MAX(hp->n_expert, 1), H = (uint64_t)hp->n_head;
    const int mla = m->arch->attn == ATTN_MLA;
    const uint64_t R = (uint64_t)hp->kv_lora_rank, P = (uint64_t)hp->n_rot;
    /* widths as the CPU context's: latent attention puts wider rows through q, att and k */
    const uint64_t q_dim = MOE_MAX(H * (uint64_t)hp->head_dim, H * (uint64_t)hp->head_k_mla);
    const uint64_t att_dim = MOE_MAX(MOE_MAX(q_dim, H * (uint64_t)hp->head_v_mla), (uint64_t)hp->q_lora_rank);
    const uint64_t kv_dim = mla ? R + P : (uint64_t)hp->n_head_kv * hp->head_dim;
    if (B * K > 65535) { snprintf(why, why_size, "n_batch x experts per token above 65535"); return -1; }
    uint64_t hidden = 1;
    for (int il = 0; il < hp->n_layer; il++) {
        const layer_weights *L = &m->layers[il];
        if (L->ffn_up) hidden = MOE_MAX(hidden, B * L->ffn_up->ne[1]);
        if (L->up_exps) hidden = MOE_MAX(hidden, B * K * L->up_exps->ne[1]);
        if (L->up_shexp) hidden = MOE_MAX(hidden, B * L->up_shexp->ne[1]);
    }
    vk_ctx *v = (vk_ctx *)mem_calloc(vd->a, 1, sizeof *v);
    if (!v) { snprintf(why, why_size, "out of memory"); return -1; }
    c->vk = v;
    v->vd = vd;
#if !defined(MOE_NO_THREADS)
    os_mutex_lock(&vd->queue_lock);
#endif
    vd->plan.n_contexts++;
#if !defined(MOE_NO_THREADS)
    os_mutex_unlock(&vd->queue_lock);
#endif
    v->mem = vd->dev_mem;  /* the same memory kinds as the model's, in chunks of its own */
    v->mem.chunks = NULL;
    v->mem.n = v->mem.cap = 0;
    v->mem.next_size = (uint64_t)16 << 20;
    v->host = vd->host_mem;
    v->host.chunks = NULL;
    v->host.n = v->host.cap = 0;
    v->host.next_size = (uint64_t)16 << 20;
    v->kc = (vk_ref *)mem_calloc(vd->a, 2 * (size_t)MOE_MAX(hp->n_kv_layers, 1), sizeof(vk_ref));
    if (!v->kc) { snprintf(why, why_size, "out of memory"); return -1; }
    v->vc = v->kc + MOE_MAX(hp->n_kv_layers, 1);
    const int n_rs = hp->n_rs_layers;
    v->conv_state = (vk_ref *)mem_calloc(vd->a, 2 * (size_t)MOE_MAX(n_rs, 1), sizeof(vk_ref));
    if (!v->conv_state) { snprintf(why, why_size, "out of memory"); return -1; }
    v->ssm_state = v->conv_state + MOE_MAX(n_rs, 1);
    v->mamba_prm = (vk_ref *)mem_calloc(vd->a, (size_t)MOE_MAX(n_rs, 1), sizeof(vk_ref));
    if (!v->mamba_prm) { snprintf(why, why_size, "out of memory"); return -1; }
    v->rs_in = (uint32_t)c->rs_in;
    const uint64_t nvd = (uint64_t)hp->ssm_dt_rank * (uint64_t)hp->ssm_d_state, gated = arch_gated_attn(m->arch);
    const uint64_t kv_bytes = (uint64_t)c->n_ctx * kv_dim * (c->kv_type == MOE_KV_F32 ? 4 : 2);
    if (kv_bytes > vd->max_range) {
        snprintf(why, why_size, "a layer's KV cache (%llu bytes for %d tokens) exceeds the storage-buffer range",
                 (unsigned long long)kv_bytes, c->n_ctx);
        return -1;
    }
    struct { vk_ref *ref; uint64_t floats; } bufs[] = {
        { &v->x, B * E }, { &v->xn, B * E }, { &v->q, B * q_dim }, { &v->k, B * kv_dim }, { &v->v, B * kv_dim },
        { &v->att, B * att_dim }, { &v->tmp, B * E },
        { &v->qcat, mla ? B * H * (R + P) : 1 }, { &v->lat, mla ? B * H * R : 1 }, { &v->head_ids, mla ? B * H : 1 },
        { &v->rs_xin, n_rs ? B * c->rs_in : 1 }, { &v->rs_xc, n_rs ? B * c->rs_in : 1 }, { &v->rs_z, n_rs ? B * nvd : 1 },
        { &v->rs_raw, n_rs ? B * 2 * (uint64_t)hp->ssm_dt_rank : 1 }, { &v->rs_ab, n_rs ? B * 2 * (uint64_t)hp->ssm_dt_rank : 1 },
        { &v->rs_y, n_rs ? B * MOE_MAX(nvd, (uint64_t)hp->ssm_d_inner) : 1 }, { &v->qg, gated ? B * 2 * q_dim : 1 }, { &v->gate, gated ? B * q_dim : 1 }, { &v->rlog, B * X }, { &v->rscratch, B * 2 * X }, { &v->ids, B * K },
        { &v->w, B * K }, { &v->hg, hidden }, { &v->hu, hidden }, { &v->y, B * K * E }, { &v->ys, B * E }, { &v->gz, B },
        { &v->xq, MOE_MAX(MOE_MAX(B * E, B * q_dim), hidden) },
    };
    VkResult r = VK_SUCCESS;
    for (size_t i = 0; r == VK_SUCCESS && i < sizeof bufs / sizeof bufs[0]; i++) {
        if (bufs[i].floats * 4 > vd->max_range) {
            snprintf(why, why_size, "an activation buffer for %d tokens (%llu bytes) exceeds the storage-buffer range: use a "
                     "smaller batch", c->n_batch, (unsigned long long)bufs[i].floats * 4);
            return -1;
        }
        r = vk_alloc(vd, &v->mem, bufs[i].floats * 4, bufs[i].ref);
    }
    for (int i = 0; r == VK_SUCCESS && i < hp->n_kv_layers; i++) {
        r = vk_alloc(vd, &v->mem, kv_bytes, &v->kc[i]);
        if (r == VK_SUCCESS && !mla) r = vk_alloc(vd, &v->mem, kv_bytes, &v->vc[i]); /* latent: keys only */
    }
    for (int i = 0; r == VK_SUCCESS && i < n_rs; i++) {
        r = vk_alloc(vd, &v->mem, 4 * (uint64_t)(hp->ssm_d_conv - 1) * c->rs_channels, &v->conv_state[i]);
        if (r == VK_SUCCESS) r = vk_alloc(vd, &v->mem, 4 * (uint64_t)c->rs_state, &v->ssm_state[i]);
    }
    for (int il = 0; r == VK_SUCCESS && il < hp->n_layer; il++) { /* Mamba-2 per-head parameters in one buffer */
        const layer_weights *L = &m->layers[il];
        if (L->kind != LAYER_MAMBA2) continue;
        const size_t nh = (size_t)hp->ssm_dt_rank;
        float *prm = (float *)mem_alloc(vd->a, sizeof(float) * 3 * nh);
        if (!prm) { snprintf(why, why_size, "out of memory"); return -1; }
        memcpy(prm, vec_f32(L->ssm_a), sizeof(float) * nh);
        memcpy(prm + nh, vec_f32(L->ssm_d), sizeof(float) * nh);
        memcpy(prm + 2 * nh, vec_f32(L->ssm_dt_b), sizeof(float) * nh);
        r = vk_alloc(vd, &v->mem, 12 * (uint64_t)nh, &v->mamba_prm[L->rs_slot]);
        if (r == VK_SUCCESS) r = vk_upload(vd, &v->mamba_prm[L->rs_slot], 0, prm, 12 * (uint64_t)nh);
        mem_free(vd->a, prm);
    }
    if (r == VK_SUCCESS && mla) { /* the per-head products take head h as their "expert" */
        int32_t *hid = (int32_t *)mem_alloc(vd->a, sizeof(int32_t) * (size_t)(B * H));
        if (!hid) { snprintf(why, why_size, "out of memory"); return -1; }
        for (uint64_t i = 0; i < B * H; i++) hid[i] = (int32_t)(i % H);
        r = vk_upload(vd, &v->head_ids, 0, hid, B * H * 4);
        mem_free(vd->a, hid);
    }
    if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, B * 4, &v->tokens);
    if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, B * (uint64_t)MOE_MAX(hp->n_rot, 2) * 4, &v->rope);
    if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, 16, &v->step);
    if (r == VK_SUCCESS) r = vk_alloc_logits(v, 1, hp->n_vocab);
    const VkCommandPoolCreateInfo cpi = { VK_ST_COMMAND_POOL_CREATE_INFO, NULL, VK_COMMAND_POOL_RESET_BUFFER, vd->info.queue_family };
    const VkFenceCreateInfo fi = { VK_ST_FENCE_CREATE_INFO, NULL, 0 };
    if (r == VK_SUCCESS) r = vd->vkCreateCommandPool(vd->dev, &cpi, NULL, &v->pool);
    if (r == VK_SUCCESS) r = vd->vkCreateFence(vd->dev, &fi, NULL, &v->fence);
    /* split placement: segments, and the host-visible exchange buffers */
    v->split = vd->plan.n_slots < (uint32_t)hp->n_expert;
    int n_moe = 0;
    for (int il = 0; il < hp->n_layer; il++) n_moe += m->layers[il].router != NULL;
    v->n_seg = v->split ? 2 * n_moe + 1 : 1;
    if (v->split) {
        if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, B * K * 4, &v->ids_h);
        if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, B * K * 4, &v->w_h);
        if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, B * E * 4, &v->xn_h);
        if (r == VK_SUCCESS) r = vk_alloc(vd, &v->host, B * K * E * 4, &v->ycpu);
    }
    v->one = (vk_cmd *)mem_calloc(vd->a, 2 * (size_t)v->n_seg, sizeof(vk_cmd));
    if (!v->one) { snprintf(why, why_size, "out of memory"); return -1; }
    v->batch = v->one + v->n_seg;
    VkCommandBufferAllocateInfo ai = { VK_ST_COMMAND_BUFFER_ALLOCATE_INFO, NULL, v->pool, 0, 1 };
    for (int i = 0; r == VK_SUCCESS && i < v->n_seg; i++) {
        r = vd->vkAllocateCommandBuffers(vd->dev, &ai, &v->one[i].cb);
        if (r == VK_SUCCESS) r = vd->vkAllocateCommandBuffers(vd->dev, &ai, &v->batch[i].cb);
    }
    if (r == VK_SUCCESS && v->split && vd->plan.n_dynamic && vk_refill_start(c) != 0) {
        snprintf(why, why_size, "out of memory");
        return -1;
    }
    if (r == VK_SUCCESS && n_rs) { /* a new sequence starts from zero recurrent states: recorded once */
        r = vd->vkAllocateCommandBuffers(vd->dev, &ai, &v->clear_cb);
        if (r == VK_SUCCESS) r = vk_begin(vd, v->clear_cb, 0);
        for (int i = 0; r == VK_SUCCESS && i < n_rs; i++) {
            vd->vkCmdFillBuffer(v->clear_cb, v->conv_state[i].buf, v->conv_state[i].off, v->conv_state[i].size, 0);
            vd->vkCmdFillBuffer(v->clear_cb, v->ssm_state[i].buf, v->ssm_state[i].off, v->ssm_state[i].size, 0);
        }
        if (r == VK_SUCCESS) {
            vk_barrier(vd, v->clear_cb, VK_PIPELINE_STAGE_TRANSFER, VK_ACCESS_TRANSFER_WRITE, VK_PIPELINE_STAGE_COMPUTE,
                       VK_ACCESS_SHADER_READ | VK_ACCESS_SHADER_WRITE);
            r = vd->vkEndCommandBuffer(v->clear_cb);
        }
    }
    if (r != VK_SUCCESS) {
        snprintf(why, why_size, "cannot allocate the context's device buffers for %d tokens (%s)", c->n_ctx, vk_result_text(r));
        return -1;
    }
    return 0;
}

/* Split placement: the CPU's share of MoE layer il. The routing and the expert input come back from
 * the GPU; the experts without a device slot run on the CPU kernels (from the mapped file), their
 * rows land in ycpu and every other row is 0 (the GPU's side holds those). */
static void vk_cpu_experts(moe_context *c, int il, int n) {
    vk_ctx *v = c->vk;
    vk_plan *p = &v->vd->plan;
    const hparams *hp = &c->model->hp;
    const int K = hp->n_expert_used, E = hp->n_embd, X = hp->n_expert;
    const int32_t *slot_of = (const int32_t *)(const void *)p->slot_maps[il].host;
    const int32_t *ids = (const int32_t *)(const void *)v->ids_h.host;
    float *ycpu = (float *)(void *)v->ycpu.host, *use = p->use + (size_t)il * X;
    int on_cpu = 0;
    for (int i = 0; i < n * K; i++) {
        const int e = ids[i] >= 0 && ids[i] < X ? ids[i] : 0;
        c->sel[i] = e;
        use[e] += 1.0f;
        on_cpu += slot_of[e] < 0;
    }
    memset(ycpu, 0, sizeof(float) * (size_t)n * K * E);
    p->pairs_cpu += (uint64_t)on_cpu;
    p->pairs_gpu += (uint64_t)(n * K - on_cpu);
    /* what crossed the bus for this layer: routing and input back, CPU expert outputs out */
    p->bytes_moved += (uint64_t)n * (8u * (uint64_t)K + 4u * (uint64_t)E + 4u * (uint64_t)K * E);
    if (!on_cpu) return;
    memcpy(c->xn, v->xn_h.host, sizeof(float) * (size_t)n * E);
    const act_rows none = { NULL, 0, 0 };
    expert_outputs(c, &c->model->layers[il], n, none, slot_of);
    for (int i = 0; i < n * K; i++)
        if (slot_of[c->sel[i]] < 0) memcpy(ycpu + (size_t)i * E, c->y + (size_t)i * E, sizeof(float) * (size_t)E);
}

/* The hot-expert cache. After an evaluation, in each MoE layer the most used expert without a slot
 * replaces the least used expert of the dynamic slots when it has been used clearly more (use counts
 * decay, so the cache follows what the text needs now). The evicted expert leaves the map at once
 * (the CPU computes it from then on); the copy of the new one, straight from the mapped file, runs
 * on a background thread while the next tokens are computed, and the new expert enters the map at
 * the start of the first evaluation after the copy has finished. No dispatch reads a slot while it
 * is being written: the slot is in no map until then. One swap per layer per round. */
typedef struct vk_swap { int il, hot, slot; } vk_swap;

struct vk_refill {
    vk_swap *swaps;     /* [n_layer] of the round being copied */
    int n_swaps;
    int busy, stop;     /* a round is being copied; the thread should end */
    uint64_t bytes;     /* copied by the last round */
    VkResult err;
#if !defined(MOE_NO_THREADS)
    os_thread thread;
    os_mutex lock;
    os_cond wake;
    int started;
#endif
};

static void vk_copy_swaps(moe_context *c, vk_refill *rf) {
    vk_device *vd = c->vk->vd;
    const moe_model *m = c->model;
    uint64_t bytes = 0;
    VkResult r = VK_SUCCESS;
    for (int k = 0; k < rf->n_swaps && r == VK_SUCCESS; k++) {
        const layer_weights *L = &m->layers[rf->swaps[k].il];
        const gguf_tensor *ts[3] = { L->gate_exps, L->up_exps, L->down_exps };
        const int slot = rf->swaps[k].slot;
        for (int i = 0; i < 3 && r == VK_SUCCESS; i++) {
            const vk_tensor *vt = ts[i] ? vk_tensor_of(vd, m, ts[i]) : NULL;
            for (int q = 0; vt && q < vt->n_parts && r == VK_SUCCESS; q++) {
                const vk_part *part = &vt->parts[q];
                if ((uint32_t)slot < part->e0 || (uint32_t)slot >= part->e1) continue;
                r = vk_upload(vd, &part->ref, (uint64_t)(slot - (int)part->e0) * vt->unit,
                              ts[i]->data + (uint64_t)rf->swaps[k].hot * vt->unit, vt->unit);
                bytes += vt->unit;
            }
        }
    }
    rf->bytes = bytes;
    rf->err = r;
}

#if !defined(MOE_NO_THREADS)
typedef struct vk_refill_arg { moe_context *c; } vk_refill_arg;

static void vk_refill_loop(moe_context *c) {
    vk_refill *rf = c->vk->refill;
    os_mutex_lock(&rf->lock);
    for (;;) {
        while (!rf->busy && !rf->stop) os_cond_wait(&rf->wake, &rf->lock);
        if (rf->stop) break;
        os_mutex_unlock(&rf->lock);
        vk_copy_swaps(c, rf);
        os_mutex_lock(&rf->lock);
        rf->busy = 0;
        os_cond_broadcast(&rf->wake);
    }
    os_mutex_unlock(&rf->lock);
}
/* Sets one of the thread's flags (busy: a round to copy; stop) under its lock and wakes it. */
static void vk_refill_signal(vk_refill *rf, int *flag) {
    os_mutex_lock(&rf->lock);
    *flag = 1;
    os_cond_broadcast(&rf->wake);
    os_mutex_unlock(&rf->lock);
}
#if defined(_WIN32)
static DWORD WINAPI vk_refill_main(LPVOID arg) { vk_refill_loop((moe_context *)arg); return 0; }
#else
static void *vk_refill_main(void *arg) { vk_refill_loop((moe_context *)arg); return NULL; }
#endif
#endif

/* Whether a round is still being copied; when it is done, its experts enter the maps. */
static int vk_refill_pending(moe_context *c) {
    vk_refill *rf = c->vk->refill;
    vk_plan *p = &c->vk->vd->plan;
#if !defined(MOE_NO_THREADS)
    os_mutex_lock(&rf->lock);
    const int busy = rf->busy;
    os_mutex_unlock(&rf->lock);
    if (busy) return 1;
#endif
    if (rf->n_swaps && rf->err == VK_SUCCESS)
        for (int k = 0; k < rf->n_swaps; k++)
            ((int32_t *)(void *)p->slot_maps[rf->swaps[k].il].host)[rf->swaps[k].hot] = rf->swaps[k].slot;
    p->bytes_refilled += rf->bytes;
    rf->n_swaps = 0;
    rf->bytes = 0;
    return 0;
}

/* After an evaluation: choose the swaps of a new round and start copying them. */
static VkResult vk_refill_cache(moe_context *c) {
    vk_device *vd = c->vk->vd;
    vk_plan *p = &vd->plan;
    vk_refill *rf = c->vk->refill;
    const moe_model *m = c->model;
    const int X = m->hp.n_expert;
    if (!rf || p->n_contexts != 1) return VK_SUCCESS;
    if (vk_refill_pending(c)) return VK_SUCCESS; /* the last round is still copying */
    if (rf->err != VK_SUCCESS) return rf->err;
    for (int il = 0; il < m->hp.n_layer; il++) {
        if (!m->layers[il].router) continue;
        int32_t *slot_of = (int32_t *)(void *)p->slot_maps[il].host;
        float *use = p->use + (size_t)il * X;
        int hot = -1, cold = -1;
        for (int e = 0; e < X; e++) {
            if (slot_of[e] < 0 && (hot < 0 || use[e] > use[hot])) hot = e;
            if (slot_of[e] >= (int)(p->n_slots - p->n_dynamic) && (cold < 0 || use[e] < use[cold])) cold = e;
        }
        for (int e = 0; e < X; e++) use[e] *= 0.95f;
        if (hot < 0 || cold < 0 || use[hot] < use[cold] + 1.0f) continue;
        rf->swaps[rf->n_swaps].il = il;
        rf->swaps[rf->n_swaps].hot = hot;
        rf->swaps[rf->n_swaps].slot = slot_of[cold];
        rf->n_swaps++;
        slot_of[cold] = -1; /* leaves now: its slot is being overwritten */
    }
    if (!rf->n_swaps) return VK_SUCCESS;
#if !defined(MOE_NO_THREADS)
    if (rf->started) {
        vk_refill_signal(rf, &rf->busy);
        return VK_SUCCESS;
    }
#endif
    vk_copy_swaps(c, rf); /* no thread: copy now, publish at the next evaluation */
    return rf->err;
}

static void vk_refill_stop(vk_ctx *v, const moe_allocator *a) {
    vk_refill *rf = v->refill;
    if (!rf) return;
#if !defined(MOE_NO_THREADS)
    if (rf->started) {
        vk_refill_signal(rf, &rf->stop);
#if defined(_WIN32)
        WaitForSingleObject(rf->thread, INFINITE);
        CloseHandle(rf->thread);
#else
        pthread_join(rf->thread, NULL);
#endif
        os_cond_destroy(&rf->wake);
        os_mutex_destroy(&rf->lock);
    }
#endif
    mem_free(a, rf->swaps);
    mem_free(a, rf);
    v->refill = NULL;
}

static int vk_refill_start(moe_context *c) {
    vk_ctx *v = c->vk;
    const moe_allocator *a = v->vd->a;
    vk_refill *rf = (vk_refill *)mem_calloc(a, 1, sizeof *rf);
    if (!rf) return -1;
    v->refill = rf;
    rf->swaps = (vk_swap *)mem_calloc(a, (size_t)c->model->hp.n_layer, sizeof(vk_swap));
    if (!rf->swaps) return -1;
#if !defined(MOE_NO_THREADS)
    os_mutex_init(&rf->lock);
    os_cond_init(&rf->wake);
#if defined(_WIN32)
    rf->thread = CreateThread(NULL, 0, vk_refill_main, c, 0, NULL);
    rf->started = rf->thread != NULL;
#else
    rf->started = pthread_create(&rf->thread, NULL, vk_refill_main, c) == 0;
#endif
    if (!rf->started) { os_cond_destroy(&rf->wake); os_mutex_destroy(&rf->lock); }
#endif
    return 0;
}

static moe_status vk_forward(moe_context *c, const int32_t *tokens, int n, int n_out, float *logits) {
    vk_ctx *v = c->vk;
    vk_device *vd = v->vd;
    const hparams *hp = &c->model->hp;
    const int V = hp->n_vocab, half = hp->n_rot / 2;
    VkResult r = VK_SUCCESS;
    if (n_out > v->logits_rows) /* grows in steps (rare: all-logits calls), within the context's arena */
        r = vk_alloc_logits(v, MOE_MIN(MOE_MAX(n_out, 2 * v->logits_rows), c->n_batch), V);
    /* inputs: tokens, rope tables (computed as the CPU pass does), the position */
    memcpy(v->tokens.host, tokens, sizeof(int32_t) * (size_t)n);
    rope_tables(c, n);
    float *tab = (float *)(void *)v->rope.host;
    const size_t sin_off = (size_t)(v->rope.size / 8);
    memcpy(tab, c->rope_cos, sizeof(float) * (size_t)n * (size_t)half);
    memcpy(tab + sin_off, c->rope_sin, sizeof(float) * (size_t)n * (size_t)half);
    const uint32_t n_past = (uint32_t)c->n_past;
    memcpy(v->step.host, &n_past, 4);
    if (r == VK_SUCCESS && v->clear_cb && c->n_past == 0) r = vk_submit_wait(vd, v->clear_cb, v->fence);
    if (v->refill) vk_refill_pending(c); /* experts whose copy has finished enter the maps */
    vk_cmd *cmds = n == 1 && n_out == 1 ? v->one : v->batch;
    const int replay = cmds == v->one && v->one_ready;
    for (int seg = 0; r == VK_SUCCESS && !replay && seg < v->n_seg; seg++) r = vk_record(c, &cmds[seg], n, n_out, seg);
    if (cmds == v->one) v->one_ready = r == VK_SUCCESS;
    int il = -1; /* the MoE layer whose routing a segment ends with */
    for (int seg = 0; r == VK_SUCCESS && seg < v->n_seg; seg += 2) {
        r = vk_submit_wait(vd, cmds[seg].cb, v->fence);
        if (r != VK_SUCCESS || seg + 1 >= v->n_seg) break;
        while (!c->model->layers[++il].router) {}
        /* the GPU's experts and the CPU's at the same time */
        r = vk_submit(vd, cmds[seg + 1].cb, v->fence);
        if (r == VK_SUCCESS) vk_cpu_experts(c, il, n);
        if (r == VK_SUCCESS) r = vk_wait(vd, v->fence);
    }
    if (r == VK_SUCCESS && v->split) r = vk_refill_cache(c);
    if (r != VK_SUCCESS) {
        /* the device state (KV cache) is gone or incomplete: continue on the CPU from an empty context */
        const moe_status st = ctx_fail(c, MOE_ERR_DEVICE, "vulkan: %s while evaluating %d tokens; the context continues on "
                                       "the CPU from an empty cache", vk_result_text(r), n);
        c->be = &cpu_backend;
        c->n_past = 0;
        ctx_clear_state(c);
        return st;
    }
    if (n_out > 0) {
        memcpy(logits, v->logits.host, sizeof(float) * (size_t)n_out * (size_t)V);
        if (hp->logit_scale != 1.0f) {
            const float inv = 1.0f / hp->logit_scale;
            for (size_t i = 0; i < (size_t)n_out * (size_t)V; i++) logits[i] *= inv;
        }
    }
    return MOE_OK;
}

static const backend vk_backend = { "vulkan", vk_forward };
#endif /* MOE_NO_VULKAN */

/* ------------------------------------------------------------------------------------------------
 * sampling
 * ---------------------------------------------------------------------------------------------- */

struct moe_sampler {
    moe_allocator alloc;
    moe_sampler_params p;
    int n_vocab;
    uint64_t rng;
    int32_t *history;   /* ring of the last repeat_last_n accepted tokens */
    int hist_n, hist_pos;
    float *logits;      /* [n_vocab] working copy */
    int32_t *cand;      /* [n_vocab] candidate ids */
    struct logit_id { float logit; int32_t id; } *sorted; /* [n_vocab], for large k */
};

static uint64_t rng_next(uint64_t *s) { /* splitmix64 */
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static float rng_uniform(uint64_t *s) { return (float)(rng_next(s) >> 40) / (float)(1ull << 24); }

static int argmax_lowest(const float *x, int n) {
    int best = 0;
    for (int i = 1; i < n; i++) if (x[i] > x[best]) best = i;
    return best;
}

static void apply_penalties(moe_sampler *s) {
    const moe_sampler_params *p = &s->p;
    if (p->repeat_penalty == 1.f && p->presence_penalty == 0.f && p->frequency_penalty == 0.f) return;
    for (int i = 0; i < s->hist_n; i++) {
        const int32_t tok = s->history[i];
        int count = 0, first = 1;
        for (int j = 0; j < s->hist_n; j++) {
            if (s->history[j] != tok) continue;
            if (j < i) { first = 0; break; }
            count++;
        }
        if (!first) continue; /* each distinct token once */
        float *l = &s->logits[tok];
        *l = *l > 0 ? *l / p->repeat_penalty : *l * p->repeat_penalty;
        *l -= (float)count * p->frequency_penalty + p->presence_penalty;
    }
}

static int cmp_logit_desc(const void *a, const void *b) {
    const struct logit_id *x = (const struct logit_id *)a, *y = (const struct logit_id *)b;
    return x->logit < y->logit ? 1 : x->logit > y->logit ? -1 : (x->id > y->id) - (x->id < y->id);
}

/* Candidate ids by descending logit: insertion into a bounded list for a small top-k, a sort of the
 * whole vocabulary otherwise. */
static int select_top(moe_sampler *s, int k) {
    int n = 0;
    const float *l = s->logits;
    if (k > 64) {
        for (int i = 0; i < s->n_vocab; i++) { s->sorted[i].logit = l[i]; s->sorted[i].id = i; }
        qsort(s->sorted, (size_t)s->n_vocab, sizeof s->sorted[0], cmp_logit_desc);
        for (int i = 0; i < k; i++) s->cand[i] = s->sorted[i].id;
        return k;
    }
    for (int i = 0; i < s->n_vocab; i++) {
        if (n == k && l[i] <= l[s->cand[n - 1]]) continue;
        int j = n < k ? n++ : n - 1;
        while (j > 0 && l[s->cand[j - 1]] < l[i]) { s->cand[j] = s->cand[j - 1]; j--; }
        s->cand[j] = i;
    }
    return n;
}

MOE_IMPL moe_sampler_params moe_sampler_defaults(void) {
    moe_sampler_params p;
    memset(&p, 0, sizeof p);
    p.temperature = 0.8f;
    p.top_k = 40;
    p.top_p = 0.95f;
    p.min_p = 0.05f;
    p.repeat_penalty = 1.0f;
    p.repeat_last_n = 64;
    return p;
}

MOE_IMPL moe_status moe_sampler_new(const moe_model *model, const moe_sampler_params *params, moe_sampler **out) {
    if (!out) return MOE_ERR_ARGUMENT;
    *out = NULL;
    if (!model || !model->vocab_loaded || !params) return MOE_ERR_ARGUMENT;
    moe_sampler_params p = *params;
    if (p.repeat_penalty == 0.f) p.repeat_penalty = 1.f;
    if (p.top_p == 0.f) p.top_p = 1.f;
    if (!(p.temperature == p.temperature) || p.top_k < 0 || !(p.top_p > 0.f && p.top_p <= 1.f) ||
        !(p.min_p >= 0.f && p.min_p <= 1.f) || !(p.repeat_penalty > 0.f) || p.repeat_last_n < 0 ||
        p.repeat_last_n > (1 << 20) || !isfinite(p.presence_penalty) || !isfinite(p.frequency_penalty))
        return MOE_ERR_ARGUMENT;
    moe_sampler *s = (moe_sampler *)mem_calloc(&model->alloc, 1, sizeof *s);
    if (!s) return MOE_ERR_NOMEM;
    s->alloc = model->alloc;
    s->p = p;
    s->n_vocab = model->hp.n_vocab;
    s->rng = p.seed;
    s->history = (int32_t *)mem_calloc(&s->alloc, (size_t)p.repeat_last_n + 1, sizeof(int32_t));
    s->logits = (float *)mem_calloc(&s->alloc, (size_t)s->n_vocab, sizeof(float));
    s->cand = (int32_t *)mem_calloc(&s->alloc, (size_t)s->n_vocab, sizeof(int32_t));
    s->sorted = (struct logit_id *)mem_calloc(&s->alloc, (size_t)s->n_vocab, sizeof *s->sorted);
    if (!s->history || !s->logits || !s->cand || !s->sorted) { moe_sampler_free(s); return MOE_ERR_NOMEM; }
    *out = s;
    return MOE_OK;
}

MOE_IMPL void moe_sampler_free(moe_sampler *s) {
    if (!s) return;
    moe_allocator a = s->alloc;
    mem_free(&a, s->history);
    mem_free(&a, s->logits);
    mem_free(&a, s->cand);
    mem_free(&a, s->sorted);
    mem_free(&a, s);
}

MOE_IMPL void moe_sampler_reset(moe_sampler *s) {
    if (!s) return;
    s->hist_n = s->hist_pos = 0;
    s->rng = s->p.seed;
}

MOE_IMPL void moe_sampler_accept(moe_sampler *s, int32_t token) {
    if (!s || s->p.repeat_last_n == 0 || token < 0 || token >= s->n_vocab) return;
    s->history[s->hist_pos] = token;
    s->hist_pos = (s->hist_pos + 1) % s->p.repeat_last_n;
    if (s->hist_n < s->p.repeat_last_n) s->hist_n++;
}

/* The llama.cpp chain: penalties, top-k, top-p, min-p, temperature, then a draw. */
MOE_IMPL int32_t moe_sampler_sample(moe_sampler *s, const float *logits) {
    if (!s || !logits) return -1;
    const moe_sampler_params *p = &s->p;
    memcpy(s->logits, logits, sizeof(float) * (size_t)s->n_vocab);
    apply_penalties(s);
    if (p->temperature <= 0.f) return argmax_lowest(s->logits, s->n_vocab);
    const int k = p->top_k > 0 && p->top_k < s->n_vocab ? p->top_k : s->n_vocab;
    int n = select_top(s, k);
    const float *l = s->logits, mx = l[s->cand[0]];
    if (p->top_p < 1.f) { /* smallest prefix whose probability reaches top_p */
        double sum = 0, acc = 0;
        for (int i = 0; i < n; i++) sum += exp((double)(l[s->cand[i]] - mx));
        for (int i = 0; i < n; i++) {
            acc += exp((double)(l[s->cand[i]] - mx)) / sum;
            if (acc >= p->top_p) { n = i + 1; break; }
        }
    }
    if (p->min_p > 0.f) { /* keep tokens at least min_p times as likely as the best */
        const float floor_logit = mx + logf(p->min_p);
        int keep = 1;
        while (keep < n && l[s->cand[keep]] >= floor_logit) keep++;
        n = keep;
    }
    double sum = 0;
    for (int i = 0; i < n; i++) sum += exp((double)((l[s->cand[i]] - mx) / p->temperature));
    double r = rng_uniform(&s->rng) * sum, acc = 0;
    for (int i = 0; i < n; i++) {
        acc += exp((double)((l[s->cand[i]] - mx) / p->temperature));
        if (r < acc) return s->cand[i];
    }
    return s->cand[n - 1];
}

/* ------------------------------------------------------------------------------------------------
 * api
 * ---------------------------------------------------------------------------------------------- */

MOE_IMPL const char *moe_version(void) { return MOE_VERSION_STRING; }

MOE_IMPL const char *moe_status_string(moe_status st) {
    switch (st) {
    case MOE_OK: return "ok";
    case MOE_ERR_IO: return "i/o error";
    case MOE_ERR_FORMAT: return "invalid file";
    case MOE_ERR_UNSUPPORTED: return "not supported";
    case MOE_ERR_NOMEM: return "out of memory";
    case MOE_ERR_ARGUMENT: return "invalid argument";
    case MOE_ERR_CONTEXT_FULL: return "context full";
    case MOE_ERR_DEVICE: return "device error";
    case MOE_ERR_CANCELLED: return "cancelled";
    }
    return "unknown status";
}

/* Puts the weights on a GPU when one is asked for (or, with "auto", present) and can run the
 * model; otherwise logs why and leaves the model on the CPU. Never fails the open. */
static moe_status model_open_gpu(moe_model *m, const char *dev, uint64_t gpu_mem, uint64_t expert_cache) {
#if !defined(MOE_NO_VULKAN)
    char why[512] = "";
    m->vk = vk_model_open(m, dev, gpu_mem, expert_cache, why, sizeof why);
    /* the caller's allocator failing is an error; anything about the device means the CPU */
    if (!m->vk && strcmp(why, "out of memory") == 0) return model_fail(m, MOE_ERR_NOMEM, "out of memory setting up the GPU");
    if (!m->vk) log_msg(&m->log, strcmp(dev, "auto") == 0 ? MOE_LOG_INFO : MOE_LOG_WARN, "vulkan: %s; running on the CPU", why);
#else
    (void)gpu_mem;
    (void)expert_cache;
    if (strcmp(dev, "auto") != 0) log_msg(&m->log, MOE_LOG_WARN, "built with MOE_NO_VULKAN: running on the CPU");
#endif
    return MOE_OK;
}

MOE_IMPL moe_status moe_model_open(const char *path, const moe_config *config, moe_model **out) {
    moe_config cfg;
    if (!out) return MOE_ERR_ARGUMENT;
    *out = NULL;
    memset(&cfg, 0, sizeof cfg);
    if (config) cfg = *config;
    if (!cfg.allocator.alloc != !cfg.allocator.free) return MOE_ERR_ARGUMENT; /* both or neither */
    moe_model *m = (moe_model *)mem_calloc(&cfg.allocator, 1, sizeof *m);
    if (!m) return MOE_ERR_NOMEM;
    *out = m;
    m->alloc = cfg.allocator;
    m->log.fn = cfg.log;
    m->log.user = cfg.log_user;
    m->log.level = cfg.log_level ? cfg.log_level : MOE_LOG_INFO;
    m->vocab_only = cfg.vocab_only;
    m->progress = cfg.progress;
    m->progress_user = cfg.progress_user;
    if (!path) return model_fail(m, MOE_ERR_ARGUMENT, "no model path given");
    if (cfg.n_threads < 0 || cfg.n_ctx < 0 || cfg.n_batch < 0 || cfg.kv_type < 0 || cfg.kv_type > MOE_KV_F32)
        return model_fail(m, MOE_ERR_ARGUMENT, "invalid configuration (negative thread, context or batch size, or bad kv_type)");
    /* the config's device wins; MOE_DEVICE replaces only "auto" */
    const char *dev = cfg.device && *cfg.device && strcmp(cfg.device, "auto") != 0 ? cfg.device : getenv("MOE_DEVICE");
    if (!dev || !*dev) dev = "auto";
    if (strcmp(dev, "auto") != 0 && strcmp(dev, "cpu") != 0 && strcmp(dev, "vulkan") != 0 && strncmp(dev, "vulkan:", 7) != 0)
        return model_fail(m, MOE_ERR_ARGUMENT, "unknown device '%s' (auto, cpu, vulkan, vulkan:N)", dev);
    quant_init();
    m->n_threads = cfg.n_threads ? cfg.n_threads : cpu_count();
    if (m->n_threads > 512) m->n_threads = 512;
    m->n_batch = cfg.n_batch ? cfg.n_batch : 512;
    m->kv_type = cfg.kv_type ? cfg.kv_type : MOE_KV_F16;
    const double t0 = time_now();
    moe_status st = model_load(m, path);
    if (st != MOE_OK) return st;
    m->n_ctx = cfg.n_ctx ? cfg.n_ctx : MOE_MIN(m->hp.n_ctx_train, 4096);
    if (strcmp(dev, "cpu") != 0 && !m->vocab_only && (st = model_open_gpu(m, dev, cfg.gpu_mem, cfg.expert_cache)) != MOE_OK)
        return st;
    log_msg(&m->log, MOE_LOG_INFO, "loaded %s: %s, %d layers, %d experts (%d used), %.1f MiB of weights, %s kernels, %.3f s",
            path, m->arch_name, m->hp.n_layer, m->hp.n_expert, m->hp.n_expert_used,
            (double)m->weight_bytes / (1024.0 * 1024.0), simd_name, time_now() - t0);
    return MOE_OK;
}

MOE_IMPL void moe_model_free(moe_model *m) {
    if (!m) return;
    moe_allocator a = m->alloc;
#if !defined(MOE_NO_VULKAN)
    vk_model_free(m, m->vk);
#endif
    if (m->vocab_loaded) tok_free(&m->vocab, &a);
    for (int i = 0; i < m->n_files; i++) gguf_close(&m->files[i], &a);
    if (m->files && m->n_files == 0) gguf_close(&m->files[0], &a);
    mem_free(&a, m->files);
    mem_free(&a, m->layers);
    mem_free(&a, m->tok_strings);
    mem_free(&a, m->tok_merges);
    mem_free(&a, m->tok_scores);
    mem_free(&a, m->tok_types);
    mem_free(&a, m);
}

MOE_IMPL const char *moe_model_error(const moe_model *m) {
    if (!m) return "out of memory";
    return m->err[0] ? m->err : "no error";
}

MOE_IMPL int moe_model_n_vocab(const moe_model *m) { return m ? m->hp.n_vocab : 0; }
MOE_IMPL int moe_model_n_ctx_train(const moe_model *m) { return m ? m->hp.n_ctx_train : 0; }
MOE_IMPL const char *moe_model_arch(const moe_model *m) { return m ? m->arch_name : ""; }

MOE_IMPL const char *moe_model_meta(const moe_model *m, const char *key, char *buf, size_t size) {
    if (!m || !m->n_files || !key || !buf || !size) return NULL;
    const gguf_kv *kv = gguf_find(&m->files[0], key);
    if (!kv) return NULL;
    const uint8_t *d = kv->data;
    int64_t iv;
    switch (kv->type) {
    case GGUF_STRING: snprintf(buf, size, "%.*s", (int)MOE_MIN(u64_at(d), (uint64_t)INT_MAX), (const char *)d + 8); break;
    case GGUF_F32: snprintf(buf, size, "%g", rd_f32(d)); break;
    case GGUF_F64: { double x; memcpy(&x, d, 8); snprintf(buf, size, "%g", x); break; }
    case GGUF_BOOL: snprintf(buf, size, "%s", d[0] ? "true" : "false"); break;
    case GGUF_ARRAY: snprintf(buf, size, "[%s x %llu]", gguf_type_names[kv->elem_type], (unsigned long long)kv->n); break;
    default:
        if (gguf_get_int(&m->files[0], key, &iv) == 1) snprintf(buf, size, "%lld", (long long)iv);
        else buf[0] = 0;
    }
    return buf;
}

MOE_IMPL size_t moe_model_describe(const moe_model *m, char *buf, size_t size) {
    text_out o = { buf, size, 0 };
    if (buf && size) buf[0] = 0;
    if (!m || !m->n_files) return 0;
    const hparams *hp = &m->hp;
    const gguf_file *f = &m->files[0];
    text_printf(&o, "architecture   %s\n", m->arch_name);
    text_printf(&o, "file           GGUF v%u, %d file%s, %llu tensors, %llu metadata keys\n", f->version, m->n_files,
                m->n_files > 1 ? "s" : "", (unsigned long long)f->n_tensors, (unsigned long long)f->n_kv);
    text_printf(&o, "vocabulary     %d tokens, bos %d, eos %d\n", hp->n_vocab, (int)tok_bos(&m->vocab), (int)tok_eos(&m->vocab));
    if (m->vocab_only || !m->arch) return o.len;
    text_printf(&o, "shape          n_embd %d, %d layers, %d heads (%d kv), head dim %d, rope dims %d (%s), base %g\n",
                hp->n_embd, hp->n_layer, hp->n_head, hp->n_head_kv, hp->head_dim, hp->n_rot,
                m->arch->rope == ROPE_NEOX ? "neox" : m->arch->rope == ROPE_IMROPE ? "imrope" : m->arch->rope == ROPE_NONE ? "none" : "norm",
                hp->rope_base);
    if (m->arch->hybrid != HYBRID_NONE) { /* one letter per block */
        static const char kind_letter[] = { 'A', 'D', 'M', 'E' };
        text_printf(&o, "layer pattern  ");
        for (int il = 0; il < hp->n_layer && il < 256; il++) text_printf(&o, "%c", kind_letter[m->layers[il].kind]);
        text_printf(&o, "%s (A attention%s, D gated DeltaNet, M Mamba-2, E MoE only)\n", hp->n_layer > 256 ? "..." : "",
                    arch_gated_attn(m->arch) ? " (gated)" : "");
        text_printf(&o, "recurrent      %d layers: conv kernel %d, state %d, %d groups, %d heads, inner %d\n", hp->n_rs_layers,
                    hp->ssm_d_conv, hp->ssm_d_state, hp->ssm_n_group, hp->ssm_dt_rank, hp->ssm_d_inner);
    }
    if (hp->n_expert)
        text_printf(&o, "experts        %d, %d used per token, width %d, shared width %d\n", hp->n_expert,
                    hp->n_expert_used, hp->n_ff_exp, hp->n_ff_shexp);
    if (hp->n_ff) text_printf(&o, "dense ffn      width %d\n", hp->n_ff);
    text_printf(&o, "context        %d trained\n", hp->n_ctx_train);
#if !defined(MOE_NO_VULKAN)
    if (m->vk) {
        const vk_plan *p = &m->vk->plan;
        text_printf(&o, "device         vulkan:%d %s (%s), %.1f MiB of weights on it\n", m->vk->index, m->vk->info.name,
                    vk_type_name(m->vk->info.type), (double)m->vk->weight_bytes / (1024.0 * 1024.0));
        if (hp->n_expert) {
            const uint64_t K = (uint64_t)hp->n_expert_used, E = (uint64_t)hp->n_embd;
            int n_moe = 0;
            for (int il = 0; il < hp->n_layer; il++) n_moe += m->layers[il].router != NULL;
            text_printf(&o, "placement      budget %.1f MiB: attention, norms, router, shared experts, embeddings and output "
                        "(%.1f MiB) on the GPU; experts %u of %d per layer on the GPU (%.1f MiB), %d in host memory "
                        "(%.1f MiB, computed by the CPU)\n", (double)p->budget / 1048576.0, (double)p->dense_bytes / 1048576.0,
                        p->n_slots, hp->n_expert, (double)p->expert_bytes * p->n_slots / 1048576.0,
                        hp->n_expert - (int)p->n_slots, (double)p->expert_bytes * (uint64_t)(hp->n_expert - (int)p->n_slots) / 1048576.0);
            if (p->n_slots < (uint32_t)hp->n_expert)
                text_printf(&o, "transfers      per token: %d MoE layers x (routing + input %.1f KiB back, CPU expert outputs "
                            "%.1f KiB out); hot-expert cache %u slots per layer%s\n", n_moe,
                            (double)(8 * K + 4 * E) / 1024.0, (double)(4 * K * E) / 1024.0, p->n_dynamic,
                            p->n_dynamic ? ", refilled between evaluations" : " (--expert-cache SIZE)");
        }
    } else
#endif
        text_printf(&o, "device         cpu\n");
    /* KV cache per token (F16): latent attention keeps c and k_pe only */
    const uint64_t kv_token = (uint64_t)hp->n_kv_layers * (uint64_t)hp->n_head_kv * (uint64_t)hp->head_dim * 2 *
                              (m->arch->attn == ATTN_MLA ? 1 : 2);
    if (m->arch->attn == ATTN_MLA) {
        const uint64_t full = (uint64_t)hp->n_layer * (uint64_t)hp->n_head * (uint64_t)(hp->head_k_mla + hp->head_v_mla) * 2;
        text_printf(&o, "kv cache       %llu bytes per token (F16), latent (kv_lora_rank %d + rope %d); full K/V would be "
                    "%llu (%.1fx)\n", (unsigned long long)kv_token, hp->kv_lora_rank, hp->n_rot, (unsigned long long)full,
                    (double)full / (double)kv_token);
    } else
        text_printf(&o, "kv cache       %llu bytes per token (F16)%s\n", (unsigned long long)kv_token,
                    hp->n_kv_layers < hp->n_layer ? ", attention layers only" : "");
    if (hp->n_rs_layers) {
        /* conv channels inner + 2 * groups * state (DeltaNet: v, q and k; Mamba-2: x, B and C);
         * state inner x state (DeltaNet: heads x d x d; Mamba-2: heads x head dim x state) */
        const uint64_t ch = (uint64_t)hp->ssm_d_inner + 2ull * hp->ssm_n_group * hp->ssm_d_state;
        const uint64_t st = (uint64_t)hp->ssm_d_inner * hp->ssm_d_state;
        text_printf(&o, "state          %llu bytes per sequence (F32): conv + recurrent state\n",
                    (unsigned long long)(4 * (uint64_t)hp->n_rs_layers * (ch * (uint64_t)(hp->ssm_d_conv - 1) + st)));
    }
    if (hp->sliding_window) text_printf(&o, "attention      sliding window %d on every %d layers\n", hp->sliding_window, m->arch->swa_every);
    if (hp->yarn_factor > 0) text_printf(&o, "rope scaling   yarn, factor %g, original context %d\n", hp->yarn_factor, hp->yarn_orig_ctx);
    /* bytes per tensor type */
    uint64_t bytes[T_COUNT] = { 0 }, count[T_COUNT] = { 0 }, total = 0;
    for (int i = 0; i < m->n_files; i++)
        for (uint64_t j = 0; j < m->files[i].n_tensors; j++) {
            const gguf_tensor *t = &m->files[i].tensors[j];
            bytes[t->type] += t->n_bytes;
            count[t->type]++;
            total += t->n_bytes;
        }
    text_printf(&o, "weights        %.2f MiB\n", (double)total / (1024.0 * 1024.0));
    for (int t = 0; t < T_COUNT; t++)
        if (count[t]) text_printf(&o, "  %-8s %5llu tensors %12.2f MiB %5.1f%%\n", type_name((uint32_t)t),
                                  (unsigned long long)count[t], (double)bytes[t] / (1024.0 * 1024.0),
                                  100.0 * (double)bytes[t] / (double)(total ? total : 1));
    return o.len;
}

/* ---- tokenizer api ---- */

MOE_IMPL moe_status moe_tokenize(const moe_model *m, const char *text, size_t len, int flags, int32_t *out, int cap,
                                 int *n_out) {
    int dummy;
    if (!n_out) n_out = &dummy;
    *n_out = 0;
    if (!m || !m->vocab_loaded || (!text && len) || cap < 0 || (cap && !out)) return MOE_ERR_ARGUMENT;
    return tok_encode(&m->vocab, text ? text : "", len, flags, out, cap, n_out, &m->alloc);
}

MOE_IMPL int moe_token_to_piece(const moe_model *m, int32_t token, int special, char *buf, int size) {
    if (!m || !m->vocab_loaded || size < 0 || (size && !buf)) return -1;
    return tok_piece(&m->vocab, token, special, buf, size);
}

MOE_IMPL int32_t moe_token_bos(const moe_model *m) { return m && m->vocab_loaded ? tok_bos(&m->vocab) : -1; }
MOE_IMPL int32_t moe_token_eos(const moe_model *m) { return m && m->vocab_loaded ? tok_eos(&m->vocab) : -1; }
MOE_IMPL int moe_token_is_eog(const moe_model *m, int32_t t) { return m && m->vocab_loaded && tok_is_eog(&m->vocab, t); }

/* ---- context api ---- */

static moe_status ctx_fail(moe_context *c, moe_status st, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, sizeof c->err, fmt, ap);
    va_end(ap);
    log_msg(&c->model->log, MOE_LOG_ERROR, "%s", c->err);
    return st;
}

/* Every buffer a forward pass needs, sized for n_batch tokens; nothing is allocated per token. */
static moe_status ctx_alloc_buffers(moe_context *c) {
    const moe_model *m = c->model;
    const hparams *hp = &m->hp;
    const moe_allocator *a = &m->alloc;
    const size_t B = (size_t)c->n_batch, E = (size_t)hp->n_embd, K = (size_t)MOE_MAX(hp->n_expert_used, 1);
    const size_t q_dim = (size_t)hp->n_head * hp->head_dim, kv_dim = (size_t)hp->n_head_kv * hp->head_dim;
    const size_t X = (size_t)hp->n_expert, H = (size_t)hp->n_head;
    /* latent attention puts wider rows through q (H x key_length_mla), att (H x value_length_mla or
     * q_lora_rank) and the per-head products (H x kv_lora_rank) */
    const size_t q_width = MOE_MAX(q_dim, H * (size_t)hp->head_k_mla);
    const size_t att_width = MOE_MAX(MOE_MAX(q_dim, H * (size_t)hp->head_v_mla), (size_t)hp->q_lora_rank);
    /* hybrid models: recurrent widths (rs_in: the input projection; rs_channels: the conv; the mixer
     * output rs_y feeds ssm_out) */
    const int hy = m->arch->hybrid;
    const size_t ds = (size_t)hp->ssm_d_state, ng = (size_t)hp->ssm_n_group, nh = (size_t)hp->ssm_dt_rank;
    const size_t di = (size_t)hp->ssm_d_inner;
    size_t rs_z = 1, rs_ab = 1, rs_y = 1;
    c->rs_in = c->rs_channels = c->rs_state = 1;
    if (hy == HYBRID_DELTANET_I || hy == HYBRID_DELTANET_T) { /* ng key heads, nh value heads of ds */
        c->rs_channels = 2 * ng * ds + nh * ds;
        c->rs_in = c->rs_channels + nh * ds; /* the legacy fused ssm_in */
        c->rs_state = nh * ds * ds;
        rs_z = rs_y = MOE_MAX(nh * ds, 2 * nh);
        rs_ab = 2 * nh;
    } else if (hy == HYBRID_MAMBA2) {
        c->rs_channels = di + 2 * ng * ds;
        c->rs_in = 2 * di + 2 * ng * ds + nh;
        c->rs_state = di * ds;
        rs_y = di;
        rs_ab = nh;
    }
    const size_t n_in = MOE_MAX(MOE_MAX(MOE_MAX(E, q_width), MOE_MAX(att_width, H * (size_t)hp->kv_lora_rank)), rs_y);
    /* FFN widths from the tensors bound, not from keys a layer may not use */
    size_t hidden = 1;
    for (int il = 0; il < hp->n_layer; il++) {
        const layer_weights *L = &m->layers[il];
        if (L->ffn_up) hidden = MOE_MAX(hidden, B * (size_t)L->ffn_up->ne[1]);
        if (L->up_exps) hidden = MOE_MAX(hidden, B * K * (size_t)L->up_exps->ne[1]);
        if (L->up_shexp) hidden = MOE_MAX(hidden, B * (size_t)L->up_shexp->ne[1]);
    }
    const int nth = m->n_threads;
    c->kv_row_bytes = kv_dim * (c->kv_type == MOE_KV_F32 ? 4 : 2);
    c->kv_layer_bytes = c->kv_row_bytes * (size_t)c->n_ctx;
    int ok = 1;
#define ALLOC(field, n, type) ok &= (c->field = (type *)mem_calloc(a, (n), sizeof(type))) != NULL
    /* KV memory for the attention layers only */
    ALLOC(k_cache, c->kv_layer_bytes * (size_t)hp->n_kv_layers + 1, uint8_t);
    if (m->arch->attn != ATTN_MLA) ALLOC(v_cache, c->kv_layer_bytes * (size_t)hp->n_kv_layers + 1, uint8_t);
    const size_t n_rs = (size_t)hp->n_rs_layers;
    ALLOC(conv_state, n_rs * (size_t)MOE_MAX(hp->ssm_d_conv - 1, 0) * c->rs_channels + 1, float);
    ALLOC(ssm_state, n_rs * c->rs_state + 1, float);
    ALLOC(rs_xin, n_rs ? B * c->rs_in : 1, float);
    ALLOC(rs_xc, n_rs ? B * c->rs_in : 1, float);
    ALLOC(rs_z, n_rs ? B * rs_z : 1, float);
    ALLOC(rs_ab, n_rs ? B * rs_ab : 1, float);
    ALLOC(rs_y, n_rs ? B * rs_y : 1, float);
    if ((hy == HYBRID_DELTANET_I || hy == HYBRID_DELTANET_T) && n_rs && B >= DN_CHUNK_MIN) {
        c->dn_stride = delta_scratch_floats(hp->ssm_d_state);
        ALLOC(dn_scratch, (size_t)nth * c->dn_stride, float);
    }
    ALLOC(qg, arch_gated_attn(m->arch) ? B * 2 * q_dim : 1, float);
    ALLOC(x, B * E, float);
    ALLOC(xn, B * E, float);
    ALLOC(tmp, B * E, float);
    ALLOC(q, B * q_width, float);
    ALLOC(att, B * att_width, float);
    ALLOC(k, B * kv_dim, float);
    ALLOC(v, B * kv_dim, float);
    ALLOC(rope_cos, B * (size_t)hp->n_rot / 2, float);
    ALLOC(rope_sin, B * (size_t)hp->n_rot / 2, float);
    c->scores_stride = MOE_MAX(attn_scratch_floats(hp, c->n_ctx), MOE_MAX((size_t)c->n_ctx + 1, 2 * X));
    ALLOC(scores, (size_t)nth * c->scores_stride, float);
    ALLOC(q_abs, B * H * (size_t)hp->kv_lora_rank + 1, float);
    ALLOC(lat, B * H * (size_t)hp->kv_lora_rank + 1, float);
    ALLOC(head_rows, H * B, int32_t);
    ALLOC(act_in, B * n_in * 2 + 64, uint8_t);
    ALLOC(act_hidden, hidden * 2 + 64, uint8_t);
    ALLOC(hg, hidden, float);
    ALLOC(hu, hidden, float);
    ALLOC(y, B * K * E, float);
    ALLOC(shexp_scale, B, float);
    ALLOC(router, B * MOE_MAX(X, 1), float);
    ALLOC(sel, B * K, int32_t);
    ALLOC(sel_w, B * K, float);
    ALLOC(pair_sorted, B * K, int32_t);
    ALLOC(tok_sorted, B * K, int32_t);
    ALLOC(expert_start, 2 * X + 2, int32_t);
    c->max_jobs = (int)(MOE_MAX(2 * X, H) + 8);
    ALLOC(jobs, (size_t)c->max_jobs, mm_job);
    ALLOC(row_end, (size_t)c->max_jobs, int);
    ALLOC(logits, (size_t)hp->n_vocab, float);
#undef ALLOC
    c->logits_cap = 1;
    return ok ? MOE_OK : ctx_fail(c, MOE_ERR_NOMEM, "out of memory allocating a context of %d tokens", c->n_ctx);
}

static void ctx_free_buffers(moe_context *c) {
    const moe_allocator *a = &c->model->alloc;
    void *bufs[] = { c->k_cache, c->v_cache, c->x, c->xn, c->tmp, c->q, c->att, c->k, c->v, c->rope_cos, c->rope_sin,
                     c->scores, c->act_in, c->act_hidden, c->hg, c->hu, c->y, c->shexp_scale, c->router, c->sel,
                     c->sel_w, c->pair_sorted, c->tok_sorted, c->expert_start, c->jobs, c->row_end, c->logits,
                     c->q_abs, c->lat, c->head_rows, c->qg, c->conv_state, c->ssm_state, c->rs_xin, c->rs_xc,
                     c->rs_z, c->rs_ab, c->rs_y, c->dn_scratch };
    for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++) mem_free(a, bufs[i]);
}

#if !defined(MOE_NO_THREADS)
static int ctx_start_pool(moe_context *c) {
    thread_pool *p = &c->pool;
    const moe_allocator *a = &c->model->alloc;
    memset(p, 0, sizeof *p);
    p->n_threads = c->model->n_threads;
    if (p->n_threads <= 1) return 0;
    p->threads = (os_thread *)mem_calloc(a, (size_t)p->n_threads, sizeof(os_thread));
    p->workers = (pool_worker *)mem_calloc(a, (size_t)p->n_threads, sizeof(pool_worker));
    if (!p->threads || !p->workers) return -1;
    os_mutex_init(&p->mutex);
    os_cond_init(&p->wake);
    atomic_init(&p->generation, 0);
    atomic_init(&p->task_state, TASK_CLOSED);
    atomic_init(&p->next, 0);
    atomic_init(&p->stop, 0);
    atomic_init(&p->n_sleeping, 0);
    c->pool_started = 1;
    for (int i = 1; i < p->n_threads; i++) {
        p->workers[i].pool = p;
        p->workers[i].ith = i;
#if defined(_WIN32)
        p->threads[i] = CreateThread(NULL, 0, pool_thread_main, &p->workers[i], 0, NULL);
        if (!p->threads[i]) { p->n_threads = i; return -1; }
#else
        if (pthread_create(&p->threads[i], NULL, pool_thread_main, &p->workers[i]) != 0) { p->n_threads = i; return -1; }
#endif
    }
    return 0;
}

static void ctx_stop_pool(moe_context *c) {
    thread_pool *p = &c->pool;
    const moe_allocator *a = &c->model->alloc;
    if (c->pool_started) {
        os_mutex_lock(&p->mutex);
        atomic_store(&p->stop, 1);
        os_cond_broadcast(&p->wake);
        os_mutex_unlock(&p->mutex);
        for (int i = 1; i < p->n_threads; i++) {
#if defined(_WIN32)
            WaitForSingleObject(p->threads[i], INFINITE);
            CloseHandle(p->threads[i]);
#else
            pthread_join(p->threads[i], NULL);
#endif
        }
        os_cond_destroy(&p->wake);
        os_mutex_destroy(&p->mutex);
    }
    mem_free(a, p->threads);
    mem_free(a, p->workers);
}
#else
static int ctx_start_pool(moe_context *c) { c->pool.n_threads = 1; return 0; }
static void ctx_stop_pool(moe_context *c) { (void)c; }
#endif

MOE_IMPL moe_status moe_context_new(moe_model *m, const moe_context_params *params, moe_context **out) {
    if (!out) return MOE_ERR_ARGUMENT;
    *out = NULL;
    if (!m || !m->arch || m->vocab_only) return MOE_ERR_ARGUMENT;
    moe_context *c = (moe_context *)mem_calloc(&m->alloc, 1, sizeof *c);
    if (!c) return MOE_ERR_NOMEM;
    c->model = m;
    c->be = &cpu_backend;
    c->n_ctx = params && params->n_ctx ? params->n_ctx : m->n_ctx;
    c->kv_type = params && params->kv_type ? params->kv_type : m->kv_type;
    c->n_batch = m->n_batch;
    moe_status st = MOE_OK;
    if (c->n_ctx <= 0 || c->n_ctx > (1 << 24) || c->kv_type < 0 || c->kv_type > MOE_KV_F32 || m->hp.head_dim > 1024)
        st = ctx_fail(c, MOE_ERR_ARGUMENT, "invalid context parameters (n_ctx %d, kv_type %d)", c->n_ctx, c->kv_type);
    if (st == MOE_OK) st = ctx_alloc_buffers(c);
    if (st == MOE_OK && ctx_start_pool(c) != 0) st = ctx_fail(c, MOE_ERR_NOMEM, "cannot start %d threads", m->n_threads);
#if !defined(MOE_NO_VULKAN)
    if (st == MOE_OK && m->vk) {
        char why[512] = "";
        if (vk_ctx_new(c, why, sizeof why) == 0) c->be = &vk_backend;
        else if (strcmp(why, "out of memory") == 0) {
            vk_ctx_free(c);
            st = ctx_fail(c, MOE_ERR_NOMEM, "out of memory for the GPU context");
        } else {
            log_msg(&m->log, MOE_LOG_WARN, "vulkan: %s; this context runs on the CPU", why);
            vk_ctx_free(c);
        }
    }
#endif
    *out = c; /* on failure the caller reads moe_context_error, then frees */
    return st;
}

MOE_IMPL void moe_context_free(moe_context *c) {
    if (!c) return;
#if !defined(MOE_NO_VULKAN)
    vk_ctx_free(c);
#endif
    ctx_stop_pool(c);
    ctx_free_buffers(c);
    mem_free(&c->model->alloc, c);
}

MOE_IMPL const char *moe_context_error(const moe_context *c) { return !c ? "out of memory" : c->err[0] ? c->err : "no error"; }
MOE_IMPL void moe_context_reset(moe_context *c) {
    if (!c) return;
    c->n_past = 0;
    c->n_logits = 0;
    ctx_clear_state(c);
}
MOE_IMPL int moe_context_n_past(const moe_context *c) { return c ? c->n_past : 0; }
MOE_IMPL const char *moe_context_device(const moe_context *c) { return c ? c->be->name : ""; }

MOE_IMPL int moe_model_gpu_stats(const moe_model *m, moe_gpu_stats *out) {
    if (!out) return 0;
    memset(out, 0, sizeof *out);
#if !defined(MOE_NO_VULKAN)
    if (!m || !m->vk) return 0;
    const vk_plan *p = &m->vk->plan;
    out->n_expert = m->hp.n_expert;
    out->experts_on_gpu = (int)p->n_slots;
    out->experts_cached = (int)p->n_dynamic;
    out->weight_bytes = m->vk->weight_bytes;
    out->pairs_gpu = p->pairs_gpu;
    out->pairs_cpu = p->pairs_cpu;
    out->bytes_moved = p->bytes_moved;
    out->bytes_refilled = p->bytes_refilled;
    return 1;
#else
    (void)m;
    return 0;
#endif
}

MOE_IMPL size_t moe_describe_devices(char *buf, size_t size) {
#if !defined(MOE_NO_VULKAN)
    const moe_allocator a = { NULL, NULL, NULL };
    return vk_describe_devices(buf, size, &a);
#else
    text_out o = { buf, size, 0 };
    if (buf && size) buf[0] = 0;
    text_printf(&o, "built with MOE_NO_VULKAN: no GPU backend; moe runs on the CPU\n");
    return o.len;
#endif
}
MOE_IMPL int moe_context_n_ctx(const moe_context *c) { return c ? c->n_ctx : 0; }
MOE_IMPL uint64_t moe_context_n_evaluated(const moe_context *c) { return c ? c->n_evaluated : 0; }

MOE_IMPL moe_status moe_context_truncate(moe_context *c, int n_keep) {
    if (!c) return MOE_ERR_ARGUMENT;
    if (n_keep < 0 || n_keep > c->n_past) return ctx_fail(c, MOE_ERR_ARGUMENT, "cannot keep %d of %d cached tokens", n_keep, c->n_past);
    if (c->model->hp.n_rs_layers && n_keep != 0 && n_keep != c->n_past)
        return ctx_fail(c, MOE_ERR_UNSUPPORTED, "cannot truncate to %d of %d tokens: %s keeps a recurrent state, which "
                        "cannot be rolled back (only 0 or %d)", n_keep, c->n_past, c->model->arch_name, c->n_past);
    if (n_keep == 0) ctx_clear_state(c);
    c->n_past = n_keep;
    c->n_logits = 0;
    return MOE_OK;
}

MOE_IMPL moe_status moe_eval(moe_context *c, const int32_t *tokens, int n, int all_logits) {
    if (!c) return MOE_ERR_ARGUMENT;
    const int V = c->model->hp.n_vocab;
    if (!tokens || n <= 0) return ctx_fail(c, MOE_ERR_ARGUMENT, "no tokens to evaluate");
    for (int i = 0; i < n; i++)
        if (tokens[i] < 0 || tokens[i] >= V)
            return ctx_fail(c, MOE_ERR_ARGUMENT, "token %d at index %d is outside the vocabulary (%d tokens)", tokens[i], i, V);
    if (n > c->n_ctx - c->n_past)
        return ctx_fail(c, MOE_ERR_CONTEXT_FULL, "%d tokens do not fit: %d of the context's %d are in use", n, c->n_past, c->n_ctx);
    const int rows = all_logits ? n : 1;
    if (rows > c->logits_cap) { /* grows only for all-logits calls longer than any before */
        float *l = (float *)mem_alloc(&c->model->alloc, sizeof(float) * (size_t)rows * (size_t)V);
        if (!l) return ctx_fail(c, MOE_ERR_NOMEM, "out of memory for %d rows of logits", rows);
        mem_free(&c->model->alloc, c->logits);
        c->logits = l;
        c->logits_cap = rows;
    }
    c->n_logits = 0;
    for (int off = 0; off < n; off += c->n_batch) {
        const int chunk = MOE_MIN(c->n_batch, n - off);
        const int n_out = all_logits ? chunk : (off + chunk == n ? 1 : 0);
        float *dst = all_logits ? c->logits + (size_t)off * V : c->logits;
        moe_status st = c->be->forward(c, tokens + off, chunk, n_out, dst);
        if (st != MOE_OK) return st;
        c->n_past += chunk;
        c->n_evaluated += (uint64_t)chunk;
    }
    c->n_logits = rows;
    c->logits_first = all_logits ? 0 : n - 1;
    return MOE_OK;
}

MOE_IMPL const float *moe_logits(const moe_context *c, int i) {
    if (!c || c->n_logits == 0) return NULL;
    const int last = c->logits_first + c->n_logits - 1;
    if (i < 0) i = last;
    if (i < c->logits_first || i > last) return NULL;
    return c->logits + (size_t)(i - c->logits_first) * (size_t)c->model->hp.n_vocab;
}

/* ---- generation ---- */

/* Token text is streamed as whole UTF-8 characters: the bytes of a character split across tokens
 * are held until it is complete, and bytes that can neither start nor continue a character (a
 * model can emit any byte token) become U+FFFD, so callers always receive valid UTF-8. */
typedef struct utf8_stream {
    const moe_allocator *alloc;
    char *held, *out;   /* held: bytes not yet sent; out: 3x its size (every byte may become U+FFFD) */
    size_t n_held, cap;
} utf8_stream;

/* Bytes in a well-formed sequence starting at s[0..n), 0 if invalid, -1 if it may still complete. */
static int utf8_seq_len(const unsigned char *s, size_t n) {
    const unsigned c = s[0];
    const int need = c < 0x80 ? 1 : c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 0;
    for (int k = 1; k < need; k++) {
        if ((size_t)k >= n) return -1;
        unsigned lo = 0x80, hi = 0xBF; /* the second byte's range excludes overlongs and surrogates */
        if (k == 1) {
            if (c == 0xE0) lo = 0xA0;
            else if (c == 0xED) hi = 0x9F;
            else if (c == 0xF0) lo = 0x90;
            else if (c == 0xF4) hi = 0x8F;
        }
        if (s[k] < lo || s[k] > hi) return 0;
    }
    return need;
}

/* Appends token text; returns the whole characters now complete (in s->out, *len bytes). With
 * `flush`, an incomplete tail is emitted as U+FFFD too. -1: out of memory. */
static int utf8_push(utf8_stream *s, const char *text, size_t n, int flush, size_t *len) {
    if (s->n_held + n > s->cap) {
        size_t cap = MOE_MAX(s->cap * 2, s->n_held + n + 64);
        char *held = (char *)mem_alloc(s->alloc, cap), *out = (char *)mem_alloc(s->alloc, cap * 3);
        if (!held || !out) { mem_free(s->alloc, held); mem_free(s->alloc, out); return -1; }
        if (s->n_held) memcpy(held, s->held, s->n_held);
        mem_free(s->alloc, s->held);
        mem_free(s->alloc, s->out);
        s->held = held;
        s->out = out;
        s->cap = cap;
    }
    if (n) memcpy(s->held + s->n_held, text, n);
    s->n_held += n;
    const unsigned char *in = (const unsigned char *)s->held;
    size_t i = 0, o = 0;
    while (i < s->n_held) {
        const int k = utf8_seq_len(in + i, s->n_held - i);
        if (k < 0 && !flush) break; /* wait for the rest of the character */
        if (k <= 0) { memcpy(s->out + o, "\xEF\xBF\xBD", 3); o += 3; i++; continue; }
        memcpy(s->out + o, in + i, (size_t)k);
        o += (size_t)k;
        i += (size_t)k;
    }
    memmove(s->held, s->held + i, s->n_held - i);
    s->n_held -= i;
    *len = o;
    return 0;
}

static void utf8_stream_free(utf8_stream *s) {
    mem_free(s->alloc, s->held);
    mem_free(s->alloc, s->out);
}

MOE_IMPL moe_status moe_generate(moe_context *c, const char *prompt, const moe_generate_params *gp,
                                 moe_token_callback cb, void *user) {
    if (!c || !prompt) return MOE_ERR_ARGUMENT;
    moe_model *m = c->model;
    moe_generate_params p;
    memset(&p, 0, sizeof p);
    if (gp) p = *gp;
    if (p.n_predict < 0) return ctx_fail(c, MOE_ERR_ARGUMENT, "n_predict must be >= 0");
    int n_tok = 0;
    moe_status st = moe_tokenize(m, prompt, strlen(prompt), p.flags, NULL, 0, &n_tok);
    if (st != MOE_OK && st != MOE_ERR_ARGUMENT) return ctx_fail(c, st, "cannot tokenize the prompt");
    int32_t *toks = (int32_t *)mem_alloc(&m->alloc, sizeof(int32_t) * (size_t)MOE_MAX(n_tok, 1));
    moe_sampler *smp = NULL;
    if (!toks) return ctx_fail(c, MOE_ERR_NOMEM, "out of memory");
    st = moe_tokenize(m, prompt, strlen(prompt), p.flags, toks, n_tok, &n_tok);
    if (st == MOE_OK && n_tok == 0) st = ctx_fail(c, MOE_ERR_ARGUMENT, "the prompt is empty");
    if (st == MOE_OK && (st = moe_sampler_new(m, &p.sampler, &smp)) != MOE_OK)
        ctx_fail(c, st, "invalid sampler parameters (temperature, top_k >= 0, 0 < top_p <= 1, 0 <= min_p <= 1, penalties)");
    if (st == MOE_OK) {
        for (int i = 0; i < n_tok; i++) moe_sampler_accept(smp, toks[i]);
        st = moe_eval(c, toks, n_tok, 0);
    }
    utf8_stream text = { &m->alloc, NULL, NULL, 0, 0 };
    char piece[256];
    int stopped = 0;
    for (int i = 0; st == MOE_OK && (p.n_predict == 0 || i < p.n_predict); i++) {
        const int32_t tok = moe_sampler_sample(smp, moe_logits(c, -1));
        if (moe_token_is_eog(m, tok)) break;
        moe_sampler_accept(smp, tok);
        int len = moe_token_to_piece(m, tok, 0, piece, sizeof piece);
        char *long_piece = NULL;
        if (len > (int)sizeof piece) { /* a long token: fetch it whole */
            if (!(long_piece = (char *)mem_alloc(&m->alloc, (size_t)len))) { st = ctx_fail(c, MOE_ERR_NOMEM, "out of memory"); break; }
            moe_token_to_piece(m, tok, 0, long_piece, len);
        }
        size_t ready = 0;
        const int pushed = utf8_push(&text, long_piece ? long_piece : piece, (size_t)MOE_MAX(len, 0), 0, &ready);
        mem_free(&m->alloc, long_piece);
        if (pushed < 0) { st = ctx_fail(c, MOE_ERR_NOMEM, "out of memory"); break; }
        if (cb && cb(user, tok, text.out, ready)) { stopped = 1; break; }
        if (c->n_past >= c->n_ctx) break; /* the context is full: a normal end */
        st = moe_eval(c, &tok, 1, 0);
    }
    size_t rest = 0; /* a character left incomplete at the end arrives as U+FFFD */
    if (!stopped && text.n_held && utf8_push(&text, NULL, 0, 1, &rest) == 0 && rest && cb) cb(user, -1, text.out, rest);
    utf8_stream_free(&text);
    moe_sampler_free(smp);
    mem_free(&m->alloc, toks);
    return st;
}

/* ------------------------------------------------------------------------------------------------
 * chat: template families recognised from tokenizer.chat_template (as llama.cpp's
 * llm_chat_detect_template does), built-in renderers that reproduce each family's Jinja output, and
 * a session that evaluates only the new part of the conversation on top of the KV cache.
 *
 * Rendered text never contains the BOS token: the tokenizer adds it to the first turn when the
 * vocabulary asks (bos_token is "" in the goldens, as in llama.cpp's tests). Text that a template
 * writes literally ("[gMASK]<sop>", gpt-oss's system block) is rendered.
 * ---------------------------------------------------------------------------------------------- */

enum {
    CHAT_UNKNOWN = 0, CHAT_CHATML, CHAT_QWEN3, CHAT_QWEN3_THINKING, CHAT_LLAMA2, CHAT_LLAMA2_SYS,
    CHAT_MISTRAL_V1, CHAT_MISTRAL_V3, CHAT_MISTRAL_V3_TEKKEN, CHAT_MISTRAL_V7, CHAT_MISTRAL_V7_TEKKEN,
    CHAT_LLAMA3, CHAT_DEEPSEEK2, CHAT_DEEPSEEK3, CHAT_DEEPSEEK_R1, CHAT_GPT_OSS, CHAT_CHATGLM4, CHAT_GLM45,
    CHAT_KIMI_K2, CHAT_COUNT
};

/* How a family marks reasoning in the reply. */
enum { CHAT_REASON_NONE, CHAT_REASON_THINK, CHAT_REASON_HARMONY };

typedef struct chat_family {
    const char *name;
    const char *asst_end;  /* what the template writes after an assistant message's content */
    int reason;            /* CHAT_REASON_* */
} chat_family;

#define CHAT_EOS_DS "<\xef\xbd\x9c" "end\xe2\x96\x81of\xe2\x96\x81sentence\xef\xbd\x9c>" /* <｜end▁of▁sentence｜> */
#define CHAT_USER_DS "<\xef\xbd\x9cUser\xef\xbd\x9c>"                                 /* <｜User｜> */
#define CHAT_ASST_DS "<\xef\xbd\x9c" "Assistant\xef\xbd\x9c>"                         /* <｜Assistant｜> */

static const chat_family chat_families[CHAT_COUNT] = {
    { "", "", CHAT_REASON_NONE },
    { "chatml", "<|im_end|>\n", CHAT_REASON_NONE },
    { "qwen3", "<|im_end|>\n", CHAT_REASON_THINK },
    { "qwen3-thinking", "<|im_end|>\n", CHAT_REASON_THINK },
    { "llama2", "</s>", CHAT_REASON_NONE },
    { "llama2-sys", "</s>", CHAT_REASON_NONE },
    { "mistral-v1", "</s>", CHAT_REASON_NONE },
    { "mistral-v3", "</s>", CHAT_REASON_NONE },
    { "mistral-v3-tekken", "</s>", CHAT_REASON_NONE },
    { "mistral-v7", "</s>", CHAT_REASON_NONE },
    { "mistral-v7-tekken", "</s>", CHAT_REASON_NONE },
    { "llama3", "<|eot_id|>", CHAT_REASON_NONE },
    { "deepseek2", CHAT_EOS_DS, CHAT_REASON_NONE },
    { "deepseek3", CHAT_EOS_DS, CHAT_REASON_NONE },
    { "deepseek-r1", CHAT_EOS_DS, CHAT_REASON_THINK },
    { "gpt-oss", "<|end|>", CHAT_REASON_HARMONY },
    { "chatglm4", "", CHAT_REASON_NONE },
    { "glm4.5", "", CHAT_REASON_THINK },
    { "kimi-k2", "<|im_end|>", CHAT_REASON_NONE },
};

static int chat_tmpl_from_name(const char *name) {
    if (!name) return CHAT_UNKNOWN;
    for (int i = 1; i < CHAT_COUNT; i++)
        if (strcmp(chat_families[i].name, name) == 0) return i;
    if (strcmp(name, "mistral") == 0) return CHAT_LLAMA2; /* llama.cpp's name for the pre-v1 format */
    return CHAT_UNKNOWN;
}

/* Does the template text contain `needle`? */
static int chat_has(str_view t, const char *needle) {
    const size_t n = strlen(needle);
    if (n == 0 || t.len < n) return n == 0;
    for (uint64_t i = 0; i + n <= t.len; i++)
        if (t.ptr[i] == needle[0] && memcmp(t.ptr + i, needle, n) == 0) return 1;
    return 0;
}

/* The family of a Jinja template, by the strings llama.cpp's llm_chat_detect_template looks for,
 * plus the newer families (Qwen3 thinking, gpt-oss harmony, GLM-4.5, Kimi-K2, DeepSeek-R1). */
static int chat_detect(str_view t) {
    if (chat_has(t, "<|im_assistant|>assistant<|im_middle|>")) return CHAT_KIMI_K2;
    if (chat_has(t, "<|channel|>") && chat_has(t, "<|start|>") && chat_has(t, "<|message|>")) return CHAT_GPT_OSS;
    if (chat_has(t, "<|im_start|>")) {
        if (chat_has(t, "<|im_sep|>") || chat_has(t, "<end_of_utterance>")) return CHAT_UNKNOWN; /* phi4, smolvlm */
        if (chat_has(t, "<|im_start|>assistant\\n<think>\\n'")) return CHAT_QWEN3_THINKING;
        if (chat_has(t, "<think>") || chat_has(t, "enable_thinking")) return CHAT_QWEN3;
        return CHAT_CHATML;
    }
    if ((t.len >= 7 && memcmp(t.ptr, "mistral", 7) == 0) || chat_has(t, "[INST]")) {
        if (chat_has(t, "[SYSTEM_PROMPT]")) return CHAT_MISTRAL_V7;
        if (chat_has(t, "' [INST] ' + system_message") || chat_has(t, "[AVAILABLE_TOOLS]")) {
            if (chat_has(t, " [INST]")) return CHAT_MISTRAL_V1;
            if (chat_has(t, "\"[INST]\"")) return CHAT_MISTRAL_V3_TEKKEN;
            return CHAT_MISTRAL_V3;
        }
        if (chat_has(t, "content.strip()") || chat_has(t, "bos_token + '[INST]")) return CHAT_UNKNOWN; /* llama2 variants not built in */
        return chat_has(t, "<<SYS>>") ? CHAT_LLAMA2_SYS : CHAT_LLAMA2;
    }
    if (chat_has(t, "[gMASK]<sop>"))
        return chat_has(t, "<think>") || chat_has(t, "/nothink") ? CHAT_GLM45 : CHAT_CHATGLM4;
    if (chat_has(t, "<|start_header_id|>") && chat_has(t, "<|end_header_id|>")) return CHAT_LLAMA3;
    if (chat_has(t, "'Assistant: ' + message['content'] + eos_token")) return CHAT_DEEPSEEK2;
    if (chat_has(t, CHAT_ASST_DS) && chat_has(t, CHAT_USER_DS) && chat_has(t, CHAT_EOS_DS))
        return chat_has(t, "<think>") ? CHAT_DEEPSEEK_R1 : CHAT_DEEPSEEK3;
    return CHAT_UNKNOWN;
}

/* The family a model uses: a forced name, else its tokenizer.chat_template, else ChatML (with a
 * warning in the model's log when a template is present but not recognised). -1: unknown name. */
static int chat_model_tmpl(const moe_model *m, const char *name, int warn) {
    if (name && *name) {
        int id = chat_tmpl_from_name(name);
        if (id != CHAT_UNKNOWN) return id;
        /* a name may also be template text, as in llama.cpp */
        str_view t;
        t.ptr = name;
        t.len = strlen(name);
        id = chat_detect(t);
        return id != CHAT_UNKNOWN ? id : -1;
    }
    str_view t;
    if (!m || !m->n_files || gguf_get_str(&m->files[0], "tokenizer.chat_template", &t) != 1) return CHAT_CHATML;
    int id = chat_detect(t);
    if (id != CHAT_UNKNOWN) return id;
    if (warn)
        log_msg(&m->log, MOE_LOG_WARN, "the model's chat template is not one moe recognises: using ChatML "
                "(force another with --chat-template NAME)");
    return CHAT_CHATML;
}

/* ---- text building ---- */

typedef struct chat_buf {
    char *p;
    size_t len, cap;
    const moe_allocator *a;
    int oom;
} chat_buf;

static void chat_put(chat_buf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1) cap *= 2;
        char *q = (char *)mem_alloc(b->a, cap);
        if (!q) { b->oom = 1; return; }
        if (b->len) memcpy(q, b->p, b->len);
        mem_free(b->a, b->p);
        b->p = q;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void chat_puts(chat_buf *b, const char *s) { chat_put(b, s, strlen(s)); }
static void chat_buf_free(chat_buf *b) { mem_free(b->a, b->p); b->p = NULL; b->len = b->cap = 0; b->oom = 0; }

/* A piece of a string: [p, p + n). */
typedef struct chat_span { const char *p; size_t n; } chat_span;

static chat_span chat_span_of(const char *s) { chat_span r; r.p = s; r.n = strlen(s); return r; }
static void chat_put_span(chat_buf *b, chat_span s) { chat_put(b, s.p, s.n); }

static int chat_is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* Python's str.strip(), lstrip(), rstrip() with no argument (ASCII whitespace), or of one char. */
static chat_span chat_lstrip(chat_span s, char only) {
    while (s.n && (only ? s.p[0] == only : chat_is_space(s.p[0]))) { s.p++; s.n--; }
    return s;
}
static chat_span chat_rstrip(chat_span s, char only) {
    while (s.n && (only ? s.p[s.n - 1] == only : chat_is_space(s.p[s.n - 1]))) s.n--;
    return s;
}
static chat_span chat_strip(chat_span s, char only) { return chat_rstrip(chat_lstrip(s, only), only); }

/* Offset of the first (last) occurrence of needle in s, or -1. */
static long chat_find(chat_span s, const char *needle, int last) {
    const size_t n = strlen(needle);
    long found = -1;
    for (size_t i = 0; n <= s.n && i + n <= s.n; i++)
        if (memcmp(s.p + i, needle, n) == 0) { found = (long)i; if (!last) break; }
    return found;
}

/* Qwen3 / GLM-4.5: an assistant content "<think>R</think>C" split as the templates do:
 * reasoning = content.split('</think>')[0].rstrip('\n').split('<think>')[-1].lstrip('\n')
 * content = content.split('</think>')[-1].lstrip('\n'). Returns 0 when there is no </think>. */
static int chat_split_think(chat_span c, chat_span *reasoning, chat_span *content) {
    long first = chat_find(c, "</think>", 0), last = chat_find(c, "</think>", 1);
    if (first < 0) return 0;
    chat_span before = { c.p, (size_t)first };
    before = chat_rstrip(before, '\n');
    long open = chat_find(before, "<think>", 1);
    if (open >= 0) { before.p += open + 7; before.n -= (size_t)open + 7; }
    *reasoning = chat_lstrip(before, '\n');
    chat_span after = { c.p + last + 8, c.n - (size_t)last - 8 };
    *content = chat_lstrip(after, '\n');
    return 1;
}

static int chat_role_is(const moe_chat_message *m, const char *role) { return strcmp(m->role, role) == 0; }

/* gpt-oss: "Current date: " + strftime_now("%Y-%m-%d"), local time. */
static void chat_today(char out[16]) {
    time_t now = time(NULL);
    struct tm tmv;
    memset(&tmv, 0, sizeof tmv);
#if defined(_WIN32)
    localtime_s(&tmv, &now);
#else
    localtime_r(&now, &tmv);
#endif
    if (strftime(out, 16, "%Y-%m-%d", &tmv) == 0) out[0] = 0;
}

enum { CHAT_R_GEN = 1, CHAT_R_NO_THINK = 2 }; /* render flags: add the generation prompt; enable_thinking = false */

/* Renders messages[start..n) of the conversation msgs[0..n) as family `tmpl`; with start > 0 the
 * earlier messages are taken as already rendered (the session's incremental turns), so the text
 * that comes before the first message (system blocks, "[gMASK]<sop>") is written only for start 0. */
static void chat_render(chat_buf *b, int tmpl, const moe_chat_message *msgs, int n, int start, int flags) {
    const int gen = (flags & CHAT_R_GEN) != 0, no_think = (flags & CHAT_R_NO_THINK) != 0;
    const int has_sys = n > 0 && chat_role_is(&msgs[0], "system");
    int last_user = -1;
    for (int i = 0; i < n; i++) if (chat_role_is(&msgs[i], "user")) last_user = i;
    switch (tmpl) {
    case CHAT_QWEN3:
    case CHAT_QWEN3_THINKING:
    case CHAT_CHATML: {
        const int last_query = last_user >= 0 ? last_user : n - 1;
        for (int i = start; i < n; i++) {
            chat_span c = chat_span_of(msgs[i].content), reasoning = { "", 0 };
            chat_puts(b, "<|im_start|>");
            chat_puts(b, msgs[i].role);
            chat_puts(b, "\n");
            if (tmpl != CHAT_CHATML && chat_role_is(&msgs[i], "assistant")) {
                chat_split_think(c, &reasoning, &c);
                if (i > last_query && (i == n - 1 || reasoning.n)) {
                    chat_puts(b, "<think>\n");
                    chat_put_span(b, chat_strip(reasoning, '\n'));
                    chat_puts(b, "\n</think>\n\n");
                    c = chat_lstrip(c, '\n');
                }
            }
            chat_put_span(b, c);
            chat_puts(b, "<|im_end|>\n");
        }
        if (gen) {
            chat_puts(b, "<|im_start|>assistant\n");
            if (tmpl == CHAT_QWEN3 && no_think) chat_puts(b, "<think>\n\n</think>\n\n");
            if (tmpl == CHAT_QWEN3_THINKING) chat_puts(b, no_think ? "<think>\n\n</think>\n\n" : "<think>\n");
        }
        break;
    }
    case CHAT_LLAMA2:
    case CHAT_LLAMA2_SYS: { /* llama.cpp's llama2 renderer: [INST] turns, the system inside the first */
        int inside = start == 0 || !chat_role_is(&msgs[start - 1], "assistant");
        if (start == 0) chat_puts(b, "[INST] ");
        for (int i = start; i < n; i++) {
            if (!inside) { chat_puts(b, "[INST] "); inside = 1; }
            if (chat_role_is(&msgs[i], "system")) {
                if (tmpl == CHAT_LLAMA2_SYS) { chat_puts(b, "<<SYS>>\n"); chat_puts(b, msgs[i].content); chat_puts(b, "\n<</SYS>>\n\n"); }
                else { chat_puts(b, msgs[i].content); chat_puts(b, "\n"); }
            } else if (chat_role_is(&msgs[i], "user")) {
                chat_puts(b, msgs[i].content);
                chat_puts(b, " [/INST]");
            } else {
                chat_puts(b, msgs[i].content);
                chat_puts(b, "</s>");
                inside = 0;
            }
        }
        break;
    }
    case CHAT_MISTRAL_V1:
    case CHAT_MISTRAL_V3:
    case CHAT_MISTRAL_V3_TEKKEN: { /* the system message joins the first (v1) or the last (v3) user message */
        const int first_loop = has_sys ? 1 : 0;
        const char *open = tmpl == CHAT_MISTRAL_V1 ? " [INST] " : tmpl == CHAT_MISTRAL_V3 ? "[INST] " : "[INST]";
        const char *close = tmpl == CHAT_MISTRAL_V1 ? " [/INST]" : "[/INST]";
        for (int i = start < first_loop ? first_loop : start; i < n; i++) {
            if (chat_role_is(&msgs[i], "user")) {
                chat_puts(b, open);
                const int with_sys = has_sys && (tmpl == CHAT_MISTRAL_V1 ? i == first_loop : i == n - 1);
                if (with_sys) { chat_puts(b, msgs[0].content); chat_puts(b, "\n\n"); }
                chat_puts(b, msgs[i].content);
                chat_puts(b, close);
            } else if (chat_role_is(&msgs[i], "assistant")) {
                chat_span c = chat_span_of(msgs[i].content);
                if (tmpl != CHAT_MISTRAL_V3_TEKKEN) chat_puts(b, " ");
                chat_put_span(b, tmpl == CHAT_MISTRAL_V3 ? chat_strip(c, 0) : c);
                chat_puts(b, "</s>");
            }
        }
        break;
    }
    case CHAT_MISTRAL_V7:
    case CHAT_MISTRAL_V7_TEKKEN: {
        const char *sp = tmpl == CHAT_MISTRAL_V7 ? " " : "";
        for (int i = start; i < n; i++) {
            if (chat_role_is(&msgs[i], "system")) { chat_puts(b, "[SYSTEM_PROMPT]"); chat_puts(b, sp); chat_puts(b, msgs[i].content); chat_puts(b, "[/SYSTEM_PROMPT]"); }
            else if (chat_role_is(&msgs[i], "user")) { chat_puts(b, "[INST]"); chat_puts(b, sp); chat_puts(b, msgs[i].content); chat_puts(b, "[/INST]"); }
            else { chat_puts(b, sp); chat_puts(b, msgs[i].content); chat_puts(b, "</s>"); }
        }
        break;
    }
    case CHAT_LLAMA3:
        for (int i = start; i < n; i++) {
            chat_puts(b, "<|start_header_id|>");
            chat_puts(b, msgs[i].role);
            chat_puts(b, "<|end_header_id|>\n\n");
            chat_put_span(b, chat_strip(chat_span_of(msgs[i].content), 0));
            chat_puts(b, "<|eot_id|>");
        }
        if (gen) chat_puts(b, "<|start_header_id|>assistant<|end_header_id|>\n\n");
        break;
    case CHAT_DEEPSEEK2:
        for (int i = start; i < n; i++) {
            if (chat_role_is(&msgs[i], "system")) { chat_puts(b, msgs[i].content); chat_puts(b, "\n\n"); }
            else if (chat_role_is(&msgs[i], "user")) { chat_puts(b, "User: "); chat_puts(b, msgs[i].content); chat_puts(b, "\n\n"); }
            else if (chat_role_is(&msgs[i], "assistant")) { chat_puts(b, "Assistant: "); chat_puts(b, msgs[i].content); chat_puts(b, CHAT_EOS_DS); }
        }
        if (gen) chat_puts(b, "Assistant:");
        break;
    case CHAT_DEEPSEEK3:
    case CHAT_DEEPSEEK_R1: /* {{ bos_token }}{{ ns.system_prompt }} first (the last system message wins) */
        if (start == 0)
            for (int i = n - 1; i >= 0; i--)
                if (chat_role_is(&msgs[i], "system")) { chat_puts(b, msgs[i].content); break; }
        for (int i = start; i < n; i++) {
            if (chat_role_is(&msgs[i], "user")) { chat_puts(b, CHAT_USER_DS); chat_puts(b, msgs[i].content); }
            else if (chat_role_is(&msgs[i], "assistant")) {
                chat_span c = chat_span_of(msgs[i].content);
                long k = tmpl == CHAT_DEEPSEEK_R1 ? chat_find(c, "</think>", 1) : -1;
                if (k >= 0) { c.p += k + 8; c.n -= (size_t)k + 8; }
                chat_puts(b, CHAT_ASST_DS);
                chat_put_span(b, c);
                chat_puts(b, CHAT_EOS_DS);
            }
        }
        if (gen) chat_puts(b, tmpl == CHAT_DEEPSEEK_R1 ? CHAT_ASST_DS "<think>\n" : CHAT_ASST_DS);
        break;
    case CHAT_GPT_OSS: {
        int first = 0;
        if (has_sys || (n > 0 && chat_role_is(&msgs[0], "developer"))) first = 1;
        if (start == 0) {
            char date[16];
            chat_today(date);
            chat_puts(b, "<|start|>system<|message|>You are ChatGPT, a large language model trained by OpenAI.\n"
                         "Knowledge cutoff: 2024-06\nCurrent date: ");
            chat_puts(b, date);
            chat_puts(b, "\n\nReasoning: medium\n\n# Valid channels: analysis, commentary, final. "
                         "Channel must be included for every message.<|end|>");
            if (first && msgs[0].content[0]) {
                chat_puts(b, "<|start|>developer<|message|># Instructions\n\n");
                chat_puts(b, msgs[0].content);
                chat_puts(b, "<|end|>");
            }
        }
        for (int i = start < first ? first : start; i < n; i++) {
            if (chat_role_is(&msgs[i], "user")) {
                chat_puts(b, "<|start|>user<|message|>");
                chat_puts(b, msgs[i].content);
                chat_puts(b, "<|end|>");
            } else if (chat_role_is(&msgs[i], "assistant")) {
                chat_puts(b, "<|start|>assistant<|channel|>final<|message|>");
                chat_puts(b, msgs[i].content);
                chat_puts(b, i == n - 1 && !gen ? "<|return|>" : "<|end|>");
            }
        }
        if (gen) chat_puts(b, "<|start|>assistant");
        break;
    }
    case CHAT_CHATGLM4:
        if (start == 0) chat_puts(b, "[gMASK]<sop>");
        for (int i = start; i < n; i++) {
            chat_puts(b, "<|");
            chat_puts(b, msgs[i].role);
            chat_puts(b, "|>\n");
            chat_puts(b, msgs[i].content);
        }
        if (gen) chat_puts(b, "<|assistant|>");
        break;
    case CHAT_GLM45:
        if (start == 0) chat_puts(b, "[gMASK]<sop>");
        for (int i = start; i < n; i++) {
            chat_span c = chat_span_of(msgs[i].content);
            if (chat_role_is(&msgs[i], "user")) {
                chat_puts(b, "<|user|>\n");
                chat_put_span(b, c);
                if (no_think && !(c.n >= 8 && memcmp(c.p + c.n - 8, "/nothink", 8) == 0)) chat_puts(b, "/nothink");
            } else if (chat_role_is(&msgs[i], "assistant")) {
                chat_span reasoning = { "", 0 };
                chat_split_think(c, &reasoning, &c);
                chat_puts(b, "<|assistant|>");
                if (i > last_user && chat_strip(reasoning, 0).n) {
                    chat_puts(b, "\n<think>");
                    chat_put_span(b, chat_strip(reasoning, 0));
                    chat_puts(b, "</think>");
                } else chat_puts(b, "\n<think></think>");
                if (chat_strip(c, 0).n) { chat_puts(b, "\n"); chat_put_span(b, chat_strip(c, 0)); }
            } else if (chat_role_is(&msgs[i], "tool")) {
                if (i == 0 || !chat_role_is(&msgs[i - 1], "tool")) chat_puts(b, "<|observation|>");
                chat_puts(b, "\n<tool_response>\n");
                chat_put_span(b, c);
                chat_puts(b, "\n</tool_response>");
            } else if (chat_role_is(&msgs[i], "system")) {
                chat_puts(b, "<|system|>\n");
                chat_put_span(b, c);
            }
        }
        if (gen) chat_puts(b, no_think ? "<|assistant|>\n<think></think>" : "<|assistant|>");
        break;
    case CHAT_KIMI_K2:
        for (int i = start; i < n; i++) {
            if (i == 0 && !has_sys) chat_puts(b, "<|im_system|>system<|im_middle|>You are a helpful assistant<|im_end|>");
            if (chat_role_is(&msgs[i], "system")) chat_puts(b, "<|im_system|>system<|im_middle|>");
            else if (chat_role_is(&msgs[i], "user")) chat_puts(b, "<|im_user|>user<|im_middle|>");
            else if (chat_role_is(&msgs[i], "assistant")) chat_puts(b, "<|im_assistant|>assistant<|im_middle|>");
            else if (chat_role_is(&msgs[i], "tool")) chat_puts(b, "<|im_system|>tool<|im_middle|>");
            chat_puts(b, msgs[i].content);
            chat_puts(b, "<|im_end|>");
        }
        if (gen) chat_puts(b, "<|im_assistant|>assistant<|im_middle|>");
        break;
    default:
        break;
    }
}

/* ---- public: templates ---- */

MOE_IMPL const char *moe_chat_template_name(const moe_model *model) {
    return chat_families[chat_model_tmpl(model, NULL, 0)].name;
}

MOE_IMPL const char *moe_chat_template_names(int i) {
    return i >= 0 && i + 1 < CHAT_COUNT ? chat_families[i + 1].name : NULL;
}

MOE_IMPL int moe_chat_apply_template(const moe_model *model, const char *template_name, const moe_chat_message *msgs,
                                     int n, int flags, char *buf, size_t size) {
    if (n < 0 || (n > 0 && !msgs) || (size && !buf)) return -(int)MOE_ERR_ARGUMENT;
    for (int i = 0; i < n; i++)
        if (!msgs[i].role || !msgs[i].content) return -(int)MOE_ERR_ARGUMENT;
    const int tmpl = chat_model_tmpl(model, template_name, 1);
    if (tmpl < 0) return -(int)MOE_ERR_ARGUMENT;
    chat_buf b;
    memset(&b, 0, sizeof b);
    b.a = model ? &model->alloc : NULL;
    chat_render(&b, tmpl, msgs, n, 0, ((flags & MOE_CHAT_ADD_GENERATION_PROMPT) ? CHAT_R_GEN : 0) |
                                          ((flags & MOE_CHAT_NO_THINKING) ? CHAT_R_NO_THINK : 0));
    chat_put(&b, "", 0); /* an empty conversation still gets a buffer */
    if (b.oom || b.len > (size_t)INT_MAX) { chat_buf_free(&b); return -(int)MOE_ERR_NOMEM; }
    if (size) {
        const size_t k = MOE_MIN(b.len, size - 1);
        memcpy(buf, b.p, k);
        buf[k] = 0;
    }
    const int len = (int)b.len;
    chat_buf_free(&b);
    return len;
}

/* ---- the session ---- */

typedef struct chat_msg { const char *role; char *content; } chat_msg; /* role: a string literal */

struct moe_chat {
    moe_context *ctx;
    moe_model *model;
    const moe_allocator *a;
    moe_chat_params p;
    int tmpl;
    char *system;              /* owned; NULL: none */
    chat_msg *msgs;            /* the conversation as the template sees it (system first) */
    int n_msgs, cap_msgs;
    int started;               /* something of the conversation is in the cache */
    const char *pending_close; /* the template's end of the last assistant turn, not yet evaluated */
    int n_turns;
    moe_chat_stats stats;
    chat_buf reply;            /* the visible text of the last reply */
    char err[ERR_SIZE];
};

static moe_status chat_fail(moe_chat *c, moe_status st, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, sizeof c->err, fmt, ap);
    va_end(ap);
    log_msg(&c->model->log, MOE_LOG_ERROR, "%s", c->err);
    return st;
}

static char *chat_strdup(const moe_allocator *a, const char *s, size_t n) {
    char *d = (char *)mem_alloc(a, n + 1);
    if (d) { memcpy(d, s, n); d[n] = 0; }
    return d;
}

static void chat_clear_msgs(moe_chat *c) {
    for (int i = 0; i < c->n_msgs; i++) mem_free(c->a, c->msgs[i].content);
    c->n_msgs = 0;
}

static int chat_push(moe_chat *c, const char *role, const char *s, size_t n) {
    if (c->n_msgs == c->cap_msgs) {
        int cap = c->cap_msgs ? c->cap_msgs * 2 : 16;
        chat_msg *m = (chat_msg *)mem_calloc(c->a, (size_t)cap, sizeof *m);
        if (!m) return -1;
        if (c->n_msgs) memcpy(m, c->msgs, sizeof *m * (size_t)c->n_msgs);
        mem_free(c->a, c->msgs);
        c->msgs = m;
        c->cap_msgs = cap;
    }
    char *d = chat_strdup(c->a, s, n);
    if (!d) return -1;
    c->msgs[c->n_msgs].role = role;
    c->msgs[c->n_msgs].content = d;
    c->n_msgs++;
    return 0;
}

/* Empties the conversation and the cache; keeps the system prompt. */
static moe_status chat_restart(moe_chat *c) {
    chat_clear_msgs(c);
    moe_context_reset(c->ctx);
    c->started = 0;
    c->pending_close = NULL;
    c->n_turns = 0;
    if (c->system && chat_push(c, "system", c->system, strlen(c->system)) != 0)
        return chat_fail(c, MOE_ERR_NOMEM, "out of memory");
    return MOE_OK;
}

MOE_IMPL moe_chat_params moe_chat_defaults(void) {
    moe_chat_params p;
    memset(&p, 0, sizeof p);
    p.sampler = moe_sampler_defaults();
    return p;
}

MOE_IMPL moe_status moe_chat_new(moe_context *ctx, const moe_chat_params *params, moe_chat **out) {
    if (!out) return MOE_ERR_ARGUMENT;
    *out = NULL;
    if (!ctx) return MOE_ERR_ARGUMENT;
    moe_model *m = ctx->model;
    moe_chat *c = (moe_chat *)mem_calloc(&m->alloc, 1, sizeof *c);
    if (!c) return MOE_ERR_NOMEM;
    *out = c; /* on failure the caller reads moe_chat_error, then frees */
    c->ctx = ctx;
    c->model = m;
    c->a = &m->alloc;
    c->reply.a = c->a;
    c->p = params ? *params : moe_chat_defaults();
    c->p.template_name = NULL;
    c->p.system = NULL;
    if (c->p.n_predict < 0) return chat_fail(c, MOE_ERR_ARGUMENT, "n_predict must be >= 0");
    c->tmpl = chat_model_tmpl(m, params ? params->template_name : NULL, 1);
    if (c->tmpl < 0) {
        char names[512] = "";
        for (int i = 1; i < CHAT_COUNT; i++) {
            strncat(names, chat_families[i].name, sizeof names - strlen(names) - 1);
            if (i + 1 < CHAT_COUNT) strncat(names, ", ", sizeof names - strlen(names) - 1);
        }
        return chat_fail(c, MOE_ERR_ARGUMENT, "unknown chat template '%s' (built in: %s)", params->template_name, names);
    }
    return moe_chat_set_system(c, params ? params->system : NULL);
}

MOE_IMPL void moe_chat_free(moe_chat *c) {
    if (!c) return;
    chat_clear_msgs(c);
    mem_free(c->a, c->msgs);
    mem_free(c->a, c->system);
    chat_buf_free(&c->reply);
    mem_free(c->a, c);
}

MOE_IMPL const char *moe_chat_error(const moe_chat *c) { return !c ? "out of memory" : c->err[0] ? c->err : "no error"; }
MOE_IMPL const char *moe_chat_template(const moe_chat *c) { return c ? chat_families[c->tmpl].name : ""; }
MOE_IMPL const char *moe_chat_last_reply(const moe_chat *c) { return c && c->reply.p ? c->reply.p : ""; }

MOE_IMPL void moe_chat_get_stats(const moe_chat *c, moe_chat_stats *s) {
    if (!s) return;
    if (c) *s = c->stats;
    else memset(s, 0, sizeof *s);
}

MOE_IMPL void moe_chat_reset(moe_chat *c) {
    if (c) chat_restart(c);
}

MOE_IMPL moe_status moe_chat_set_system(moe_chat *c, const char *system) {
    if (!c) return MOE_ERR_ARGUMENT;
    mem_free(c->a, c->system);
    c->system = NULL;
    if (system && *system && !(c->system = chat_strdup(c->a, system, strlen(system))))
        return chat_fail(c, MOE_ERR_NOMEM, "out of memory");
    return chat_restart(c);
}

/* ---- streaming the reply: reasoning filter ----
 * Text arrives whole-character (moe_generate holds partial UTF-8 back). The filter cuts it into
 * what the caller sees and what it does not, holding back a tail that may be the start of a tag
 * (tags are ASCII, so the cut never splits a character). */

enum { CHAT_F_TEXT, CHAT_F_THINK, CHAT_F_HEADER, CHAT_F_BODY };

typedef struct chat_filter {
    moe_chat *chat;
    moe_token_callback cb;
    void *user;
    int state;          /* CHAT_F_* */
    int show;           /* show reasoning too */
    int visible_body;   /* harmony: the current message's channel is shown */
    int any_visible;    /* something was shown: leading whitespace is no longer dropped */
    int trim_lead;      /* drop whitespace before the answer (after </think>) */
    int n_tokens;
    int stopped;        /* the caller's callback asked to stop */
    double t_first;
    chat_buf hold;      /* text not yet classified */
    chat_buf head;      /* harmony: the message header being read */
    chat_buf out;       /* this call's visible text */
} chat_filter;

/* Length of the longest suffix of s that is a proper prefix of one of the tags. */
static size_t chat_partial_tag(const char *s, size_t n, const char *const *tags) {
    size_t best = 0;
    for (; *tags; tags++) {
        const size_t t = strlen(*tags);
        for (size_t k = MOE_MIN(n, t - 1); k > best; k--)
            if (memcmp(s + n - k, *tags, k) == 0) { best = k; break; }
    }
    return best;
}

static void chat_emit(chat_filter *f, const char *s, size_t n, int visible) {
    if (!n) return;
    if (visible && f->trim_lead) {
        while (n && chat_is_space(*s)) { s++; n--; }
        if (!n) return;
        f->trim_lead = 0;
    }
    if (!visible) return;
    chat_put(&f->out, s, n);
    chat_put(&f->chat->reply, s, n);
    f->any_visible = 1;
}

/* Classifies f->hold; with `final`, nothing is held back. */
static void chat_filter_run(chat_filter *f, int final) {
    static const char *const think_tags[] = { "<think>", "</think>", NULL };
    static const char *const head_tags[] = { "<|message|>", NULL };
    static const char *const body_tags[] = { "<|end|>", "<|start|>", "<|call|>", "<|return|>", NULL };
    const int harmony = chat_families[f->chat->tmpl].reason == CHAT_REASON_HARMONY;
    size_t pos = 0;
    char *s = f->hold.p;
    const size_t n = f->hold.len;
    while (pos < n) {
        chat_span rest = { s + pos, n - pos };
        if (!harmony) {
            const char *tag = f->state == CHAT_F_THINK ? "</think>" : "<think>";
            long k = chat_find(rest, tag, 0);
            size_t take = k >= 0 ? (size_t)k : rest.n - (final ? 0 : chat_partial_tag(rest.p, rest.n, think_tags));
            if (k < 0 && !final && f->state == CHAT_F_TEXT && !f->show && !f->any_visible && chat_strip(rest, 0).n == 0)
                break; /* leading whitespace: wait to see whether <think> follows */
            chat_span before = { rest.p, take };
            const int visible = f->show || f->state == CHAT_F_TEXT;
            /* whitespace before an opening <think> (GLM-4.5 writes "\n<think>") is not part of the answer */
            if (!(f->state == CHAT_F_TEXT && !f->show && !f->any_visible && k >= 0 && chat_strip(before, 0).n == 0))
                chat_emit(f, rest.p, take, visible);
            pos += take;
            if (k < 0) break;
            if (f->show) chat_emit(f, tag, strlen(tag), 1);
            pos += strlen(tag);
            if (f->state == CHAT_F_THINK) { f->state = CHAT_F_TEXT; f->trim_lead = !f->show; }
            else f->state = CHAT_F_THINK;
        } else if (f->state == CHAT_F_HEADER) {
            long k = chat_find(rest, "<|message|>", 0);
            size_t take = k >= 0 ? (size_t)k : rest.n - (final ? 0 : chat_partial_tag(rest.p, rest.n, head_tags));
            if (f->head.len < 256) chat_put(&f->head, rest.p, take);
            pos += take;
            if (k < 0) break;
            pos += 11;
            chat_span h = { f->head.p ? f->head.p : "", f->head.len };
            long ch = chat_find(h, "<|channel|>", 0);
            chat_span name = { "", 0 };
            if (ch >= 0) { name.p = h.p + ch + 11; name.n = h.n - (size_t)ch - 11; }
            const int is_final = name.n >= 5 && memcmp(name.p, "final", 5) == 0;
            f->visible_body = is_final || f->show;
            if (is_final && f->show && f->any_visible) chat_emit(f, "\n\n", 2, 1);
            f->head.len = 0;
            f->state = CHAT_F_BODY;
        } else { /* CHAT_F_BODY */
            long best = -1;
            const char *which = NULL;
            for (int t = 0; body_tags[t]; t++) {
                long k = chat_find(rest, body_tags[t], 0);
                if (k >= 0 && (best < 0 || k < best)) { best = k; which = body_tags[t]; }
            }
            size_t take = best >= 0 ? (size_t)best : rest.n - (final ? 0 : chat_partial_tag(rest.p, rest.n, body_tags));
            chat_emit(f, rest.p, take, f->visible_body);
            pos += take;
            if (best < 0) break;
            pos += strlen(which);
            /* after <|end|> comes <|start|>assistant, then the next header */
            f->state = CHAT_F_HEADER;
            f->head.len = 0;
        }
    }
    memmove(s, s + pos, n - pos);
    f->hold.len = n - pos;
    if (f->hold.p) f->hold.p[f->hold.len] = 0;
}

static int chat_on_token(void *user, int32_t token, const char *text, size_t len) {
    chat_filter *f = (chat_filter *)user;
    if (f->n_tokens++ == 0) f->t_first = time_now();
    f->out.len = 0;
    chat_put(&f->hold, text, len);
    if (chat_families[f->chat->tmpl].reason == CHAT_REASON_NONE) { /* no tags to look for */
        chat_emit(f, f->hold.p ? f->hold.p : "", f->hold.len, 1);
        f->hold.len = 0;
    } else chat_filter_run(f, 0);
    int stop = f->cb ? f->cb(f->user, token, f->out.p ? f->out.p : "", f->out.len) : 0;
    if (stop) f->stopped = 1;
    return stop;
}

/* ---- send ---- */

/* Tokens the text needs (special tokens parsed). */
static moe_status chat_count(moe_chat *c, const char *text, size_t len, int flags, int *n) {
    moe_status st = moe_tokenize(c->model, text, len, flags, NULL, 0, n);
    return st == MOE_ERR_ARGUMENT && *n > 0 ? MOE_OK : st;
}

/* Drops the oldest exchanges (never the system message) until the conversation, re-rendered, and
 * room for the reply fit; leaves the whole re-rendered prompt in *text. */
static moe_status chat_shift(moe_chat *c, chat_buf *text, int gen_flags, int reserve, int *n_tok) {
    const int first = c->n_msgs > 0 && strcmp(c->msgs[0].role, "system") == 0 ? 1 : 0;
    for (;;) {
        text->len = 0;
        chat_render(text, c->tmpl, (const moe_chat_message *)c->msgs, c->n_msgs, 0, gen_flags);
        chat_put(text, "", 0);
        if (text->oom) return chat_fail(c, MOE_ERR_NOMEM, "out of memory");
        moe_status st = chat_count(c, text->p, text->len, MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL, n_tok);
        if (st != MOE_OK) return chat_fail(c, st, "cannot tokenize the conversation");
        if (*n_tok + reserve <= moe_context_n_ctx(c->ctx)) return MOE_OK;
        /* drop messages up to and including the first assistant reply after `first` */
        int k = first;
        while (k < c->n_msgs - 1 && strcmp(c->msgs[k].role, "assistant") != 0) k++;
        if (k >= c->n_msgs - 1) /* only the new message is left */
            return *n_tok <= moe_context_n_ctx(c->ctx) ? MOE_OK
                   : chat_fail(c, MOE_ERR_CONTEXT_FULL, "the message needs %d tokens, more than the context's %d",
                               *n_tok, moe_context_n_ctx(c->ctx));
        for (int i = first; i <= k; i++) mem_free(c->a, c->msgs[i].content);
        memmove(c->msgs + first, c->msgs + k + 1, sizeof *c->msgs * (size_t)(c->n_msgs - k - 1));
        c->n_msgs -= k + 1 - first;
        c->stats.n_dropped += k + 1 - first;
    }
}

MOE_IMPL moe_status moe_chat_send(moe_chat *c, const char *user_text, moe_token_callback cb, void *user) {
    if (!c) return MOE_ERR_ARGUMENT;
    if (!user_text) return chat_fail(c, MOE_ERR_ARGUMENT, "no message");
    const int gen_flags = CHAT_R_GEN | ((c->p.flags & MOE_CHAT_NO_THINKING) ? CHAT_R_NO_THINK : 0);
    const int n_ctx = moe_context_n_ctx(c->ctx);
    chat_buf text;
    memset(&text, 0, sizeof text);
    text.a = c->a;
    c->reply.len = 0;
    if (c->reply.p) c->reply.p[0] = 0;
    memset(&c->stats, 0, sizeof c->stats);
    if (chat_push(c, "user", user_text, strlen(user_text)) != 0) return chat_fail(c, MOE_ERR_NOMEM, "out of memory");
    /* the new part: the end of the last reply, the user's turn, the generation prompt */
    int flags = MOE_TOKENIZE_PARSE_SPECIAL, n_tok = 0, fresh = !c->started;
    if (fresh) flags |= MOE_TOKENIZE_ADD_BOS;
    if (c->pending_close) chat_puts(&text, c->pending_close);
    chat_render(&text, c->tmpl, (const moe_chat_message *)c->msgs, c->n_msgs, fresh ? 0 : c->n_msgs - 1, gen_flags);
    chat_put(&text, "", 0);
    moe_status st = text.oom ? chat_fail(c, MOE_ERR_NOMEM, "out of memory") : MOE_OK;
    if (st == MOE_OK && (st = chat_count(c, text.p, text.len, flags, &n_tok)) != MOE_OK)
        chat_fail(c, st, "cannot tokenize the message");
    const int n_past = moe_context_n_past(c->ctx);
    if (st == MOE_OK) {
        const int reserve = MOE_MIN(c->p.n_predict > 0 ? c->p.n_predict : n_ctx / 4, n_ctx / 2);
        const int need = n_past + n_tok + ((c->p.flags & MOE_CHAT_CONTEXT_SHIFT) ? reserve : 0);
        if (need > n_ctx) {
            if (!(c->p.flags & MOE_CHAT_CONTEXT_SHIFT))
                st = chat_fail(c, MOE_ERR_CONTEXT_FULL, "the conversation is full: this turn needs %d tokens and %d of "
                               "the context's %d are in use (reset the chat, or turn on context shifting)",
                               n_tok, n_past, n_ctx);
            else if ((st = chat_shift(c, &text, gen_flags, reserve, &n_tok)) == MOE_OK) {
                moe_context_reset(c->ctx); /* the kept part is evaluated again, once */
                flags |= MOE_TOKENIZE_ADD_BOS;
                c->stats.shifted = 1;
            }
        }
    }
    if (st != MOE_OK) { /* the message is not part of the conversation */
        mem_free(c->a, c->msgs[--c->n_msgs].content);
        chat_buf_free(&text);
        return st;
    }
    chat_filter f;
    memset(&f, 0, sizeof f);
    f.chat = c;
    f.cb = cb;
    f.user = user;
    f.show = (c->p.flags & MOE_CHAT_SHOW_REASONING) != 0;
    f.hold.a = f.head.a = f.out.a = c->a;
    const int opened = (c->tmpl == CHAT_QWEN3_THINKING && !(gen_flags & CHAT_R_NO_THINK)) || c->tmpl == CHAT_DEEPSEEK_R1;
    f.state = chat_families[c->tmpl].reason == CHAT_REASON_HARMONY ? CHAT_F_HEADER : opened ? CHAT_F_THINK : CHAT_F_TEXT;
    moe_generate_params gp;
    memset(&gp, 0, sizeof gp);
    gp.n_predict = c->p.n_predict;
    gp.flags = flags;
    gp.sampler = c->p.sampler;
    gp.sampler.seed = c->p.sampler.seed + (uint64_t)c->n_turns;
    const uint64_t ev0 = moe_context_n_evaluated(c->ctx);
    const double t0 = time_now();
    c->started = 1;
    c->pending_close = NULL;
    st = moe_generate(c->ctx, text.p, &gp, chat_on_token, &f);
    const double t1 = time_now();
    if (st == MOE_OK && (f.hold.len || f.out.len)) { /* text held back at the end of the reply */
        f.out.len = 0;
        chat_filter_run(&f, 1);
        if (f.out.len && cb && !f.stopped) cb(user, -1, f.out.p, f.out.len);
    }
    chat_buf_free(&f.hold);
    chat_buf_free(&f.head);
    chat_buf_free(&f.out);
    chat_buf_free(&text);
    if (st != MOE_OK) {
        mem_free(c->a, c->msgs[--c->n_msgs].content);
        chat_fail(c, st, "%s", moe_context_error(c->ctx));
        if (moe_context_n_past(c->ctx) == 0) c->started = 0;
        /* the cache may hold part of the failed turn: start over on the next message */
        chat_restart(c);
        return st;
    }
    c->n_turns++;
    c->stats.n_generated = f.n_tokens;
    c->stats.n_prompt = n_tok;
    c->stats.n_evaluated = (int)(moe_context_n_evaluated(c->ctx) - ev0);
    c->stats.n_past = moe_context_n_past(c->ctx);
    c->stats.prompt_seconds = (f.n_tokens ? f.t_first : t1) - t0;
    c->stats.generate_seconds = f.n_tokens ? t1 - f.t_first : 0.0;
    c->stats.interrupted = f.stopped;
    if (chat_push(c, "assistant", c->reply.p ? c->reply.p : "", c->reply.len) != 0) {
        chat_restart(c);
        return chat_fail(c, MOE_ERR_NOMEM, "out of memory");
    }
    c->pending_close = chat_families[c->tmpl].asst_end[0] ? chat_families[c->tmpl].asst_end : NULL;
    return MOE_OK;
}

/* ------------------------------------------------------------------------------------------------
 * cli: moe run | info | logits | bench | tokenize
 * ---------------------------------------------------------------------------------------------- */
#if defined(MOE_MAIN)

#if defined(_WIN32)
#include <io.h>
#define isatty _isatty
#define fileno _fileno
#endif

typedef struct cli_opts {
    const char *cmd, *model, *prompt, *file, *tokens, *output, *format, *device, *kv;
    int n_predict, n_threads, n_ctx, seed_set, no_bos, parse_special, n_gen, pp, tg, reps, verbose;
    uint64_t seed;
    moe_sampler_params sp;
    const char *text;
    const char *system, *chat_template;
    int reasoning, context_shift, no_think;
    uint64_t gpu_mem, expert_cache;
} cli_opts;

static void cli_gpu_stats_line(const cli_opts *o, const moe_model *m, int n_tokens);

static void cli_usage(FILE *f) {
    fprintf(f,
            "moe %s: inference for Mixture-of-Experts models in GGUF files\n\n"
            "usage:\n"
            "  moe run      -m MODEL -p PROMPT [-n N] [--temp T] [--top-k K] [--top-p P] [--min-p P]\n"
            "               [--repeat-penalty R] [--seed S] [-t THREADS] [-c CTX]\n"
            "  moe chat     -m MODEL [-s SYSTEM] [--chat-template NAME] [--reasoning] [--no-think]\n"
            "               [--context-shift] [-n N] [--temp T] ... [-c CTX] [-v]\n"
            "  moe info     -m MODEL\n"
            "  moe logits   -m MODEL --tokens 1,2,3 [--gen N] -o OUT.f32\n"
            "  moe bench    -m MODEL [-p 512] [-n 128] [-r 5] [-t THREADS] [-o json]\n"
            "  moe tokenize -m MODEL [--no-bos] [--parse-special] (-f FILE | TEXT)\n"
            "  moe devices  (the Vulkan devices, what each supports, the default choice)\n\n"
            "common options: --device auto|cpu|vulkan|vulkan:N (env MOE_DEVICE), --kv-type f16|f32, -v (log to stderr)\n"
            "GPU memory:     --gpu-mem SIZE (weights on the GPU; the rest of the experts run on the CPU),\n"
            "                --expert-cache SIZE (part of it refilled with the most used experts)\n",
            MOE_VERSION_STRING);
}

static void cli_log(void *user, int level, const char *msg) {
    (void)user;
    fprintf(stderr, "%s: %s\n", level == MOE_LOG_ERROR ? "error" : level == MOE_LOG_WARN ? "warning" : "info", msg);
}

static int cli_die(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "moe: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    return 1;
}

static int cli_parse_int(const char *s, int *out) {
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < INT_MIN || v > INT_MAX) return -1;
    *out = (int)v;
    return 0;
}

static int cli_parse_float(const char *s, float *out) {
    char *end;
    *out = strtof(s, &end);
    return *s && !*end ? 0 : -1;
}

/* "6G", "512M", "64K", "1048576" (binary units, an optional "iB"/"B"). */
static int cli_parse_size(const char *s, uint64_t *out) {
    char *end;
    if (!s) return -1;
    const double v = strtod(s, &end);
    int shift = 0;
    if (*end == 'k' || *end == 'K') shift = 10;
    else if (*end == 'm' || *end == 'M') shift = 20;
    else if (*end == 'g' || *end == 'G') shift = 30;
    else if (*end == 't' || *end == 'T') shift = 40;
    if (shift) end++;
    if (strcmp(end, "iB") == 0 || strcmp(end, "B") == 0) end += strlen(end);
    if (end == s || *end || !(v >= 0) || v * (double)(1ull << shift) > 1e18) return -1;
    *out = (uint64_t)(v * (double)(1ull << shift));
    return 0;
}

static int cli_parse(int argc, char **argv, cli_opts *o) {
    memset(o, 0, sizeof *o);
    o->sp = moe_sampler_defaults();
    o->n_predict = 128;
    o->pp = 512;
    o->tg = 128;
    o->reps = 5;
    if (argc < 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) return -1;
    o->cmd = argv[1];
    if (strcmp(o->cmd, "chat") == 0) o->n_predict = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int used = 1, bad = 0;
#define IS(s) (strcmp(a, s) == 0)
        if (IS("--no-bos")) { o->no_bos = 1; used = 0; }
        else if (IS("--parse-special")) { o->parse_special = 1; used = 0; }
        else if (IS("-v") || IS("--verbose")) { o->verbose = 1; used = 0; }
        else if (IS("-h") || IS("--help")) return -1;
        else if (IS("--reasoning")) { o->reasoning = 1; used = 0; }
        else if (IS("--context-shift")) { o->context_shift = 1; used = 0; }
        else if (IS("--no-think")) { o->no_think = 1; used = 0; }
        else if (a[0] != '-' || !a[1]) { o->text = a; used = 0; }
        else if (!v) return cli_die("option %s needs a value", a), -2;
        else if (IS("-m") || IS("--model")) o->model = v;
        else if (IS("-s") || IS("--system")) o->system = v;
        else if (IS("--chat-template")) o->chat_template = v;
        else if (IS("-p") || IS("--prompt")) { if (strcmp(o->cmd, "bench") == 0) bad = cli_parse_int(v, &o->pp); else o->prompt = v; }
        else if (IS("-n") || IS("--n-predict")) bad = cli_parse_int(v, strcmp(o->cmd, "bench") == 0 ? &o->tg : &o->n_predict);
        else if (IS("-t") || IS("--threads")) bad = cli_parse_int(v, &o->n_threads);
        else if (IS("-c") || IS("--ctx-size")) bad = cli_parse_int(v, &o->n_ctx);
        else if (IS("-r") || IS("--repetitions")) bad = cli_parse_int(v, &o->reps);
        else if (IS("--gen")) bad = cli_parse_int(v, &o->n_gen);
        else if (IS("--temp")) bad = cli_parse_float(v, &o->sp.temperature);
        else if (IS("--top-k")) bad = cli_parse_int(v, &o->sp.top_k);
        else if (IS("--top-p")) bad = cli_parse_float(v, &o->sp.top_p);
        else if (IS("--min-p")) bad = cli_parse_float(v, &o->sp.min_p);
        else if (IS("--repeat-penalty")) bad = cli_parse_float(v, &o->sp.repeat_penalty);
        else if (IS("--repeat-last-n")) bad = cli_parse_int(v, &o->sp.repeat_last_n);
        else if (IS("--presence-penalty")) bad = cli_parse_float(v, &o->sp.presence_penalty);
        else if (IS("--frequency-penalty")) bad = cli_parse_float(v, &o->sp.frequency_penalty);
        else if (IS("--seed")) { o->seed = strtoull(v, NULL, 10); o->seed_set = 1; }
        else if (IS("--tokens")) o->tokens = v;
        else if (IS("-o") || IS("--output")) { if (strcmp(o->cmd, "bench") == 0) o->format = v; else o->output = v; }
        else if (IS("-f") || IS("--file")) o->file = v;
        else if (IS("--device")) o->device = v;
        else if (IS("--gpu-mem")) bad = cli_parse_size(v, &o->gpu_mem);
        else if (IS("--expert-cache")) bad = cli_parse_size(v, &o->expert_cache);
        else if (IS("--kv-type")) o->kv = v;
        else return cli_die("unknown option %s (moe --help lists them)", a), -2;
#undef IS
        if (bad) return cli_die("bad value '%s' for %s", v, a), -2;
        i += used;
    }
    if (!o->model) return cli_die("no model: give -m MODEL.gguf"), -2;
    if (o->n_threads < 0 || o->n_ctx < 0 || o->n_predict < 0 || o->pp < 0 || o->tg < 0 || o->reps <= 0 || o->n_gen < 0)
        return cli_die("counts must not be negative"), -2;
    if (o->kv && strcmp(o->kv, "f16") && strcmp(o->kv, "f32")) return cli_die("--kv-type is f16 or f32"), -2;
    return 0;
}

typedef struct cli_progress { double start; int shown; } cli_progress;

static int cli_show_progress(void *user, uint64_t done, uint64_t total) {
    cli_progress *p = (cli_progress *)user;
    if (time_now() - p->start > 1.0 && isatty(fileno(stderr))) {
        fprintf(stderr, "\rloading: %.0f / %.0f MiB validated", (double)done / 1048576.0, (double)total / 1048576.0);
        p->shown = 1;
    }
    return 0;
}

static moe_model *cli_open(const cli_opts *o, int vocab_only, int kv_default) {
    moe_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cli_progress prog = { time_now(), 0 };
    cfg.n_threads = o->n_threads;
    cfg.n_ctx = o->n_ctx;
    cfg.device = o->device;
    cfg.gpu_mem = o->gpu_mem;
    cfg.expert_cache = o->expert_cache;
    cfg.vocab_only = vocab_only;
    cfg.kv_type = o->kv ? (strcmp(o->kv, "f32") == 0 ? MOE_KV_F32 : MOE_KV_F16) : kv_default;
    cfg.log = o->verbose ? cli_log : NULL;
    cfg.log_level = MOE_LOG_DEBUG;
    cfg.progress = cli_show_progress;
    cfg.progress_user = &prog;
    moe_model *m = NULL;
    moe_status st = moe_model_open(o->model, &cfg, &m);
    if (prog.shown) fprintf(stderr, "\n");
    if (st != MOE_OK) {
        cli_die("cannot load %s: %s (%s)", o->model, moe_model_error(m), moe_status_string(st));
        moe_model_free(m);
        return NULL;
    }
    return m;
}

static moe_context *cli_context(moe_model *m) {
    moe_context *c = NULL;
    moe_status st = moe_context_new(m, NULL, &c);
    if (st != MOE_OK) {
        cli_die("cannot create a context: %s (%s)", moe_context_error(c), moe_status_string(st));
        moe_context_free(c);
        return NULL;
    }
    return c;
}

typedef struct run_state { int n; } run_state;

static int cli_on_token(void *user, int32_t tok, const char *text, size_t len) {
    (void)tok;
    ((run_state *)user)->n++;
    fwrite(text, 1, len, stdout);
    fflush(stdout);
    return 0;
}

static int cli_run(const cli_opts *o) {
    if (!o->prompt && !o->text) return cli_die("moe run needs a prompt: -p TEXT");
    moe_model *m = cli_open(o, 0, 0);
    if (!m) return 1;
    moe_context *c = cli_context(m);
    if (!c) { moe_model_free(m); return 1; }
    moe_generate_params gp;
    memset(&gp, 0, sizeof gp);
    gp.n_predict = o->n_predict;
    gp.flags = o->no_bos ? 0 : MOE_TOKENIZE_ADD_BOS;
    if (o->parse_special) gp.flags |= MOE_TOKENIZE_PARSE_SPECIAL;
    gp.sampler = o->sp;
    gp.sampler.seed = o->seed_set ? o->seed : (uint64_t)time(NULL);
    const char *prompt = o->prompt ? o->prompt : o->text;
    fputs(prompt, stdout);
    run_state rs = { 0 };
    double t0 = time_now();
    moe_status st = moe_generate(c, prompt, &gp, cli_on_token, &rs);
    double dt = time_now() - t0;
    printf("\n");
    int rc = 0;
    if (st != MOE_OK) rc = cli_die("generation failed: %s (%s)", moe_context_error(c), moe_status_string(st));
    else {
        const int n_prompt = (int)moe_context_n_evaluated(c) - MOE_MAX(rs.n - 1, 0);
        fprintf(stderr, "[%d prompt tokens, %d generated in %.2f s: %.2f tokens/s]\n", n_prompt, rs.n, dt,
                dt > 0 ? (double)(n_prompt + rs.n) / dt : 0.0);
        cli_gpu_stats_line(o, m, n_prompt + rs.n);
    }
    moe_context_free(c);
    moe_model_free(m);
    return rc;
}

#include <signal.h>

static volatile sig_atomic_t cli_interrupted = 0;

static void cli_on_sigint(int sig) {
    (void)sig;
    cli_interrupted = 1;
#if defined(_WIN32)
    signal(SIGINT, cli_on_sigint); /* Windows resets the handler */
#endif
}

typedef struct chat_cli_state { int n; } chat_cli_state;

static int cli_chat_token(void *user, int32_t tok, const char *text, size_t len) {
    (void)tok;
    ((chat_cli_state *)user)->n++;
    if (len) {
        fwrite(text, 1, len, stdout);
        fflush(stdout);
    }
    return cli_interrupted != 0; /* Ctrl-C ends this reply only */
}

/* Reads one line (without its newline) into a growing buffer. 1: a line, 0: end of input,
 * -1: interrupted (Ctrl-C at the prompt). */
static int cli_read_line(char **buf, size_t *cap) {
    size_t n = 0;
    if (!*buf) {
        *cap = 1024;
        if (!(*buf = (char *)malloc(*cap))) return 0;
    }
    for (;;) {
        if (!fgets(*buf + n, (int)MOE_MIN(*cap - n, (size_t)INT_MAX), stdin)) {
            if (cli_interrupted && !feof(stdin)) { clearerr(stdin); return -1; }
            (*buf)[n] = 0;
            return n > 0 ? 1 : 0;
        }
        n += strlen(*buf + n);
        if (n > 0 && (*buf)[n - 1] == '\n') {
            (*buf)[--n] = 0;
            if (n > 0 && (*buf)[n - 1] == '\r') (*buf)[--n] = 0;
            return 1;
        }
        if (n + 1 >= *cap) {
            char *grown = (char *)realloc(*buf, *cap * 2);
            if (!grown) return 0;
            *buf = grown;
            *cap *= 2;
        }
    }
}

static void cli_chat_help(void) {
    printf("commands: /reset (forget the conversation), /system TEXT (new system message, new conversation),\n"
           "          /help, /quit; Ctrl-C stops the reply being written\n");
}

static int cli_chat(const cli_opts *o) {
    moe_model *m = cli_open(o, 0, 0);
    if (!m) return 1;
    moe_context *c = NULL;
    moe_status st = moe_context_new(m, NULL, &c);
    if (st != MOE_OK) {
        cli_die("cannot create a context: %s (%s)", moe_context_error(c), moe_status_string(st));
        moe_context_free(c);
        moe_model_free(m);
        return 1;
    }
    moe_chat_params cp = moe_chat_defaults();
    cp.template_name = o->chat_template;
    cp.system = o->system;
    cp.sampler = o->sp;
    cp.sampler.seed = o->seed_set ? o->seed : (uint64_t)time(NULL);
    cp.n_predict = o->n_predict;
    cp.flags = (o->reasoning ? MOE_CHAT_SHOW_REASONING : 0) | (o->context_shift ? MOE_CHAT_CONTEXT_SHIFT : 0) |
               (o->no_think ? MOE_CHAT_NO_THINKING : 0);
    moe_chat *chat = NULL;
    if ((st = moe_chat_new(c, &cp, &chat)) != MOE_OK) {
        cli_die("%s", moe_chat_error(chat));
        moe_chat_free(chat);
        moe_context_free(c);
        moe_model_free(m);
        return 1;
    }
    const int tty = isatty(fileno(stdin));
    if (o->verbose || tty)
        fprintf(stderr, "moe chat: %s, template %s, context %d tokens%s\n", moe_model_arch(m), moe_chat_template(chat),
                moe_context_n_ctx(c), tty ? "; /help lists the commands" : "");
#if defined(_WIN32)
    void (*old_handler)(int) = signal(SIGINT, cli_on_sigint);
#else
    struct sigaction sa, old_sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = cli_on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0; /* no SA_RESTART: Ctrl-C at the prompt interrupts the read */
    sigaction(SIGINT, &sa, &old_sa);
#endif
    char *line = NULL;
    size_t cap = 0;
    int rc = 0, turn = 0;
    for (;;) {
        if (tty) { printf("> "); fflush(stdout); }
        cli_interrupted = 0;
        int r = cli_read_line(&line, &cap);
        if (r == 0) { if (tty) printf("\n"); break; }
        if (r < 0) { printf("\n(/quit leaves)\n"); continue; }
        if (!line[0]) continue;
        if (line[0] == '/') {
            if (strcmp(line, "/quit") == 0 || strcmp(line, "/exit") == 0) break;
            if (strcmp(line, "/help") == 0) { cli_chat_help(); continue; }
            if (strcmp(line, "/reset") == 0) {
                moe_chat_reset(chat);
                printf("(conversation reset)\n");
                turn = 0;
                continue;
            }
            if (strncmp(line, "/system", 7) == 0 && (line[7] == ' ' || line[7] == 0)) {
                const char *sys = line[7] ? line + 8 : "";
                if (moe_chat_set_system(chat, sys) != MOE_OK) { rc = cli_die("%s", moe_chat_error(chat)); break; }
                printf(*sys ? "(new system message; conversation reset)\n" : "(no system message; conversation reset)\n");
                turn = 0;
                continue;
            }
            printf("unknown command %s\n", line);
            cli_chat_help();
            continue;
        }
        chat_cli_state cs = { 0 };
        cli_interrupted = 0;
        st = moe_chat_send(chat, line, cli_chat_token, &cs);
        printf("\n");
        fflush(stdout);
        if (st == MOE_ERR_CONTEXT_FULL) {
            fprintf(stderr, "moe: %s\n", moe_chat_error(chat));
            if (!tty) { rc = 1; break; }
            continue;
        }
        if (st != MOE_OK) { rc = cli_die("%s (%s)", moe_chat_error(chat), moe_status_string(st)); break; }
        turn++;
        moe_chat_stats s;
        moe_chat_get_stats(chat, &s);
        if (s.interrupted) fprintf(stderr, "[interrupted]\n");
        if (o->verbose) {
            if (s.shifted) fprintf(stderr, "[context full: dropped the %d oldest messages]\n", s.n_dropped);
            fprintf(stderr, "[turn %d: evaluated %d new tokens in %.2f s, generated %d tokens in %.2f s: %.2f tokens/s; %d/%d in the context]\n",
                    turn, s.n_prompt, s.prompt_seconds, s.n_generated, s.generate_seconds,
                    s.generate_seconds > 0 ? (double)(s.n_generated > 0 ? s.n_generated - 1 : 0) / s.generate_seconds : 0.0,
                    s.n_past, moe_context_n_ctx(c));
        }
    }
#if defined(_WIN32)
    signal(SIGINT, old_handler);
#else
    sigaction(SIGINT, &old_sa, NULL);
#endif
    free(line);
    moe_chat_free(chat);
    moe_context_free(c);
    moe_model_free(m);
    return rc;
}

static int cli_info(const cli_opts *o) {
    moe_model *m = cli_open(o, 0, 0);
    if (!m) return 1;
    size_t n = moe_model_describe(m, NULL, 0);
    char *buf = (char *)malloc(n + 1);
    if (!buf) { moe_model_free(m); return cli_die("out of memory"); }
    moe_model_describe(m, buf, n + 1);
    fputs(buf, stdout);
    free(buf);
    moe_model_free(m);
    return 0;
}

static int cli_parse_ids(const char *s, int32_t **ids, int *n) {
    int cap = 16;
    *n = 0;
    *ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)cap);
    while (*ids && *s) {
        char *end;
        long v = strtol(s, &end, 10);
        if (end == s || v < 0 || v > INT32_MAX) return -1;
        if (*n == cap) {
            int32_t *grown = (int32_t *)realloc(*ids, sizeof(int32_t) * (size_t)(cap *= 2));
            if (!grown) return -1;
            *ids = grown;
        }
        (*ids)[(*n)++] = (int32_t)v;
        s = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') return -1;
    }
    return *ids && *n > 0 ? 0 : -1;
}

/* Evaluates the ids as one batch, writes every row of logits, then greedy-decodes --gen tokens. */
static int cli_logits(const cli_opts *o) {
    int32_t *ids = NULL;
    int n = 0, rc = 0;
    if (!o->tokens || cli_parse_ids(o->tokens, &ids, &n) != 0) { free(ids); return cli_die("--tokens needs ids like 1,2,3"); }
    if (!o->output) { free(ids); return cli_die("moe logits needs -o OUT.f32"); }
    moe_model *m = cli_open(o, 0, MOE_KV_F32);
    moe_context *c = m ? cli_context(m) : NULL;
    if (!c) { free(ids); moe_model_free(m); return 1; }
    const int V = moe_model_n_vocab(m);
    moe_status st = moe_eval(c, ids, n, 1);
    FILE *f = st == MOE_OK ? fopen(o->output, "wb") : NULL;
    if (st != MOE_OK) rc = cli_die("evaluation failed: %s", moe_context_error(c));
    else if (!f) rc = cli_die("cannot write %s", o->output);
    else {
        for (int i = 0; i < n; i++) fwrite(moe_logits(c, i), sizeof(float), (size_t)V, f);
        if (fclose(f) != 0) rc = cli_die("cannot write %s", o->output);
    }
    for (int s = 0; rc == 0 && s < o->n_gen; s++) {
        int32_t tok = (int32_t)argmax_lowest(moe_logits(c, -1), V);
        printf("%d\n", (int)tok);
        if (s + 1 < o->n_gen && (st = moe_eval(c, &tok, 1, 0)) != MOE_OK)
            rc = cli_die("decode failed: %s", moe_context_error(c));
    }
    free(ids);
    moe_context_free(c);
    moe_model_free(m);
    return rc;
}

static char *cli_read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = (char *)malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap) {
            char *grown = (char *)realloc(buf, cap *= 2);
            if (!grown) { free(buf); buf = NULL; }
            buf = grown;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

static int cli_tokenize(const cli_opts *o) {
    size_t len = 0;
    char *owned = NULL;
    const char *text = o->text ? o->text : o->prompt;
    if (o->file) {
        if (!(owned = cli_read_file(o->file, &len))) return cli_die("cannot read %s", o->file);
        text = owned;
    } else if (text) len = strlen(text);
    else return cli_die("moe tokenize needs TEXT or -f FILE");
    moe_model *m = cli_open(o, 1, 0);
    if (!m) { free(owned); return 1; }
    const int flags = (o->no_bos ? 0 : MOE_TOKENIZE_ADD_BOS) | (o->parse_special ? MOE_TOKENIZE_PARSE_SPECIAL : 0);
    int n = 0, rc = 0;
    moe_status st = moe_tokenize(m, text, len, flags, NULL, 0, &n);
    int32_t *ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)(n + 1));
    if (st != MOE_OK && st != MOE_ERR_ARGUMENT) rc = cli_die("cannot tokenize: %s", moe_status_string(st));
    else if (!ids || moe_tokenize(m, text, len, flags, ids, n, &n) != MOE_OK) rc = cli_die("cannot tokenize");
    else {
        for (int i = 0; i < n; i++) printf(i ? " %d" : "%d", (int)ids[i]);
        printf("\n");
    }
    free(ids);
    free(owned);
    moe_model_free(m);
    return rc;
}

static uint64_t peak_rss_bytes(void) {
#if defined(_WIN32)
    return 0;
#else
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0) return 0;
#if defined(__APPLE__)
    return (uint64_t)ru.ru_maxrss;
#else
    return (uint64_t)ru.ru_maxrss * 1024;
#endif
#endif
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof(double), cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Weight bytes one decode step reads: every tensor of the file(s), except that a 3-D expert tensor
 * counts n_used of its n_expert slabs, and the embedding one row (unless it is also the output). */
static uint64_t model_active_bytes(const moe_model *m) {
    const hparams *hp = &m->hp;
    uint64_t total = 0;
    for (int f = 0; f < m->n_files; f++)
        for (uint64_t i = 0; i < m->files[f].n_tensors; i++) {
            const gguf_tensor *t = &m->files[f].tensors[i];
            if (t == m->tok_embd && m->output != m->tok_embd) total += t->n_bytes / t->ne[1];
            else if (t->n_dims == 3 && hp->n_expert > 0 && (int64_t)t->ne[2] == hp->n_expert)
                total += t->n_bytes / (uint64_t)hp->n_expert * (uint64_t)hp->n_expert_used;
            else total += t->n_bytes;
        }
    return total;
}

typedef struct bw_args { const uint8_t *buf; size_t size; uint64_t sums[64]; } bw_args;

static void bw_task(void *arg, int ith, work_counter *next) {
    bw_args *a = (bw_args *)arg;
    const size_t per = a->size / 64;
    (void)ith;
    for (int k; (k = counter_next(next)) < 64;) {
        const uint64_t *p = (const uint64_t *)(const void *)(a->buf + per * (size_t)k);
        uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
        for (size_t i = 0; i + 4 <= per / 8; i += 4) { s0 += p[i]; s1 += p[i + 1]; s2 += p[i + 2]; s3 += p[i + 3]; }
        a->sums[k] = s0 + s1 + s2 + s3;
    }
}

/* Read bandwidth of this machine with the context's threads (bytes/s): the roofline for decode. */
static double measure_bandwidth(moe_context *c) {
    bw_args a;
    memset(&a, 0, sizeof a);
    a.size = (size_t)512 << 20;
    uint8_t *buf = (uint8_t *)malloc(a.size);
    if (!buf) return 0;
    memset(buf, 1, a.size);
    a.buf = buf;
    double best = 0;
    for (int r = 0; r < 3; r++) {
        double t0 = time_now();
        pool_run(&c->pool, bw_task, &a);
        best = MOE_MAX(best, (double)a.size / (time_now() - t0));
    }
    free(buf);
    return best;
}

/* Prompt processing: pp tokens as one batch from an empty cache. Generation: tg tokens one at a
 * time, also from an empty cache. Random ids, median of the repetitions, as llama-bench reports. */
static int cli_bench(const cli_opts *o) {
    moe_model *m = cli_open(o, 0, 0);
    if (!m) return 1;
    moe_context_params cp = { o->n_ctx ? o->n_ctx : o->pp + o->tg + 8, 0 };
    moe_context *c = NULL;
    if (moe_context_new(m, &cp, &c) != MOE_OK) {
        cli_die("cannot create a context: %s", moe_context_error(c));
        moe_context_free(c);
        moe_model_free(m);
        return 1;
    }
    /* Page every weight in first, so the runs measure compute, not first-touch page faults. */
    volatile uint8_t sink = 0;
    for (int f = 0; f < m->n_files; f++)
        for (uint64_t off = 0; off < m->files[f].map.size; off += 4096) sink ^= m->files[f].map.data[off];
    (void)sink;
    const int V = moe_model_n_vocab(m), n_ids = MOE_MAX(o->pp, 1);
    int32_t *ids = (int32_t *)malloc(sizeof(int32_t) * (size_t)n_ids);
    double *pp_s = (double *)calloc((size_t)o->reps, sizeof(double)), *tg_s = (double *)calloc((size_t)o->reps, sizeof(double));
    uint64_t rng = 1234;
    int rc = 0;
    moe_gpu_stats g0, g1, gsum; /* decode's share of the GPU/CPU expert split, summed over the timed runs */
    memset(&gsum, 0, sizeof gsum);
    for (int i = 0; ids && i < n_ids; i++) ids[i] = (int32_t)(rng_next(&rng) % (uint64_t)V);
    for (int r = -1; ids && pp_s && tg_s && rc == 0 && r < o->reps; r++) { /* r = -1 warms up */
        moe_context_reset(c);
        double t0 = time_now();
        if (o->pp > 0 && moe_eval(c, ids, o->pp, 0) != MOE_OK) rc = 1;
        moe_context_reset(c); /* decode from an empty cache, as llama-bench's tg */
        double t1 = time_now();
        int32_t tok = ids[0];
        moe_model_gpu_stats(m, &g0);
        for (int i = 0; rc == 0 && i < o->tg; i++) {
            if (moe_eval(c, &tok, 1, 0) != MOE_OK) rc = 1;
            tok = (int32_t)((tok + 1) % V);
        }
        double t2 = time_now();
        moe_model_gpu_stats(m, &g1);
        if (r >= 0) {
            gsum.pairs_gpu += g1.pairs_gpu - g0.pairs_gpu;
            gsum.pairs_cpu += g1.pairs_cpu - g0.pairs_cpu;
            gsum.bytes_moved += g1.bytes_moved - g0.bytes_moved;
            gsum.bytes_refilled += g1.bytes_refilled - g0.bytes_refilled;
        }
        if (r >= 0) { pp_s[r] = o->pp ? o->pp / (t1 - t0) : 0; tg_s[r] = o->tg ? o->tg / (t2 - t1) : 0; }
        if (r == -1 && o->reps > 1 && o->pp + o->tg > 4096) r = 0; /* big runs: no separate warm-up */
    }
    if (rc) cli_die("evaluation failed: %s", moe_context_error(c));
    else {
        const double pp = median(pp_s, o->reps), tg = median(tg_s, o->reps);
        const uint64_t rss = peak_rss_bytes(), active = model_active_bytes(m);
        const int threads = o->n_threads ? o->n_threads : cpu_count();
        const double bw = measure_bandwidth(c), roofline = bw > 0 ? tg * (double)active / bw : 0;
        const int on_gpu = moe_model_gpu_stats(m, &g1) && strcmp(moe_context_device(c), "vulkan") == 0;
        const double n_tok = (double)o->tg * o->reps, pairs = (double)(gsum.pairs_gpu + gsum.pairs_cpu);
        const double hit = pairs > 0 ? (double)gsum.pairs_gpu / pairs : 1.0;
        if (o->format && strcmp(o->format, "json") == 0) {
            printf("{\"model\": \"%s\", \"arch\": \"%s\", \"device\": \"%s\", \"threads\": %d, \"n_prompt\": %d, \"n_gen\": %d, "
                   "\"reps\": %d, \"simd\": \"%s\", \"pp_tps\": %.3f, \"tg_tps\": %.3f, \"peak_rss_bytes\": %llu, "
                   "\"active_bytes_per_token\": %llu, \"read_bandwidth_bytes_per_s\": %.0f, \"roofline_fraction\": %.3f",
                   o->model, moe_model_arch(m), moe_context_device(c), threads, o->pp, o->tg, o->reps, simd_name, pp, tg,
                   (unsigned long long)rss, (unsigned long long)active, bw, roofline);
            if (on_gpu)
                printf(", \"experts_on_gpu\": %d, \"n_expert\": %d, \"expert_hit_rate\": %.4f, \"bytes_moved_per_token\": %.0f, "
                       "\"bytes_refilled_per_token\": %.0f", g1.experts_on_gpu, g1.n_expert, hit,
                       n_tok > 0 ? (double)gsum.bytes_moved / n_tok : 0, n_tok > 0 ? (double)gsum.bytes_refilled / n_tok : 0);
            printf("}\n");
        } else {
            printf("model: %s (%s), %d threads, %s kernels, device %s\n", o->model, moe_model_arch(m), threads, simd_name,
                   moe_context_device(c));
            if (on_gpu && g1.n_expert)
                printf("experts   %d of %d per layer on the GPU (%d a hot-expert cache); decode: %.1f%% of expert products on "
                       "the GPU, %.1f KiB moved and %.1f KiB of experts refilled per token\n", g1.experts_on_gpu, g1.n_expert,
                       g1.experts_cached, 100.0 * hit, n_tok > 0 ? (double)gsum.bytes_moved / n_tok / 1024.0 : 0,
                       n_tok > 0 ? (double)gsum.bytes_refilled / n_tok / 1024.0 : 0);
            printf("pp%-5d %10.2f tokens/s\n", o->pp, pp);
            printf("tg%-5d %10.2f tokens/s\n", o->tg, tg);
            printf("decode reads %.1f MiB of weights per token; machine read bandwidth %.1f GB/s (%d threads): "
                   "%.0f%% of the roofline\n", (double)active / 1048576.0, bw / 1e9, threads, 100.0 * roofline);
            printf("peak RSS  %.1f MiB (the mapped weights count as they are paged in)\n", (double)rss / 1048576.0);
        }
    }
    free(ids);
    free(pp_s);
    free(tg_s);
    moe_context_free(c);
    moe_model_free(m);
    return rc;
}

/* With -v and experts split between GPU and CPU: where the expert products ran and what moved. */
static void cli_gpu_stats_line(const cli_opts *o, const moe_model *m, int n_tokens) {
    moe_gpu_stats g;
    if (!o->verbose || !moe_model_gpu_stats(m, &g) || !g.n_expert || n_tokens <= 0) return;
    const double pairs = (double)(g.pairs_gpu + g.pairs_cpu);
    fprintf(stderr, "[experts: %d of %d per layer on the GPU (%d cache); %.1f%% of expert products on the GPU; %.1f KiB "
            "moved and %.1f KiB of experts refilled per token]\n", g.experts_on_gpu, g.n_expert, g.experts_cached,
            pairs > 0 ? 100.0 * (double)g.pairs_gpu / pairs : 100.0, (double)g.bytes_moved / 1024.0 / n_tokens,
            (double)g.bytes_refilled / 1024.0 / n_tokens);
}

static int cli_devices(void) {
    size_t n = moe_describe_devices(NULL, 0);
    char *text = (char *)malloc(n + 1);
    if (!text) return cli_die("out of memory");
    moe_describe_devices(text, n + 1);
    fputs(text, stdout);
    free(text);
    return 0;
}

int main(int argc, char **argv) {
    cli_opts o;
    if (argc >= 2 && strcmp(argv[1], "devices") == 0) return cli_devices();
    int r = cli_parse(argc, argv, &o);
    if (r == -1) { cli_usage(argc < 2 ? stderr : stdout); return argc < 2 ? 2 : 0; }
    if (r != 0) return 2;
    if (strcmp(o.cmd, "run") == 0) return cli_run(&o);
    if (strcmp(o.cmd, "chat") == 0) return cli_chat(&o);
    if (strcmp(o.cmd, "info") == 0) return cli_info(&o);
    if (strcmp(o.cmd, "logits") == 0) return cli_logits(&o);
    if (strcmp(o.cmd, "bench") == 0) return cli_bench(&o);
    if (strcmp(o.cmd, "tokenize") == 0) return cli_tokenize(&o);
    cli_usage(stderr);
    return cli_die("unknown command '%s'", o.cmd) + 1;
}
#endif /* MOE_MAIN */

#if !defined(MOE_NO_VULKAN)
/* BEGIN GENERATED SPIR-V: `make shaders` (shaders/embed.py) rewrites it from the shaders folder; do not edit */
static const char *const spv_get_rows[] = { /* 11760 words */
    "g4SMOYCGBIuAIIkRAJGACAGRgAjgIoqAHNOg2foFy5DJ+gW4xKWjB9/m0fsG8sKdqwYAi4AYAceYzeIErubRowau6NSBAwCOgAwA"
    "AY+AIAUE7cKl8wYA/g+CEMEQkIAYBBEBAQHHgBBbAQDHgBC2AQYByIAQtwEAGMiAFLcBACMAx4AMtwECx4AQuQEiAMeAELkBIQDH"
    "gBCsAwYEyIAQrQMAGMiAFK0DACMAx4AMrQMCx4AQrwMiAMeAEK8DIQfHgAzzAyrHgAz0AyrHgAz5AyrHgAz7AyrHgAz8AyrHgAyr"
    "BCrHgAzcBCrHgAzmBCrHgAzuBCrHgAzxBCrHgAz9BCrHgAyFBSrHgAyOBSrHgAybBSrHgAyrBSrHgAyzBSrHgAy2BSrHgAy6BSrH"
    "gAzGBSrHgAzUBSrHgAzkBSrHgAzmBSrHgAzuBSrHgAybBirHgAzBBirHgAzOBirHgAzPBirHgAzRBirHgAzYBirHgAz6BirHgAyK"
    "ByrHgAyMByrHgAyNByrHgAyQByrHgAydByrHgAytByrHgAyvByrHgAywByrHgAyzByrHgAy4ByrHgAzAByrHgAzMByrHgAzNByrH"
    "gAzPByrHgAzVByrHgAzbByrHgAzfByrHgAzlByrHgAzoByrHgAzyByrHgAz8ByrHgAz/ByrHgAyRCCrHgAyTCCrHgAyZCCrHgAyb"
    "CCrHgAyjCCrHgAymCCrHgAyrCCrHgAy0CCrHgAy8CCrHgAy/CCrHgAzJCCrHgAzTCCrHgAzfCCrHgAziCCrHgAztCCrHgAzxCCrH"
    "gAz3CCrHgAyICSrHgAyLCSrHgAyMCSrHgAyOCSrHgAyTCSrHgAybCSrHgAydCSrHgAyqCSrHgAy2CSrHgAy7CSrHgAy9CSrHgAy+"
    "CSrHgAzACSrHgAzGCSrHgAzJCSrHgAzVCSrHgAzWCSrHgAzZCSrHgAzaCSrHgAzcCSrHgAziCSrHgAzmCSrHgAzpCSrHgAzqCSrH"
    "gAzsCSrHgAzxCSrHgAz7CSrHgAz/CSrHgAyCCirHgAyNCirHgAyPCirHgAyhCirHgAyjCirHgAynCirHgAy5CirHgAy9CirHgAzE"
    "CirHgAzSCirHgAzUCirHgAzbCirHgAzeCirHgAzhCirHgAz4CirHgAz7CirHgAz+CirHgAyDCyrHgAyHCyrHgAyLCyrHgAyXCyrH"
    "gAyxCyrHgAy0CyrHgAy2CyrHgAy3CyrHgAy+CyrHgAzCCyrHgAzDCyrHgAzFCyrHgAzRCyrHgAzTCyrHgAzUCyrHgAzXCyrHgAzj"
    "CyrHgAzwCyrHgAz9CyrHgAz/CyrHgAyBDCrHgAyFDCrHgAyIDCrHgAyJDCrHgAyLDCrHgAyODCrHgAyXDCrHgAyZDCrHgAyaDCrH"
    "gAydDCrHgAyeDCrHgAy5DCrHgAzGDCrHgAzIDCrHgAzKDCrHgAzODCrHgAzRDCrHgAzSDCrHgAzUDCrHgAzXDCrHgAzgDCrHgAzj"
    "DCrHgAzlDCrHgAznDCrHgAzrDCrHgAztDCrHgAzyDCrHgAyBDSrHgAyDDSrHgAyODSrHgAyRDSrHgAyTDSrHgAyUDSrHgAybDSrH"
    "gAyeDSrHgAyfDSrHgAyhDSrHgAyuDSrHgAywDSrHgAyxDSrHgAy0DSrHgAzADSrHgAzNDSrHgAzUDSrHgAzXDSrHgAzcDSrHgAzf"
    "DSrHgAzgDSrHgAziDSrHgAztDSrHgAzwDSrHgAzyDSrHgAz0DSrHgAz4DSrHgAz6DSrHgAyNDirHgAyQDirHgAyVDirHgAyfDirH"
    "gAyiDirHgAykDirHgAylDirHgAyuDirHgAyvDirHgAyxDirHgAy+DirHgAzADirHgAzBDirHgAzEDirHgAzKDirHgAzdDirHgAzg"
    "DirHgAzjDirHgAzoDirHgAzvDirHgAz3DirHgAyJDyrHgAyMDyrHgAyNDyrHgAySDyrHgAyUDyrHgAyVDyrHgAyYDyrHgAyZDyrH"
    "gAybDyrHgAyeDyrHgAynDyrHgAyqDyrHgAysDyrHgAyvDyrHgAy0DyrHgAy6DyrHgAzODyrHgAzRDyrHgAzdDyrHgAzwDyrHgAz1"
    "DyrHgAz6DyrHgBD+Dwsax4AQghALGMiAFIoQACMAyIAUihABIwTIgBSKEAIjCMiAFIoQAyMMyIAUihAEIxDIgBSKEAUjFMiAFIoQ"
    "BiMYx4AMihACx4AQlRAGBMiAEJYQABjIgBSWEAAjAMeADJYQAseAEJgQIgDHgBCYECEDx4AQwRALG8eAEN4QBgTIgBDfEAAZyIAU"
    "3xAAIwDHgAzfEALHgBDhECIAx4AQ4RAhAseAEP0QAQHHgBCBEQEBx4AQghELGciAEIMRABjIgBSDEQAjAMeADIMRAseAEIURIgDH"
    "gBCFESEGk4AIAqGADAMClYAQBiAAoYAMBwaggBAMBwahgBANBgyVgBAXIAGhgBAYFwyWgAwcIKGAEB0cDKGAFDAGDAyhgBg1BgwM"
    "DKGAGEwcDAwMq4AQBlIgnIAQUxxSoIAQVAdToYAYVQIMDFSygBAGWwCrgBAGYgGrgBAGZUCrgBAGZ4ABq4AQBmmAAquAEAaFAQSr"
    "gBAGhwECq4AQBokBEquAEAaLARSrgBAGjQEWq4AQBo8BGKuAEAaRASKrgBAGkwERq4AQBpUBJKuAEAaXAVSrgBAGmQFuq4AQBpsB"
    "kAGrgBAGnQGwAauAEAafAdIBq4AQBqEBQquAEAajAUqrgBAGpQFSq4AQBqcBYquAEAapATKrgBAGqwE4q4AQBq0BiAGrgBAGrwE2"
    "q4AQBrEBAJWAELUBCACdgAy2AbUBnoAMtwG2AaCAELgBDLcBu4AQuAG5AQyrgBAXugEAoIAQvAEMtQGrgBAXyQEIq4AQF9UBEKuA"
    "EBfbARirgBAG4gGA+AGUgAjkAZeAEOkBHAKggBDtAQccq4AQBvAB/wergBAc8wGAgICcA6uAEAb2AYCAAquAEAacAoCAgAGrgBAX"
    "ogIXq4AQBqsCf6uAEBywAgCrgBAXtAIDq4AQBrYCD6uAEAa6AgergBAcwwKAgIDUA6uAEAbHAnergBAXywIUq4AQBtkCEKuAEBfb"
    "AgKrgBAG6wIDq4AQBvsCP6uAEBeUAwargBAXlgMEnYAMrAMGnoAMrQOsA6CAEK4DDK0Du4AQrgOvAwyggBC3AwwGq4AQBroDCKuA"
    "EAa/A/8Bq4AQBs4DgEKggBDgAwcXtIAY5AGKBKoBW7EBtIAY5AGVBKoBW2KrgBAXqgQBnIAQrQQchwGggBCuBAetBKuAEAaaBQac"
    "gBD9BRfZAquAEBf+BYH///8Pq4AQF/8FmP///w+rgBAXgAat////D6uAEBeBBr////8Pq4AQF4IGz////w+rgBAXgwbd////D6uA"
    "EBeEBur///8Pq4AQF4UG9v///w+rgBAXhgYNq4AQF4cGGauAEBeIBiargBAXiQY1q4AQF4oGRauAEBeLBlmrgBAXjAZxrIBM/QWN"
    "Bv4F/wWABoEGggaDBoQGhQaqBIYGhwaIBokGigaLBowGoIAQlAYH/QWrgBAXrAYMq4AQF60G/////w+rgBAXrgb+////D6uAEBev"
    "Bv3///8Pq4AQF7AG/P///w+rgBAXsQb6////D6uAEBeyBvj///8Pq4AQF7MG9P///w+sgEz9BbQGugGqBNsCtAKWA5QDyQGsBroB"
    "rQauBq8GsAaxBrIGswargBAcmAeAgID8A6uAEByZB4CAgPwLq4AQBtQHUKuAEAaQCGCrgBAGmAhYq4AQBqIIaKuAEAazCGyrgBAX"
    "uQggq4AQBvoIDbSAGOQB+wiqAVv6CKuAEAb8CDC0gBwG/QipAfsI/AjZArSAGOQBlgmqAVv6CKuAEAa1CdABq4AQBroJwAGrgBAG"
    "/gk0q4AQBpEKoAGrgBAGlwofq4AQBpsK8AGrgBAXsAoFq4AQBscKBZyAEMgKBscKq4AQBskKCauAEAbKChurgBAGywpRrIAgyArM",
    "CmLrAskKygrLCqCAEM4KB8gKq4AQHL0LgICA8AOrgBAXwAscq4AQBqIMgASrgBAGpAz/A6uAEBetDAmrgBAG+AyADKuAEByaDYCA"
    "gPQDq4AQBqwNgDyrgBAG0w1qq4AQBoQOgD6rgBAGvA6AHKuAEBzbDoCAgPALq4AQBvMOgB6rgBAG+g6A4AOXgBD8DwYDoIAQ/Q8B"
    "/A+7gBD9D/4PAaCAEP8PAQa7gBD9D4IQAZ6AJIoQBgYGBgYGHKCAEIsQCYoQu4AQixCMEAmggBCNEAkGnYAMlRAXnoAMlhCVEKCA"
    "EJcQDJYQu4AQlxCYEAyggBCaEAwXu4AQ/Q/BEAGdgAzeEByegAzfEN4QoIAQ4BAM3xC7gBDgEOEQDKCAEOcQCRyggBD5EAwcsoAQ"
    "Bv0QQLSAGAb+EIQBUv0QsoAQBoERAbOAGPwPghGBEWJinoAMgxEGoIAQhBEMgxG7gBCEEYURDJyAEIYRHP0QoIAQhxEEhhG7gBCH"
    "EYgRBLaAFAIEAAP4gQgFu4AQDPsPB7uAEAyUEAe7gBAMsBAHu4AQDLgQB7uAEAzAEAe7gBBUzhAHu4AQDM8QB7uAEAzREAe7gBBU"
    "0xAHu4AQDNYQB7uAEO0B6xAHwYAU/w+AEP4PYr2AEAaBEIAQwYAU/w+DEIIQsQG9gBAGhBCDEISBFAaFEIEQhBDBgBT/D4YQ/g+x"
    "Ab2AEAaHEIYQgIEUBogQhRCHEL6ADPsPiBC9gBAGiRD7D8GAFI0QjhCMENsCvYAQBo8QjhCugRTkAZAQiRCPEPeBDJIQAPqBEJAQ"
    "kRCSEPiBCJEQ/YEE+IEIkhC9gBAGmRD7D8GAGJoQmxCYELoBmRC9gBAXnBCbEPyAEAadEJwQvoAMlBCdEL2AEAaeEJQQwYAUjRCf"
    "EIwQlgO9gBAGoBCfELCBFOQBoRCeEKAQqIEQ5AGiEKEQ94EMpBAA+oEQohCjEKQQ+IEIoxC9gBAGpRCUEMGAFI0QphCMEJYDvYAQ"
    "BqcQphDBgBSNEKgQjBCwCr2AEAapEKgQgIEUBqoQpxCpEK6BFOQBqxClEKoQ+YEIpBD4gQikEPWBHOQBrBChEJIQqxCjEPeBDK4Q"
    "APqBEKwQrRCuEPiBCK0Q/YEE+IEIrhC9gBAGsRCUEMGAFI0QshCMEJYDvYAQBrMQshCCgRQGtBCxELMQwYAUjRC1EIwQugG9gBAG"
    "thC1EISBFAa3ELQQthC+gAywELcQwYAUjRC5EIwQtAK9gBAGuhC5EL2AEAa7EPsPwYAUjRC8EIwQqgS9gBAGvRC8EISBFAa+ELsQ"
    "vRCAgRQGvxC6EL4QvoAMuBC/EMGAFP8PwhDBELEBvYAQBsMQwhCEgRQGxBBSwxC+gAzAEMQQ+YEIxRD4gQjFEPaBEMcQyBAA+YEI"
    "yRD4gQjJEL2AEAbKEMAQwYAUjRDLEIwQqgS9gBAGzBDLELCBFOQBzRDKEMwQ+oEQzRDGEMcQ+IEIxhC9gBAG0BCwEL6ADM8Q0BC9"
    "gBAG0hDAEL6ADNEQ0hC5gBwC1BBZzxDRENMQvYAQU9UQ0xC+gAzOENUQvoAM1hCxAfmBCNcQ+IEI1xD2gRDZENoQAPmBCNsQ+IEI"
    "2xC9gBAG3BDWELCBFOQB3RDcEFL6gRDdENgQ2RD4gQjYEL2AEAbiELgQvYAQBuMQwBCAgRQG5BDiEOMQvYAQBuUQ1hCAgRQG5hDk"
    "EOUQwYAU5xDoEIwQlAO9gBAc6RDoELeBFOQB6hDpEJgH94EM7RAA+oEQ6hDsEPQQ+IEI7BC9gBAG7hDWEMGAFO0B7xDOEO4QvYAQ"
    "HPAQ7xDBgBTnEPEQjBCUA72AEBzyEPEQhYEUHPMQ8BDyEL6ADOsQ8xD5gQjtEPiBCPQQvYAQBvUQ1hDBgBTtAfYQzhD1EL2AEBz3"
    "EPYQvoAM6xD3EPmBCO0Q+IEI7RC9gBAc+BDrEMGAGPkQ+hDhELoB5hC+gAz6EPgQ+YEI2hD4gQjaEL2AEAb7ENYQgIEUBvwQ+xCq"
    "BL6ADNYQ/BD5gQjXEPiBCNkQ+YEIyBD4gQjIEL2AEAb/EMAQgIEUBoAR/xD+EL6ADMAQgBH5gQjFEPiBCMcQ/YEEuIAEtoAUBggA"
    "B/iBCAn3gQxhAPuBdFtgAFwBXB5cAl0DXQZdB10IXRRdJ10oXipeKV/4gQhg/oEIafiBCFz+gQhi+IEIXf6BCFL4gQhe/oEIZfiB"
    "CF/+gQhn+IEIYf+BBLiABLaAFAYKAAf4gQgL94EMhAEA+4HsAVuDAQBtAW4ebgJvFG8pbypvA3AGcQdyCHMndCh1CnYLdxV3DHgN"
    "eQ56EHsjexF8Fn0SfhN/HYABF4EBIoIB+IEIgwH+gQixAfiBCG3+gQiFAfiBCG7+gQiHAfiBCG/+gQiJAfiBCHD+gQiLAfiBCHH+"
    "gQiNAfiBCHL+gQiPAfiBCHP+gQiRAfiBCHT+gQiTAfiBCHX+gQiVAfiBCHb+gQiXAfiBCHf+gQiZAfiBCHj+gQibAfiBCHn+gQid"
    "AfiBCHr+gQifAfiBCHv+gQihAfiBCHz+gQijAfiBCH3+gQilAfiBCH7+gQinAfiBCH/+gQipAfiBCIAB/oEIqwH4gQiBAf6BCK0B"
    "+IEIggH+gQivAfiBCIQB/4EEuIAEtoAUBg8ADbeADAwO+IEIEL2AEAa7AQ7BgBi8Ab0BuQG6AbsBvYAQtQG+Ab0B8YAQBr8BvgH+"
    "gQi/AbiABLaAFAYSAA23gAwMEfiBCBO7gBAMwgEHu4AQDMcBB72AEAbDARG+gAzCAcMBuYAUBsQBD8IBvYAQBsUBEYCBFAbGAcUB"
    "Yr6ADMcBxgG5gBQGyAEPxwHEgRQGygHIAckBxYEUBssBxAHKAf6BCMsBuIAEtoAUBhUADbeADAwU+IEIFruAEAzOAQe7gBAM0wEH"
    "vYAQBs8BFL6ADM4BzwG5gBQG0AESzgG9gBAG0QEUgIEUBtIB0QGHAb6ADNMB0gG5gBQG1AES0wHEgRQG1gHUAdUBxYEUBtcB0AHW"
    "Af6BCNcBuIAEtoAUFxoAGLeADAwZ+IEIG72AEAbaARnEgRQG3AHaAdsB/IAQF90B3AHDgRQX3gHdAdsB/oEI3gG4gAS2gBQcHwAd"
    "t4AMDB74gQggu4AQ7QHuAQe7gBDtAfkBB72AEAbhAR7HgRQG4wHhAeIBq4EU5AHlAeMBsQH3gQznAQD6gRDlAeYB5wH4gQjmAb2A"
    "EAboAR6MgBjpAeoBAT7oAdGAFBzrAeoBAP6BCOsB+IEI5wG9gBAG7wEex4EUBvEB7wHwAfCAEBzyAfEBhYEUHPQB8gHzAb6ADO4B"
    "9AG9gBAG9QEex4EUBvcB9QH2AauBFOQB+AH3AbEB94EM+wEA+oEQ+AH6Af4B+IEI+gG9gBAc/AHuAf+AEBz9AfwBvoAM+QH9AfmB"
    "CPsB+IEI/gG9gBAc/wHuAb6ADPkB/wH5gQj7AfiBCPsBvYAQHIAC+QH+gQiAAriABLaAFBwiAB23gAwMIfiBCCO7gBAMgwIHu4AQ"
    "DIYCB72AEAaEAiG+gAyDAoQCuYAUBoUCEoMCvoAMhgKFArmAFByHAh+GAv6BCIcCuIAEtoAUHCUAHbeADAwk+IEIJruAEAyKAge9"
    "gBAGiwIkvoAMigKLArmAFAaMAhKKAsSBFAaNAowC1QH8gBAcjgKNAv6BCI4CuIAEtoAUHCgAHbeADAwn+IEIKbuAEAyRAge9gBAG"
    "kgInvoAMkQKSArmAFAaTAhWRAvyAEByUApMC/oEIlAK4gAS2gBQcKwAdt4AMDCr4gQgsu4AQDJkCB72AEAaXAiqwgRTkAZgClwKH"
    "AfeBDJsCAPqBEJgCmgKfAviBCJoCvYAQBp0CKsSBFAaeApwCnQK+gAyZAp4C+YEImwL4gQifAr2AEAagAiqCgRQGoQKgAmLEgRQG"
    "owKhAqICvoAMmQKjAvmBCJsC+IEImwK9gBAGpAKZAvyAEBylAqQC/oEIpQK4gAS2gBQcLgAdt4AMDC34gQgvu4AQDLICB7uAEAy4",
    "Age7gBDtAb4CB72AEAaoAi2qgRTkAakCqAKxAb2AEAaqAi2qgRTkAawCqgKrAqaBFOQBrQKpAqwC94EMrwIA+oEQrQKuAq8C+IEI"
    "rgL+gQiwAviBCK8CvYAQBrMCLcKBFAa1ArMCtALHgRQGtwK1ArYCvoAMsgK3Ar2AEAa5Ai3HgRQGuwK5AroCvoAMuAK7Ar2AEAa8"
    "ArICqoEU5AG9ArwCsQH3gQzAAgD6gRC9Ar8CxQL4gQi/Ar2AEAbBArgC8IAQHMICwQKFgRQcxALCAsMCvoAMvgLEAvmBCMAC+IEI"
    "xQK9gBAGxgKyAoCBFAbIAsYCxwLEgRQGyQLIAqICvYAQBsoCuALEgRQGzALKAssCxYEUBs0CyQLMAvyAEBzOAs0CvoAMvgLOAvmB"
    "CMAC+IEIwAK9gBAczwK+Av6BCM8CuIAEtoAUBjMAMLeADAwxt4AMDDL4gQg0u4AQDNYCB72AEAbSAjG9gBAG0wIyx4EUBtQC0wK2"
    "AoCBFAbVAtIC1AK+gAzWAtUCuYAUBtcCD9YCvYAQBtgCMseBFAbaAtgC2QLCgRQG3ALaAtsCwoEUBt0C1wLcAseBFAbeAt0CtgL+"
    "gQjeAriABLaAFAY5ADW3gAwMNreADAw3t4AMDDj4gQg6u4AQDOgCB72AEAbhAja9gBAG4gI3woEUBuMC4gLbAoSBFAbkAlLjAoCB"
    "FAblAuEC5AK9gBAG5gI4gIEUBucC5QLmAr6ADOgC5wK5gBQG6QIP6AK9gBAG6gI3x4EUBuwC6gLrAoSBFAbtAocB7ALCgRQG7gLp"
    "Au0Cx4EUBu8C7gLrAv6BCO8CuIAEtoAUBj0AMLeADAw7t4AMDDz4gQg+u4AQDPkCB7uAEAyBAwe7gBAMiwMHu4AQDJIDB7uAEAyd"
    "Awe7gBAMowMHvYAQBvICPLCBFOQB8wLyAoUB94EM9QIA+oEQ8wL0AvUC+IEI9AK9gBAG9gI7vYAQBvcCPICBFAb4AvYC9wK+gAz5"
    "AvgCuYAUBvoCD/kCx4EUBvwC+gL7Ar2AEAb9Aju9gBAG/gI8gIEUBv8C/QL+AoCBFAaAA/8ChQG+gAyBA4ADuYAUBoIDD4EDx4EU"
    "BoMDggP7AsSBFAaEA4MDyQHFgRQGhQP8AoQD/oEIhQP4gQj1Ar2AEAaHAzu9gBAGiAM8gIEUBokDhwOIA4CBFAaKA4kDhQG+gAyL"
    "A4oDuYAUBowDD4sDx4EUBo0DjAO2Ar2AEAaOAzu9gBAGjwM8gIEUBpADjgOPA4KBFAaRA5ADhQG+gAySA5EDuYAUBpMDD5IDwoEU"
    "BpUDkwOUA8SBFAaXA5UDlgPFgRQGmAONA5cDvYAQBpkDO72AEAaaAzyAgRQGmwOZA5oDgIEUBpwDmwOFAb6ADJ0DnAO5gBQGngMP"
    "nQPCgRQGnwOeA5YDvYAQBqADO72AEAahAzyAgRQGogOgA6EDvoAMowOiA7mAFAakAw+jA8KBFAalA6QDlAPEgRQGpgOlA5YDxYEU"
    "BqcDnwOmA8SBFAaoA6cDyQHFgRQGqQOYA6gD/oEIqQO4gAS2gBQGQgA1t4AMDD+3gAwMQLeADAxB+IEIQ72AEAawAz+9gBAGsQNA"
    "hIEUBrIDhwGxA4CBFAazA7ADsgO9gBAGtANBwoEUBrUDtAPbAoCBFAa2A7MDtQPBgBi3A7gDrwO6AbYDvYAQBrkDuAO9gBAGuwNB"
    "x4EUBrwDuwPrAoSBFAa9A7oDvAPCgRQGvgO5A70Dx4EUBsADvgO/A/6BCMADuIAEtoAUBkcANbeADAxEt4AMDEW3gAwMRviBCEi9"
    "gBAGwwNEvYAQBsQDRYCBFAbFA8MDxAPBgBi3A8YDrwO6AcUDvYAQBscDxgO9gBAGyANGhIEUBskDugPIA8KBFAbKA8cDyQPHgRQG"
    "ywPKA78D/oEIywO4gAS2gBQGSgANt4AMDEn4gQhLvYAQBs8DScKBFAbQA88D2wKAgRQG0QPOA9ADwYAYtwPSA68DugHRA72AEAbT"
    "A9IDvYAQBtQDSceBFAbVA9QD6wKEgRQG1gO6A9UDwoEUBtcD0wPWA8eBFAbYA9cDvwP+gQjYA7iABLaAFBxQAEy3gAwMTbeADAxO"
    "t4AMDE/4gQhRu4AQ4APhAwe9gBAG2wNOvYAQBtwDT8KBFAbdA9sD3APHgRQG3gPdA2KrgRTkAd8D3gOxAfeBDOMDAPqBEN8D4gPn"
    "A/iBCOIDvYAQBuQDTfyAEBflA+QD/oAQF+YD5QO+gAzhA+YD+YEI4wP4gQjnA72AEAboA038gBAX6QPoA76ADOED6QP5gQjjA/iB"
    "COMDvYAQF+oD4QPvgBAc6wPqA/6BCOsDuIAEtoAUAlkAVbeADAxWt4AMDFe3gAxUWPiBCFq7gBAM7gMHu4AQDPADB7uAEAz1Awe7"
    "gBAMgQQHu4AQ7QGLBAe7gBAMkgQHu4AQ7QGWBAe7gBAMnQQHu4AQDKQEB7uAEK4ErwQHu4AQrgTMBAe7gBAMzQQHu4AQVNkEB7uA"
    "EAzdBAe7gBAM3gQHu4AQDOgEB7uAEAzvBAe7gBAM/gQHu4AQDP8EB7uAEAyHBQe7gBAMjAUHu4AQDI8FB7uAEAycBQe7gBAMnQUH"
    "u4AQDK0FB7uAEAy0BQe7gBAMuwUHu4AQDMcFB7uAEAzIBQe7gBAM1gUHu4AQDOcFB7uAEAzpBQe7gBAM8AUHu4AQDJAGB7uAEAyR"
    "Bge7gBCUBpUGB7uAEAydBge7gBAMoAYHu4AQDLcGB7uAEAy4Bge7gBCUBrsGB7uAEAzDBge7gBAM0gYHu4AQDNQGB7uAEAztBge7"
    "gBCUBvQGB7uAEAz8Bge7gBAMkQcHu4AQDJ8HB7uAEAy0Bwe7gBAMyQcHu4AQDNAHB7uAEAzWBwe7gBAM4AcHu4AQDPMHB7uAEAz0"
    "Bwe7gBAM9gcHu4AQDIwIB7uAEAyUCAe7gBAMnAgHu4AQDKcIB7uAEAy1CAe7gBAMyggHu4AQDMsIB7uAEAzNCAe7gBAM1AgHu4AQ"
    "DOMIB7uAEAzkCAe7gBAM5wgHu4AQDPIIB7uAEAyPCQe7gBAMlwkHu4AQDJ4JB7uAEAy3CQe7gBAMwQkHu4AQDMMJB7uAEAzdCQe7"
    "gBAM7QkHu4AQDIAKB7uAEAyTCge7gBAMnQoHu4AQDKwKB7uAEAy1Cge7gBAMxQoHu4AQzgrPCge7gBAM3woHu4AQDOwKB7uAEAzu"
    "Cge7gBAM8AoHu4AQDP8KB7uAEAyICwe7gBAMkAsHu4AQDKcLB7uAEAyoCwe7gBCUBqsLB7uAEAy4Cwe7gBAMugsHu4AQDNgLB7uA"
    "EAzcCwe7gBAM3QsHu4AQDN4LB7uAEAzmCwe7gBAM6gsHu4AQDOsLB7uAEAzsCwe7gBAM+gsHu4AQDIIMB7uAEAyfDAe7gBAMqAwH"
    "u4AQDKkMB7uAEAyqDAe7gBAMrwwHu4AQDLMMB7uAEAy0DAe7gBAMtQwHu4AQDMMMB7uAEAzLDAe7gBAM6AwHu4AQDO4MB7uAEAz7"
    "DAe7gBAM/AwHu4AQDP4MB7uAEAyEDQe7gBAMiA0Hu4AQDIkNB7uAEAyKDQe7gBAMlQ0Hu4AQDJcNB7uAEAy1DQe7gBAMuQ0Hu4AQ"
    "DLoNB7uAEAy7DQe7gBAMww0Hu4AQDMcNB7uAEAzIDQe7gBAMyQ0Hu4AQDM8NB7uAEAzYDQe7gBAM9Q0Hu4AQDPsNB7uAEAyHDge7"
    "gBAMiA4Hu4AQDIoOB7uAEAyRDge7gBAMmQ4Hu4AQDJoOB7uAEAybDge7gBAMpg4Hu4AQDKgOB7uAEAzFDge7gBAM0Q4Hu4AQDNIO"
    "B7uAEAzTDge7gBAM1Q4Hu4AQDOQOB7uAEAzpDge7gBAM8A4Hu4AQDPgOB7uAEAyFDwe7gBAMjg8Hu4AQDLAPB7uAEAy7Dwe7gBAM"
    "ww8Hu4AQDMQPB7uAEAzFDwe7gBAMxw8Hu4AQ7QHoDwe5gBAG7wMIvoAM7gPvA72AEAbxA1e9gBAG8gPuA4mBFAbzA/ED8gOGgRQG",
    "9APzA1K+gAzwA/QDvYAQBvYDVr2AEAb3A1e9gBAG+APuA4aBFAb5A/cD+AO5gBAG+gMKhIEUBvsD+QP6A4CBFAb8A/YD+wO+gAz1"
    "A/wDvYAQBv0D7gOqgRTkAf4D/QNi94EMgAQA+oEQ/gP/A4AE+IEI/wO+gAyBBLEB+YEIggT4gQiCBPaBEIQEhQQA+YEIhgT4gQiG"
    "BL2AEAaHBIEEsIEU5AGIBIcEUvqBEIgEgwSEBPiBCIMEvYAQBokEgQT3gQyNBAD6gRCKBIwElAT4gQiMBL2AEAaOBPUDvYAQBo8E"
    "gQSEgRQGkASFAY8EgIEUBpEEjgSQBL6ADJIEkQS5gBQckwQokgS+gAyLBJME+YEIjQT4gQiUBPeBDJgEAPqBEJUElwSfBPiBCJcE"
    "vYAQBpkE9QO9gBAGmgSBBISBFAabBIcBmgSAgRQGnASZBJsEvoAMnQScBLmAFByeBCKdBL6ADJYEngT5gQiYBPiBCJ8EvYAQBqAE"
    "9QO9gBAGoQSBBISBFAaiBIcBoQSAgRQGowSgBKIEvoAMpASjBLmAFBylBCWkBL6ADJYEpQT5gQiYBPiBCJgEvYAQHKYElgS+gAyL"
    "BKYE+YEIjQT4gQiNBL2AEBynBIsEwYAU7QGoBFiJBL6ADKgEpwT5gQiFBPiBCIUEvYAQBqkEgQSAgRQGqwSpBKoEvoAMgQSrBPmB"
    "CIIE+IEIhAT9gQT4gQiABMGAFO0BsASvBKoEvoAMsASwAsGAFO0BsQSvBLoBvoAMsQSwAveBDMsEAPuB1AFbygQCsgQDswQGtAQH"
    "tQQItgQUtwQnuAQouQQpugQquwQKvAQLvQQMvgQNvgQOvwQiwAQjwQQXwgQQwwQRxAQWxQQSxgQVxwQTyAQdyQT4gQjKBL6ADIEE"
    "sQH5gQjTD/iBCNMP9oEQ1Q/WDwD5gQjXD/iBCNcPvYAQBtgPgQSwgRTkAdkP2A9S+oEQ2Q/UD9UP+IEI1A+9gBAG2g+BBMGAFO0B"
    "2w/ZBNoPvoAM2w+wAvmBCNYP+IEI1g+9gBAG3A+BBICBFAbdD9wPqgS+gAyBBN0P+YEI0w/4gQjVD8GAFO0B3g/MBKoEvoAM3g+w"
    "AsGAFO0B3w/MBLoBvoAM3w+wAvmBCMsE+IEIsgS9gBAGzgT1A76ADM0EzgS5gBQczwQizQTBgBTtAdAEzASqBL6ADNAEzwTBgBTt"
    "AdEEzAS6Ab6ADNEEzwS+gAyBBLEB+YEI0gT4gQjSBPaBENQE1QQA+YEI1gT4gQjWBL2AEAbXBIEEsIEU5AHYBNcEUvqBENgE0wTU"
    "BPiBCNMEvYAQBtoEgQS9gBAG2wT1A4CBFAbcBNsEhwG+gAzdBNwEvYAQBt8EgQS+gAzeBN8EuYAYBuAEM90E3gT8gBAX4QTgBIKB"
    "FBfiBOEEyQHvgBAc4wTiBMGAFO0B5ATZBNoEvoAM5ATjBPmBCNUE+IEI1QS9gBAG5QSBBICBFAbmBOUEqgS+gAyBBOYE+YEI0gT4"
    "gQjUBPmBCMsE+IEIswS9gBAG6QT1A76ADOgE6QS5gBQc6gQi6ATBgBTtAesEzASqBL6ADOsE6gTBgBTtAewEzAS6Ab6ADOwE6gS9"
    "gBAG7QT1A4CBFAbuBO0EhwG+gAzvBO4EuYAUHPAEIu8E/4AQHPEE8ATBgBTtAfIErwSqBL6ADPIE8QTBgBTtAfMErwS6Ab6ADPME"
    "8QS+gAyBBLEB+YEI9AT4gQj0BPaBEPYE9wQA+YEI+AT4gQj4BL2AEAb5BIEEsIEU5AH6BPkEUvqBEPoE9QT2BPiBCPUEvYAQBvsE"
    "gQS9gBAG/AT1A4CBFAb9BPwEhQG+gAz+BP0EvYAQBoAFgQS+gAz/BIAFuYAYBoEFM/4E/wTwgBAcggWBBcGAFO0BgwXZBPsEvoAM"
    "gwWCBfmBCPcE+IEI9wS9gBAGhAWBBICBFAaFBYQFqgS+gAyBBIUF+YEI9AT4gQj2BPmBCMsE+IEItAS9gBAGiAX1A76ADIcFiAW5"
    "gBQciQUihwXBgBTtAYoFzASqBL6ADIoFiQXBgBTtAYsFzAS6Ab6ADIsFiQW9gBAGjQX1A4CBFAaOBY0FhwG+gAyPBY4FuYAUBpAF"
    "FY8FvoAMjAWQBb6ADIEEsQH5gQiRBfiBCJEF9oEQkwWUBQD5gQiVBfiBCJUFvYAQBpYFgQSwgRTkAZcFlgVS+oEQlwWSBZMF+IEI"
    "kgW9gBAGmAWBBL2AEAaZBfUDgIEUBpsFmQWaBb6ADJwFmwW9gBAGngWBBL6ADJ0FngW5gBgGnwUznAWdBb2AEAagBYwFvYAQBqEF"
    "gQTCgRQGogWgBaEFx4EUBqMFogVixIEUBqQFowWWA8WBFAalBZ8FpAX8gBAXpgWlBYKBFBenBaYF1QHvgBAcqAWnBcGAFO0BqQXZ"
    "BJgFvoAMqQWoBfmBCJQF+IEIlAW9gBAGqgWBBICBFAarBaoFqgS+gAyBBKsF+YEIkQX4gQiTBfmBCMsE+IEItQS9gBAGrgX1A76A"
    "DK0FrgW5gBQcrwUirQXBgBTtAbAFzASqBL6ADLAFrwXBgBTtAbEFzAS6Ab6ADLEFrwW9gBAGsgX1A4CBFAazBbIFhwG+gAy0BbMF"
    "uYAUHLUFIrQF/4AQHLYFtQXBgBTtAbcFrwSqBL6ADLcFtgXBgBTtAbgFrwS6Ab6ADLgFtgW9gBAGuQX1A4CBFAa6BbkFhQG+gAy7"
    "BboFuYAUBrwFFbsFvoAMjAW8Bb6ADIEEsQH5gQi9BfiBCL0F9oEQvwXABQD5gQjBBfiBCMEFvYAQBsIFgQSwgRTkAcMFwgVS+oEQ"
    "wwW+Bb8F+IEIvgW9gBAGxAWBBL2AEAbFBfUDgIEUBsYFxQW6A76ADMcFxgW9gBAGyQWBBL6ADMgFyQW5gBgGygUzxwXIBb2AEAbL"
    "BYwFvYAQBswFgQTCgRQGzQXLBcwFx4EUBs4FzQVixIEUBs8FzgWWA8WBFAbQBcoFzwXwgBAc0QXQBcGAFO0B0gXZBMQFvoAM0gXR"
    "BfmBCMAF+IEIwAW9gBAG0wWBBICBFAbUBdMFqgS+gAyBBNQF+YEIvQX4gQi/BfmBCMsE+IEItgS9gBAG1wX1A76ADNYF1wW5gBQc"
    "2AUi1gXBgBTtAdkFzASqBL6ADNkF2AXBgBTtAdoFzAS6Ab6ADNoF2AW+gAyBBLEB+YEI2wX4gQjbBfaBEN0F3gUA+YEI3wX4gQjf"
    "Bb2AEAbgBYEEsIEU5AHhBeAFUvqBEOEF3AXdBfiBCNwFvYAQBuIFgQS9gBAG4wX1A4CBFAbkBeMFhwG9gBAG5QWBBICBFAbmBeQF"
    "5QW+gAznBeYFuYAUBugFD+cFvoAM6QXoBbmAFBfqBRrpBe+AEBzrBeoFwYAU7QHsBdkE4gW+gAzsBesF+YEI3gX4gQjeBb2AEAbt"
    "BYEEgIEUBu4F7QWqBL6ADIEE7gX5gQjbBfiBCN0F+YEIywT4gQi3BL2AEAbxBfUDvoAM8AXxBbmAFBzyBSLwBcGAFO0B8wXMBKoE"
    "voAM8wXyBcGAFO0B9AXMBLoBvoAM9AXyBb6ADIEEsQH5gQj1BfiBCPUF9oEQ9wX4BQD5gQj5BfiBCPkFvYAQBvoFgQSwgRTkAfsF"
    "+gVS+oEQ+wX2BfcF+IEI9gW9gBAG/AWBBL2AEAaOBvUDgIEUBo8GjgaHAb6ADJAGjwa9gBAGkgaBBL6ADJEGkga5gBgGkwYzkAaR"
    "Br6ADJUGjQbBgBTgA5YGlQaTBr2AEBeXBpYG74AQHJgGlwbBgBTtAZkG2QT8Bb6ADJkGmAb5gQj4BfiBCPgFvYAQBpoGgQSAgRQG"
    "mwaaBqoEvoAMgQSbBvmBCPUF+IEI9wX5gQjLBPiBCLgEvYAQBp4G9QO+gAydBp4GuYAUBp8GD50GvoAMoAafBrmAFByhBiugBsGA"
    "FO0BogbMBKoEvoAMogahBsGAFO0BowbMBLoBvoAMowahBr6ADIEEsQH5gQikBviBCKQG9oEQpganBgD5gQioBviBCKgGvYAQBqkG",
    "gQSwgRTkAaoGqQZS+oEQqgalBqYG+IEIpQa9gBAGqwaBBL2AEAa1BvUDgIEUBrYGtQZivoAMtwa2Br2AEAa5BoEEvoAMuAa5BrmA"
    "GAa6BjO3BrgGvoAMuwa0BsGAFOADvAa7BroGvYAQF70GvAbvgBAcvga9BsGAFO0BvwbZBKsGvoAMvwa+BvmBCKcG+IEIpwa9gBAG"
    "wAaBBICBFAbBBsAGqgS+gAyBBMEG+YEIpAb4gQimBvmBCMsE+IEIuQS+gAzDBrEB+YEIxAb4gQjEBvaBEMYGxwYA+YEIyAb4gQjI"
    "Br2AEAbJBsMGsIEU5AHKBskGhwH6gRDKBsUGxgb4gQjFBr2AEAbLBsMGvYAQBswG9QO9gBAGzQbwA4SBFAbOBocBzQaAgRQGzwbM"
    "Bs4GvYAQBtAGwwaAgRQG0QbPBtAGvoAM0gbRBrmAFAbTBg/SBr6ADNQG0wa5gBQc1QYu1AbBgBTtAdYGzATLBr6ADNYG1Qb5gQjH"
    "BviBCMcGvYAQBtcGwwaAgRQG2AbXBqoEvoAMwwbYBvmBCMQG+IEIxga+gAyBBLEB+YEI2Qb4gQjZBvaBENsG3AYA+YEI3Qb4gQjd"
    "Br2AEAbeBoEEsIEU5AHfBt4GUvqBEN8G2gbbBviBCNoGvYAQBuAGgQS9gBAG4Qb1A4CBFAbiBuEGhQG9gBAG4wbwA4SBFAbkBtkC"
    "4waAgRQG5QbiBuQGvYAQBuYGgQTCgRQG5wbmBpYDhIEUBugGugPnBoCBFAbpBuUG6Aa9gBAG6gaBBMeBFAbrBuoGugKAgRQG7Abp"
    "BusGvoAM7QbsBrmAFAbuBg/tBr2AEAbvBoEEx4EUBvAG7wa6A8KBFAbxBvAGqgTCgRQG8gbuBvEGx4EUBvMG8ga2Ar6ADPQGtAbB"
    "gBTgA/UG9AbzBr2AEBf2BvUG74AQHPcG9gbBgBTtAfgG2QTgBr6ADPgG9wb5gQjcBviBCNwGvYAQBvkGgQSAgRQG+gb5BqoEvoAM"
    "gQT6BvmBCNkG+IEI2wb5gQjLBPiBCLoEvYAQBv0G9QO+gAz8Bv0GuYAUHP4GIvwGwYAU7QH/BswEqgS+gAz/Bv4GwYAU7QGAB8wE"
    "ugG+gAyAB/4GvoAMgQSxAfmBCIEH+IEIgQf2gRCDB4QHAPmBCIUH+IEIhQe9gBAGhgeBBLCBFOQBhweGB1L6gRCHB4IHgwf4gQiC"
    "B72AEAaIB4EEvYAQBokH9QOAgRQGigeJB4cBvYAQBosH8AOEgRQGjAeFAYsHgIEUBo0HigeMB72AEAaOB4EEwoEUBo8Hjge0AoCB"
    "FAaQB40Hjwe+gAyRB5AHuYAUBpIHD5EHvYAQBpMHgQTHgRQGlAeTB7oCwoEUBpUHkgeUB8eBFAaWB5UHYquBFOQBlweWB7EBqYEY"
    "HJoHlweYB5kHwYAU7QGbB9kEiAe+gAybB5oH+YEIhAf4gQiEB72AEAacB4EEgIEUBp0HnAeqBL6ADIEEnQf5gQiBB/iBCIMH+YEI"
    "ywT4gQi7BL2AEAagB/UDvoAMnwegB7mAFByhByKfB8GAFO0BogfMBKoEvoAMogehB8GAFO0BowfMBLoBvoAMowehB76ADIEEsQH5"
    "gQikB/iBCKQH9oEQpgenBwD5gQioB/iBCKgHvYAQBqkHgQSwgRTkAaoHqQdS+oEQqgelB6YH+IEIpQe9gBAGqweBBL2AEAasB/UD"
    "gIEUBq0HrAeHAb2AEAauB/ADhIEUBq8HugOuB4CBFAawB60Hrwe9gBAGsQeBBMKBFAayB7EH2wKAgRQGswewB7IHvoAMtAezB7mA"
    "FAa1Bw+0B72AEAa2B4EEx4EUBrcHtgfrAoSBFAa4B4cBtwfCgRQGuQe1B7gHx4EUBroHuQfrAvyAEBe7B7oHgoEUF7wHuweqBO+A"
    "EBy9B7wHwYAU7QG+B9kEqwe+gAy+B70H+YEIpwf4gQinB72AEAa/B4EEgIEUBsAHvweqBL6ADIEEwAf5gQikB/iBCKYH+YEIywT4"
    "gQi8BL6ADMMGsQH5gQjCB/iBCMIH9oEQxAfFBwD5gQjGB/iBCMYHvYAQBscHwwawgRTkAcgHxweHAfqBEMgHwwfEB/iBCMMHvYAQ"
    "BsoH9QO9gBAGywfwA4SBFAbMB4cByweAgRQGzQfKB8wHvYAQBs4HwwaAgRQGzwfNB84HvoAM0AfPB7mAFAbRBw/QB76ADMkH0Qe9"
    "gBAG0gfDBr2AEAbTB/UDgIEUBtUH0wfUB76ADNYH1Qe5gBQc1wci1ge9gBAG2AfJB8eBFAbZB9gHtgLwgBAc2gfZB4WBFBzbB9cH"
    "2gfBgBTtAdwHzATSB76ADNwH2we9gBAG3QfDBr2AEAbeB/UDgIEUBt8H3gelAb6ADOAH3we5gBQc4Qci4Ae9gBAG4gfJB8KBFAbj"
    "B+IHlgPwgBAc5AfjB4WBFBzlB+EH5AfBgBTtAeYHrwTdB76ADOYH5Qf5gQjFB/iBCMUHvYAQBucHwwaAgRQG6AfnB6oEvoAMwwbo"
    "B/mBCMIH+IEIxAe+gAyBBLEB+YEI6Qf4gQjpB/aBEOsH7AcA+YEI7Qf4gQjtB72AEAbuB4EEsIEU5AHvB+4HUvqBEO8H6gfrB/iB"
    "COoHvYAQBvAHgQS9gBAG8Qf1A4CBFAbyB/EH2QK+gAzzB/IHvYAQBvUH8AO+gAz0B/UHvYAQBvcHgQS+gAz2B/cHuYAcBvgHOfMH"
    "9Af2B/CAEBz5B/gHwYAU7QH6B9kE8Ae+gAz6B/kH+YEI7Af4gQjsB72AEAb7B4EEgIEUBvwH+weqBL6ADIEE/Af5gQjpB/iBCOsH"
    "+YEIywT4gQi9BL2AEAb+B/ADhIEUBv8HhwH+B76ADMMG/wf5gQiACPiBCIAI9oEQggiDCAD5gQiECPiBCIQIvYAQBoUIwwa9gBAG"
    "hgjwA4SBFAaHCIcBhgiAgRQGiAiHCIcBsIEU5AGJCIUIiAj6gRCJCIEIggj4gQiBCL2AEAaKCMMGsIEU5AGLCIoIugP3gQyOCAD6"
    "gRCLCI0Ilgj4gQiNCL2AEAaPCPUDgIEUBpEIjwiQCL2AEAaSCMMGgIEUBpMIkQiSCL6ADJQIkwi5gBQGlQgPlAi+gAyMCJUI+YEI"
    "jgj4gQiWCL2AEAaXCPUDgIEUBpkIlwiYCL2AEAaaCMMGgIEUBpsImQiaCL6ADJwImwi5gBQGnQgPnAjCgRQGngidCJYDvoAMjAie"
    "CPmBCI4I+IEIjgi9gBAGnwiMCMeBFAagCJ8ItgK9gBAGoQj1A4CBFAajCKEIogi9gBAGpAjDBseBFAalCKQI6wKAgRQGpgijCKUI"
    "voAMpwimCLmAFAaoCA+nCL2AEAapCMMGwoEUBqoIqQjbAoSBFAarCIcBqgjCgRQGrAioCKsIx4EUBq0IrAjrAsSBFAauCK0IlgPF"
    "gRQGrwigCK4IvoAMyQevCL2AEAawCMMGx4EUBrEIsAhivYAQBrII9QOAgRQGtAiyCLMIvoAMtQi0CLmAFBy2CCK1CL2AEAa3CMkH"
    "/IAQF7gItwiCgRQXugi4CLkI74AQHLsIugiFgRQcvAi2CLsIwYAU7QG9CMwEsQi+gAy9CLwI+YEIgwj4gQiDCL2AEAa+CMMGgIEU"
    "Br8IvgiqBL6ADMMGvwj5gQiACPiBCIIIvoAMgQSxAfmBCMAI+IEIwAj2gRDCCMMIAPmBCMQI+IEIxAi9gBAGxQiBBLCBFOQBxgjF"
    "CFL6gRDGCMEIwgj4gQjBCL2AEAbHCIEEvYAQBsgI9QOAgRQGyQjICFK+gAzKCMkIvYAQBswI8AO+gAzLCMwIvYAQBs4IgQS+gAzN"
    "CM4IuYAcBs8IOcoIywjNCPyAEBfQCM8IvYAQBtEI9QO9gBAG0giBBICBFAbTCNEI0gi+gAzUCNMIuYAUBtUID9QIvYAQBtYI8APC"
    "gRQG1wjVCNYIx4EUBtgI1whiq4EU5AHZCNgIsQGpgRgX2gjZCLoBlgOCgRQX2wjQCNoI74AQHNwI2wjBgBTtAd0I2QTHCL6ADN0I",
    "3Aj5gQjDCPiBCMMIvYAQBt4IgQSAgRQG3wjeCKoEvoAMgQTfCPmBCMAI+IEIwgj5gQjLBPiBCL4EvYAQBuEI9QOAgRQG4gjhCIUB"
    "voAM4wjiCL2AEAblCPADvoAM5AjlCLmAGAbmCD3jCOQIvoAMyQfmCL2AEAboCPUDvoAM5wjoCLmAFBzpCCLnCL2AEAbqCMkHx4EU"
    "BusI6gi/A/CAEBzsCOsIhYEUHO0I6QjsCMGAFO0B7gjMBKoEvoAM7gjtCMGAFO0B7wjMBLoBvoAM7wjtCL2AEAbwCPUDgIEUBvEI"
    "8AiHAb6ADPII8Qi5gBQc8wgi8gi9gBAG9AjJB8KBFAb1CPQIyQHwgBAc9gj1CIWBFBz3CPMI9gjBgBTtAfgIrwSqBL6ADPgI9wjB"
    "gBTtAfkIrwS6Ab6ADPkI9wi+gAyMBf0IvoAMgQSxAfmBCP4I+IEI/gj2gRCACYEJAPmBCIIJ+IEIggm9gBAGgwmBBLCBFOQBhAmD"
    "CVL6gRCECf8IgAn4gQj/CL2AEAaFCYEEvYAQBoYJ9QO9gBAGhwmMBYCBFAaICYYJhwm9gBAGiQnwA8KBFAaKCYkJqgSEgRQGiwlS"
    "igmAgRQGjAmICYsJvYAQBo0JgQSAgRQGjgmMCY0JvoAMjwmOCbmAFAaQCQ+PCb2AEAaRCfADx4EUBpIJkQlihIEUBpMJhQGSCcKB"
    "FAaUCZAJkwnHgRQGlQmUCbYC94EMmQkA+oEQlgmYCaQJ+IEImAm9gBAGmgn1A4CBFAabCZoJ2QK9gBAGnAmBBICBFAadCZsJnAm+"
    "gAyeCZ0JuYAUBp8JD54JvYAQBqAJ8APCgRQGoQmfCaAJx4EUBqIJoQlixIEUBqMJogmWA76ADJcJown5gQiZCfiBCKQJvoAMlwmx"
    "AfmBCJkJ+IEImQm9gBAGpQmXCcWBFAamCZUJpQnwgBAcpwmmCcGAFO0BqAnZBIUJvoAMqAmnCfmBCIEJ+IEIgQm9gBAGqQmBBICB"
    "FAaqCakJqgS+gAyBBKoJ+YEI/gj4gQiACfmBCMsE+IEIvwS+gAzDBrEB+YEIrAn4gQisCfaBEK4JrwkA+YEIsAn4gQiwCb2AEAax"
    "CcMGsIEU5AGyCbEJhwH6gRCyCa0Jrgn4gQitCb2AEAazCcMGvYAQBrQJ9QOAgRQGtgm0CbUJvoAMtwm2CbmAFBy4CSK3Cb2AEAa5"
    "CfUDgIEUBrsJuQm6Cb2AEAa8CfADhIEUBr0JhwG8CYCBFAa+CbsJvQm9gBAGvwnDBoCBFAbACb4Jvwm+gAzBCcAJuYAUBsIJD8EJ"
    "voAMwwnCCbmAFBfECRrDCe+AEBzFCcQJhYEUHMYJuAnFCcGAFO0BxwnMBLMJvoAMxwnGCfmBCK8J+IEIrwm9gBAGyAnDBoCBFAbJ"
    "CcgJqgS+gAzDBskJ+YEIrAn4gQiuCb6ADIEEsQH5gQjKCfiBCMoJ9oEQzAnNCQD5gQjOCfiBCM4JvYAQBs8JgQSwgRTkAdAJzwlS"
    "+oEQ0AnLCcwJ+IEIywm9gBAG0QmBBL2AEAbSCfUDvYAQBtMJ8APCgRQG1AnTCdsChIEUBtUJZdQJgIEUBtYJ0gnVCb2AEAbXCfAD"
    "x4EUBtgJ1wlihIEUBtkJUtgJgIEUBtoJ1gnZCb2AEAbbCYEEgIEUBtwJ2gnbCb6ADN0J3Am5gBQG3gkP3Qm9gBAG3wnwA8KBFAbg"
    "Cd8JqgTHgRQG4QngCWKEgRQG4gmFAeEJwoEUBuMJ3gniCceBFAbkCeMJtgK9gBAG5Qn1A4CBFAbmCeUJZ72AEAbnCfADwoEUBugJ"
    "5wnbAoSBFAbpCVLoCYCBFAbqCeYJ6Qm9gBAG6wmBBICBFAbsCeoJ6wm+gAztCewJuYAUBu4JD+0JvYAQBu8J8APHgRQG8AnvCesC"
    "hIEUBvEJhwHwCcKBFAbyCe4J8QnHgRQG8wnyCesCxIEUBvQJ8wmWA8WBFAb1CeQJ9An8gBAX9gn1CYKBFBf3CfYJuQjvgBAc+An3"
    "CcGAFO0B+QnZBNEJvoAM+Qn4CfmBCM0J+IEIzQm9gBAG+gmBBICBFAb7CfoJqgS+gAyBBPsJ+YEIygn4gQjMCfmBCMsE+IEIwAS9"
    "gBAG/Qn1A4CBFAb/Cf0J/gm+gAyACv8JuYAUHIEKIoAKhYEUHIIKgQqYB8GAFO0BgwrMBKoEvoAMgwqCCsGAFO0BhArMBLoBvoAM"
    "hAqCCr6ADIEEsQH5gQiFCviBCIUK9oEQhwqICgD5gQiJCviBCIkKvYAQBooKgQSwgRTkAYsKigpS+oEQiwqGCocK+IEIhgq9gBAG"
    "jArwA4SBFAaNClKMCr2AEAaOCoEEgIEUBo8KjQqOCr6ADMMGjwq9gBAGkArDBrCBFOQBkgqQCpEK94EMlQoA+oEQkgqUCpkK+IEI"
    "lAq9gBAGlgrDBseBFAaYCpYKlwq+gAyTCpgK+YEIlQr4gQiZCr2AEAaaCsMGsIEU5AGcCpoKmwr3gQyfCgD6gRCcCp4KpAr4gQie"
    "Cr2AEAagCsMGgoEUBqEKoAqRCseBFAaiCqEKtgKAgRQGowpSogq+gAydCqMK+YEInwr4gQikCr2AEAalCsMGx4EUBqYKpQrrAoCB"
    "FAanCvwIpgq+gAydCqcK+YEInwr4gQifCr2AEAaoCp0KvoAMkwqoCvmBCJUK+IEIlQq9gBAGqQqTCr6ADIwFqQq9gBAGqgrDBrCB"
    "FOQBqwqqCpEK94EMrgoA+oEQqwqtCrIK+IEIrQq9gBAGrwrDBsKBFAaxCq8KsAq+gAysCrEK+YEIrgr4gQiyCr2AEAazCsMGsIEU"
    "5AG0CrMKmwr3gQy3CgD6gRC0CrYKuwr4gQi2Cr2AEAa4CsMGgoEUBrkKuAqRCsKBFAa6CrkKlgO+gAy1CroK+YEItwr4gQi7Cr2A"
    "EAa8CsMGgoEUBr0KvAqbCsKBFAa+Cr0K2wK+gAy1Cr4K+YEItwr4gQi3Cr2AEAa/CrUKvoAMrAq/CvmBCK4K+IEIrgq9gBAGwAqs"
    "Cr6ADMkHwAq9gBAGwQqBBL2AEAbCCvUDvYAQBsMKjAWAgRQGxArCCsMKvoAMxQrECrmAFAbGCg/FCr2AEAbNCskHvoAMzwrMCsGA"
    "FAzQCs8KzQq9gBAG0QrQCoSBFAbSCsYK0QrHgRQG0wrSCr8DhIEUBtQK0wrrAsKBFAbVCtQKyQH8gBAX1grVCoKBFBfXCtYKqgTv"
    "gBAc2ArXCsGAFO0B2QrZBMEKvoAM2QrYCvmBCIgK+IEIiAq9gBAG2gqBBICBFAbbCtoKqgS+gAyBBNsK+YEIhQr4gQiHCvmBCMsE"
    "+IEIwQS9gBAG3Qr1A4CBFAbeCt0KZb6ADN8K3gq5gBQc4Aoi3wqFgRQc4QrgCpgHwYAU7QHiCswEqgS+gAziCuEKwYAU7QHjCswE"
    "ugG+gAzjCuEKvoAMgQSxAfmBCOQK+IEI5Ar2gRDmCucKAPmBCOgK+IEI6Aq9gBAG6QqBBLCBFOQB6grpClL6gRDqCuUK5gr4gQjl"
    "Cr2AEAbrCoEEvYAQBu0K9QO+gAzsCu0KvYAQBu8K8AO+gAzuCu8KvYAQBvEKgQS+gAzwCvEKuYAcBvIKOewK7grwCvyAEBfzCvIK"
    "goEUF/QK8wqqBO+AEBz1CvQKwYAU7QH2CtkE6wq+gAz2CvUK+YEI5wr4gQjnCr2AEAb3CoEEgIEUBvgK9wqqBL6ADIEE+Ar5gQjk"
    "CviBCOYK+YEIywT4gQjCBL2AEAb6CvUDgIEUBvsK+gqFAb2AEAb8CvADwoEUBv0K/AqqBICBFAb+CvsK/Qq+gAz/Cv4KuYAUBoAL"
    "D/8KvYAQBoEL8APHgRQGgguBC2KEgRQGgwuFAYILwoEUBoQLgAuDC8eBFAaFC4QLtgK9gBAGhgv1A4CBFAaHC4YLhwG+gAyIC4cL"
    "uYAUBokLEogLvYAQBooL8AOEgRQGiwuHAYoLwoEUBowLiQuLC8eBFAaNC4wL6wLEgRQGjguNC5YDxYEUBo8LhQuOC76ADMkHjwu9",
    "gBAGkQv1A76ADJALkQu5gBQckgsikAu9gBAGkwvJB/yAEBeUC5MLgoEUF5ULlAu5CO+AEByWC5ULhYEUHJcLkguWC8GAFO0BmAvM"
    "BKoEvoAMmAuXC8GAFO0BmQvMBLoBvoAMmQuXC76ADIEEsQH5gQiaC/iBCJoL9oEQnAudCwD5gQieC/iBCJ4LvYAQBp8LgQSwgRTk"
    "AaALnwtS+oEQoAubC5wL+IEImwu9gBAGoQuBBL2AEAaiC/UDgIEUBqMLogu6A72AEAakC/ADhIEUBqUL2QKkC4CBFAamC6MLpQu+"
    "gAynC6YLvYAQBqkLgQS+gAyoC6kLuYAYBqoLM6cLqAu+gAyrC40GwYAU4AOsC6sLqgu9gBAXrQusC++AEByuC60LwYAU7QGvC9kE"
    "oQu+gAyvC64L+YEInQv4gQidC72AEAawC4EEgIEUBrELsAuqBL6ADIEEsQv5gQiaC/iBCJwL+YEIywT4gQjDBL2AEAazC/UDgIEU"
    "BrQLswuaBb2AEAa1C/ADhIEUBrYLugO1C4CBFAa3C7QLtgu+gAy4C7cLuYAUBrkLFbgLvoAMyQe5C72AEAa7C/UDvoAMugu7C7mA"
    "FBy8CyK6C4WBFBy+C7wLvQu9gBAGvwvJB8KBFAbBC78LwAuEgRQGwguHAcELgIEUBsMLwgti8IAQHMQLwwuFgRQcxQu+C8QLwYAU"
    "7QHGC8wEqgS+gAzGC8ULwYAU7QHHC8wEugG+gAzHC8ULvoAMgQSxAfmBCMgL+IEIyAv2gRDKC8sLAPmBCMwL+IEIzAu9gBAGzQuB"
    "BLCBFOQBzgvNC1L6gRDOC8kLygv4gQjJC72AEAbPC4EEvYAQBtAL9QOAgRQG0QvQC4cBvYAQBtIL8AOEgRQG0wu6A9ILgIEUBtQL"
    "0QvTC72AEAbVC4EEwoEUBtYL1Qu0AoCBFAbXC9QL1gu+gAzYC9cLuYAUBtkLD9gLvYAQBtoLgQTHgRQG2wvaC7oCvoAM3AuxAb6A"
    "DN0L2Qu+gAzeC9sLuYAcBt8LQtwL3QveC72AEAbgC8kHvYAQBuELgQTCgRQG4gvhC7QChIEUBuMLugLiC8KBFAbkC+AL4wvHgRQG"
    "5QvkC6sCvoAM5gvlC7mAFAbnC0rmC72AEAboC4EEx4EUBukL6Au6Ar6ADOoL3wu+gAzrC+cLvoAM7AvpC7mAHBztC1DqC+sL7AvB"
    "gBTtAe4L2QTPC76ADO4L7Qv5gQjLC/iBCMsLvYAQBu8LgQSAgRQG8AvvC6oEvoAMgQTwC/mBCMgL+IEIygv5gQjLBPiBCMQEvoAM"
    "wwaxAfmBCPIL+IEI8gv2gRD0C/ULAPmBCPYL+IEI9gu9gBAG9wvDBrCBFOQB+Av3C4cB+oEQ+AvzC/QL+IEI8wu9gBAG+QvDBr2A"
    "EAb7C/UDvoAM+gv7C7mAFBz8CyL6C4WBFBz9C/wLvQu9gBAG/gv1A4CBFAb/C/4LoQG9gBAGgAzwA4CBFAaBDP8LgAy+gAyCDIEM"
    "uYAUBoMMD4IMvYAQBoQMwwaEgRQGhQyFAYQMwoEUBoYMgwyFDMeBFAaHDIYMtgKEgRQGiAyHAYcMgIEUBokMiAxi8IAQHIoMiQyF"
    "gRQciwz9C4oMwYAU7QGMDMwE+Qu+gAyMDIsM+YEI9Qv4gQj1C72AEAaNDMMGgIEUBo4MjQyqBL6ADMMGjgz5gQjyC/iBCPQLvoAM"
    "gQSxAfmBCI8M+IEIjwz2gRCRDJIMAPmBCJMM+IEIkwy9gBAGlAyBBLCBFOQBlQyUDFL6gRCVDJAMkQz4gQiQDL2AEAaWDPUDgIEU"
    "BpcMlgyHAb2AEAaYDPADhIEUBpkMugOYDICBFAaaDJcMmQy9gBAGmwyBBMKBFAacDJsMtAKEgRQGnQyHAZwMgIEUBp4MmgydDL6A"
    "DJ8Mngy5gBQGoAwSnwy+gAzJB6AMvYAQBqEMgQS9gBAGowzJB8eBFAalDKMMpAy9gBAGpgyBBMeBFAanDKYMugK+gAyoDKIMvoAM"
    "qQylDL6ADKoMpwy5gBwGqwxCqAypDKoMvYAQBqwMyQfCgRQGrgysDK0MvoAMrwyuDLmAFAawDEqvDL2AEAaxDIEEx4EUBrIMsQy6"
    "Ar6ADLMMqwy+gAy0DLAMvoAMtQyyDLmAHBy2DFCzDLQMtQzBgBTtAbcM2QShDL6ADLcMtgz5gQiSDPiBCJIMvYAQBrgMgQSAgRQG"
    "uQy4DKoEvoAMgQS5DPmBCI8M+IEIkQz5gQjLBPiBCMUEvoAMwwaxAfmBCLsM+IEIuwz2gRC9DL4MAPmBCL8M+IEIvwy9gBAGwAzD"
    "BrCBFOQBwQzADIcB+oEQwQy8DL0M+IEIvAy9gBAGwgzDBr2AEAbEDPUDvoAMwwzEDLmAFBzFDCLDDIWBFBzGDMUMvQu9gBAGxwz1"
    "A4CBFAbIDMcMowG9gBAGyQzwA4CBFAbKDMgMyQy+gAzLDMoMuYAUBswMD8sMvYAQBs0MwwaEgRQGzgyFAc0MwoEUBs8MzAzODMeB"
    "FAbQDM8MtgKEgRQG0QyHAdAMgIEUBtIM0Qxi8IAQHNMM0gyFgRQc1AzGDNMMwYAU7QHVDMwEwgy+gAzVDNQM+YEIvgz4gQi+DL2A"
    "EAbWDMMGgIEUBtcM1gyqBL6ADMMG1wz5gQi7DPiBCL0MvoAMgQSxAfmBCNgM+IEI2Az2gRDaDNsMAPmBCNwM+IEI3Ay9gBAG3QyB"
    "BLCBFOQB3gzdDFL6gRDeDNkM2gz4gQjZDL2AEAbfDPADhIEUBuAMhQHfDL2AEAbhDIEEwoEUBuIM4Qy0AoCBFAbjDOAM4gy+gAzD"
    "BuMMvYAQBuQM9QOAgRQG5QzkDIcBvYAQBuYMwwaAgRQG5wzlDOYMvoAM6AznDLmAFAbpDA/oDL2AEAbqDPUDgIEUBusM6gyhAb2A"
    "EAbsDPADgIEUBu0M6wzsDL6ADO4M7Qy5gBQG7wwP7gy9gBAG8AyBBMKBFAbxDPAMtAKEgRQG8gyHAfEMwoEUBvMM7wzyDMeBFAb0"
    "DPMM6wLEgRQG9Qz0DMkBxYEUBvYM6Qz1DL6ADMkH9gy9gBAG9wyBBL2AEAb5DIEEx4EUBvoM+Qy6Ar6ADPsM+Ay9gBAG/QzJB76A"
    "DPwM/Qy+gAz+DPoMuYAcBv8MQvsM/Az+DL2AEAaADfUDgIEUBoENgA2RAb2AEAaCDcMGgIEUBoMNgQ2CDb6ADIQNgw25gBQGhQ0P"
    "hA29gBAGhg2BBMeBFAaHDYYNugK+gAyIDf8MvoAMiQ2FDb6ADIoNhw25gBwciw1QiA2JDYoNwYAU7QGMDdkE9wy+gAyMDYsN+YEI"
    "2wz4gQjbDL2AEAaNDYEEgIEUBo4NjQ2qBL6ADIEEjg35gQjYDPiBCNoM+YEIywT4gQjGBL2AEAaQDfUDgIEUBpENkA2hAb2AEAaS"
    "DfADhIEUBpMNhQGSDYCBFAaUDZENkw2+gAyVDZQNuYAUBpYNFZUNvoAMyQeWDb2AEAaYDfUDvoAMlw2YDbmAFByZDSKXDYWBFByb"
    "DZkNmg29gBAGnA3JB8KBFAadDZwNwAuEgRQGng2HAZ0NgIEUBp8Nng1i8IAQHKANnw2FgRQcoQ2bDaANwYAU7QGiDcwEqgS+gAyi"
    "DaENwYAU7QGjDcwEugG+gAyjDaENvoAMgQSxAfmBCKQN+IEIpA32gRCmDacNAPmBCKgN+IEIqA29gBAGqQ2BBLCBFOQBqg2pDVL6"
    "gRCqDaUNpg34gQilDb2AEAarDYEEvYAQBq0N9QOAgRQGrg2tDYcBvYAQBq8N8AOEgRQGsA26A68NgIEUBrENrg2wDb2AEAayDYEE"
    "woEUBrMNsg3bAoCBFAa0DbENsw2+gAy1DbQNuYAUBrYND7UNvYAQBrcNgQTHgRQGuA23DesCvoAMuQ2sDb6ADLoNtg2+gAy7DbgN"
    "uYAcBrwNR7kNug27Db2AEAa9DckHvYAQBr4NgQTCgRQGvw2+DbQChIEUBsANugK/DcKBFAbBDb0NwA3HgRQGwg3BDasCvoAMww3C",
    "DbmAFAbEDUrDDb2AEAbFDYEEx4EUBsYNxQ26Ar6ADMcNvA2+gAzIDcQNvoAMyQ3GDbmAHBzKDVDHDcgNyQ3BgBTtAcsN2QSrDb6A"
    "DMsNyg35gQinDfiBCKcNvYAQBswNgQSAgRQGzQ3MDaoEvoAMgQTNDfmBCKQN+IEIpg35gQjLBPiBCMcEvYAQBtAN9QO+gAzPDdAN"
    "uYAUHNENIs8NvYAQBtIN9QOAgRQG1A3SDdMNvYAQBtUN8APCgRQG1g3VDaoEgIEUBtcN1A3WDb6ADNgN1w25gBQG2Q0P2A29gBAG"
    "2g3wA8eBFAbbDdoNYoSBFAbcDYUB2w3CgRQG3Q3ZDdwNx4EUBt4N3Q22AoSBFAbfDYcB3g2AgRQG4A3fDWLwgBAc4Q3gDYWBFBzi"
    "DdEN4Q3BgBTtAeMNzASqBL6ADOMN4g3BgBTtAeQNzAS6Ab6ADOQN4g2+gAyBBLEB+YEI5Q34gQjlDfaBEOcN6A0A+YEI6Q34gQjp"
    "Db2AEAbqDYEEsIEU5AHrDeoNUvqBEOsN5g3nDfiBCOYNvYAQBuwN8AOEgRQG7Q26A+wNvYAQBu4NgQTCgRQG7w3uDdsCgIEUBvAN"
    "7Q3vDb6ADMMG8A29gBAG8Q31A4CBFAbyDfENhwG9gBAG8w3DBoCBFAb0DfIN8w2+gAz1DfQNuYAUBvYND/UNvYAQBvcN9QOAgRQG"
    "+A33DaEBvYAQBvkN8AOAgRQG+g34DfkNvoAM+w36DbmAFAb8DQ/7Db2AEAb9DYEEwoEUBv4N/Q3bAsKBFAb/DfwN/g3HgRQGgA7/"
    "DWLEgRQGgQ6ADskBxYEUBoIO9g2BDr6ADMkHgg69gBAGgw6BBL2AEAaFDoEEx4EUBoYOhQ7rAr6ADIcOhA69gBAGiQ7JB76ADIgO"
    "iQ6+gAyKDoYOuYAcBosOR4cOiA6KDr2AEAaMDvUDgIEUBo0OjA6jAb2AEAaODsMGwoEUBo8Ojg6qBICBFAaQDo0Ojw6+gAyRDpAO"
    "uYAUBpIOD5EOvYAQBpMOwwbHgRQGlA6TDmKEgRQGlQ6FAZQOwoEUBpYOkg6VDr2AEAaXDoEEx4EUBpgOlw7rAr6ADJkOiw6+gAya"
    "DpYOvoAMmw6YDrmAHBycDlCZDpoOmw7BgBTtAZ0O2QSDDr6ADJ0OnA75gQjoDfiBCOgNvYAQBp4OgQSAgRQGnw6eDqoEvoAMgQSf"
    "DvmBCOUN+IEI5w35gQjLBPiBCMgEvYAQBqEO9QOAgRQGog6hDpEBvYAQBqMO8AOEgRQGpA6HAaMOgIEUBqUOog6kDr6ADKYOpQ65"
    "gBQGpw4Spg6+gAyMBacOvYAQBqkO9QO+gAyoDqkOuYAUHKoOIqgOvYAQBqsOjAXCgRQGrA6rDqwGx4EUBq0OrA66AoSBFAauDocB"
    "rQ6AgRQGrw6uDmLwgBAcsA6vDoWBFByxDqoOsA7BgBTtAbIOzASqBL6ADLIOsQ7BgBTtAbMOzAS6Ab6ADLMOsQ6+gAyBBLEB+YEI"
    "tA74gQi0DvaBELYOtw4A+YEIuA74gQi4Dr2AEAa5DoEEsIEU5AG6DrkOUvqBELoOtQ62DviBCLUOvYAQBrsOgQS9gBAGvQ71A4CB"
    "FAa+Dr0OhwG9gBAGvw7wA4SBFAbADoUBvw6AgRQGwQ6+DsAOvYAQBsIOgQTCgRQGww7CDrQCgIEUBsQOwQ7DDr6ADMUOxA65gBQG"
    "xg4PxQ69gBAGxw6MBb2AEAbIDoEEwoEUBskOyA60AoSBFAbKDusCyQ7CgRQGyw7HDsoOx4EUBswOyw66AsSBFAbNDswOyQHFgRQG"
    "zg7GDs0OvYAQBs8OgQTHgRQG0A7PDroCvoAM0Q68Dr6ADNIOzg6+gAzTDtAOuYAcBtQOQtEO0g7TDr6ADNUO1A65gBQX1g4a1Q7v"
    "gBAc1w7WDr2AEAbYDowFx4EUBtkO2A72AauBFOQB2g7ZDrEBqYEYHNwO2g7bDr0LgYEUHN0O1w7cDsGAFO0B3g7ZBLsOvoAM3g7d"
    "DvmBCLcO+IEItw69gBAG3w6BBICBFAbgDt8OqgS+gAyBBOAO+YEItA74gQi2DvmBCMsE+IEIyQS9gBAG4g71A4CBFAbjDuIO/Ai+"
    "gAzkDuMOuYAUBuUOEuQOwoEUBuYO5Q6sBr2AEAbnDvUDgIEUBugO5w6pAb6ADOkO6A65gBQG6g4S6Q7CgRQG6w7qDskBx4EUBuwO"
    "6w6bCsWBFAbtDuYO7A69gBAG7g71A4CBFAbvDu4O/gm+gAzwDu8OuYAUBvEOEvAOwoEUBvIO8Q6WA8eBFAb0DvIO8w7FgRQG9Q7t"
    "DvQOvYAQBvYO9QOAgRQG9w72Dq8BvoAM+A73DrmAFAb5DhL4DseBFAb7DvkO+g7FgRQG/A71DvsOvoAMjAX8Dr6ADMMGsQH5gQj9"
    "DviBCP0O9oEQ/w6ADwD5gQiBD/iBCIEPvYAQBoIPwwawgRTkAYMPgg+HAfqBEIMP/g7/DviBCP4OvYAQBoQPwwa9gBAGhg+MBb6A"
    "DIUPhg+5gBQchw8fhQ+9gBAGiA/1A4CBFAaJD4gP/Ai9gBAGig/wA8KBFAaLD4oPqgSEgRQGjA+HAYsPgIEUBo0PiQ+MD76ADI4P"
    "jQ+5gBQGjw8Sjg+9gBAGkA/wA8eBFAaRD5APYoSBFAaSD4cBkQ+9gBAGkw/DBoCBFAaUD5IPkw+EgRQGlQ/rApQPwoEUBpYPjw+V"
    "D8eBFAaXD5YPugKEgRQGmA+HAZcPgIEUBpkPmA9i8IAQHJoPmQ+FgRQcmw+HD5oPwYAU7QGcD8wEhA++gAycD5sP+YEIgA/4gQiA"
    "D72AEAadD8MGgIEUBp4PnQ+qBL6ADMMGng/5gQj9DviBCP8OvoAMgQSxAfmBCJ8P+IEInw/2gRChD6IPAPmBCKMP+IEIow+9gBAG"
    "pA+BBLCBFOQBpQ+kD1L6gRClD6APoQ/4gQigD72AEAamD/ADhIEUBqcPhQGmD72AEAaoD4EEwoEUBqkPqA+0AoCBFAaqD6cPqQ++"
    "gAzDBqoPvYAQBqsP9QOAgRQGrA+rD1K9gBAGrQ/DBsKBFAauD60PqgSAgRQGrw+sD64PvoAMsA+vD7mAFAaxDw+wD72AEAayD8MG"
    "x4EUBrMPsg9ihIEUBrQPhQGzD8KBFAa1D7EPtA/HgRQGtg+1D7YCvoAMyQe2D72AEAa3D4EEvYAQBrgP9QO9gBAGuQ/DBoCBFAa6"
    "D7gPuQ++gAy7D7oPuYAUBrwPD7sPvYAQBr0PyQfHgRQGvg+9D7oCxIEUBr8Pvg/JAcWBFAbAD7wPvw+9gBAGwQ+BBMeBFAbCD8EP"
    "ugK+gAzDD7wOvoAMxA/AD76ADMUPwg+5gBwGxg9Cww/ED8UPvoAMxw/GD7mAFBfIDxrHD++AEBzJD8gPvYAQBsoPyQfHgRQGyw/K"
    "D7oDq4EU5AHMD8sPsQGpgRgczQ/MD9sOvQuBgRQczg/JD80PwYAU7QHPD9kEtw++gAzPD84P+YEIog/4gQiiD72AEAbQD4EEgIEU"
    "BtEP0A+qBL6ADIEE0Q/5gQifD/iBCKEP+YEIywT4gQjLBL6ADIEEsQH5gQjhD/iBCOEP9oEQ4w/kDwD5gQjlD/iBCOUPvYAQBuYP"
    "gQSwgRTkAecP5g9S+oEQ5w/iD+MP+IEI4g+9gBAG6Q+BBMKBFAbqD+kPlgPBgBTtAesPzATqD72AEBzsD+sPvYAQBu0PgQTBgBTt"
    "Ae4P2QTtD72AEBzvD+4PhYEUHPAP7A/vD72AEAbxD4EEwoEUBvIP8Q+WA8GAFO0B8w+vBPIPvYAQHPQP8w+DgRQc9Q/wD/QPvoAM"
    "6A/1D72AEAb2D4EEvYAQHPcP6A/BgBTtAfgPWPYPvoAM+A/3D/mBCOQP+IEI5A+9gBAG+Q+BBICBFAb6D/kPqgS+gAyBBPoP+YEI"
    "4Q/4gQjjD/2BBLiABA==",
    NULL
};
static const char *const spv_matvec[] = { /* 12913 words */
    "g4SMOYCGBIuAINgSAJGACAGRgAjgIoqAHNOg2foFy5DJ+gW4xKWjB9/m0fsG8sKdqwYAi4AYAceYzeIErubRowau6NSBAwCOgAwA"
    "AY+AHAUE7cKl8wYAY7YQkIAYBBEBAQHHgBBjCxvHgBBoAQHHgBCVAQEAx4AQ7gEGAciAEO8BABjIgBTvAQAjAMeADO8BAseAEPEB"
    "IgDHgBDxASEAx4AQ4QMGBMiAEOIDABjIgBTiAwAjAMeADOIDAseAEOQDIgDHgBDkAyEHx4AMqAQqx4AMqQQqx4AMrgQqx4AMsAQq"
    "x4AMsQQqx4AM3wQqx4AMkAUqx4AMmgUqx4AMogUqx4AMpQUqx4AMsQUqx4AMuQUqx4AMwgUqx4AMzwUqx4AM3wUqx4AM5wUqx4AM"
    "6gUqx4AM7gUqx4AM+gUqx4AMiAYqx4AMmAYqx4AMmgYqx4AMogYqx4AMzwYqx4AM9QYqx4AMggcqx4AMgwcqx4AMhQcqx4AMjAcq"
    "x4AMrgcqx4AMvgcqx4AMwAcqx4AMwQcqx4AMxAcqx4AM0Qcqx4AM4Qcqx4AM4wcqx4AM5Acqx4AM5wcqx4AM7Acqx4AM9Acqx4AM"
    "gAgqx4AMgQgqx4AMgwgqx4AMiQgqx4AMjwgqx4AMkwgqx4AMmQgqx4AMnAgqx4AMpggqx4AMsAgqx4AMswgqx4AMxQgqx4AMxwgq"
    "x4AMzQgqx4AMzwgqx4AM1wgqx4AM2ggqx4AM3wgqx4AM6Agqx4AM8Agqx4AM8wgqx4AM/Qgqx4AMhwkqx4AMkwkqx4AMlgkqx4AM"
    "oQkqx4AMpQkqx4AMqwkqx4AMvAkqx4AMvwkqx4AMwAkqx4AMwgkqx4AMxwkqx4AMzwkqx4AM0Qkqx4AM3gkqx4AM6gkqx4AM7wkq"
    "x4AM8Qkqx4AM8gkqx4AM9Akqx4AM+gkqx4AM/Qkqx4AMiQoqx4AMigoqx4AMjQoqx4AMjgoqx4AMkAoqx4AMlgoqx4AMmgoqx4AM"
    "nQoqx4AMngoqx4AMoAoqx4AMpQoqx4AMrwoqx4AMswoqx4AMtgoqx4AMwQoqx4AMwwoqx4AM1Qoqx4AM1woqx4AM2woqx4AM7Qoq"
    "x4AM8Qoqx4AM+Aoqx4AMhgsqx4AMiAsqx4AMjwsqx4AMkgsqx4AMlQsqx4AMrAsqx4AMrwsqx4AMsgsqx4AMtwsqx4AMuwsqx4AM"
    "vwsqx4AMywsqx4AM5Qsqx4AM6Asqx4AM6gsqx4AM6wsqx4AM8gsqx4AM9gsqx4AM9wsqx4AM+Qsqx4AMhQwqx4AMhwwqx4AMiAwq"
    "x4AMiwwqx4AMlwwqx4AMpAwqx4AMsQwqx4AMswwqx4AMtQwqx4AMuQwqx4AMvAwqx4AMvQwqx4AMvwwqx4AMwgwqx4AMywwqx4AM"
    "zQwqx4AMzgwqx4AM0Qwqx4AM0gwqx4AM7Qwqx4AM+gwqx4AM/Awqx4AM/gwqx4AMgg0qx4AMhQ0qx4AMhg0qx4AMiA0qx4AMiw0q"
    "x4AMlA0qx4AMlw0qx4AMmQ0qx4AMmw0qx4AMnw0qx4AMoQ0qx4AMpg0qx4AMtQ0qx4AMtw0qx4AMwg0qx4AMxQ0qx4AMxw0qx4AM"
    "yA0qx4AMzw0qx4AM0g0qx4AM0w0qx4AM1Q0qx4AM4g0qx4AM5A0qx4AM5Q0qx4AM6A0qx4AM9A0qx4AMgQ4qx4AMiA4qx4AMiw4q"
    "x4AMkA4qx4AMkw4qx4AMlA4qx4AMlg4qx4AMoQ4qx4AMpA4qx4AMpg4qx4AMqA4qx4AMrA4qx4AMrg4qx4AMwQ4qx4AMxA4qx4AM"
    "yQ4qx4AM0w4qx4AM1g4qx4AM2A4qx4AM2Q4qx4AM4g4qx4AM4w4qx4AM5Q4qx4AM8g4qx4AM9A4qx4AM9Q4qx4AM+A4qx4AM/g4q"
    "x4AMkQ8qx4AMlA8qx4AMlw8qx4AMnA8qx4AMow8qx4AMqw8qx4AMvQ8qx4AMwA8qx4AMwQ8qx4AMxg8qx4AMyA8qx4AMyQ8qx4AM"
    "zA8qx4AMzQ8qx4AMzw8qx4AM0g8qx4AM2w8qx4AM3g8qx4AM4A8qx4AM4w8qx4AM6A8qx4AM7g8qx4AMghAqx4AMhRAqx4AMkRAq"
    "x4AMpBAqx4AMqRAqx4AMrhAqyIAUsBAAIwDIgBSwEAEjBMiAFLAQAiMIyIAUsBADIwzIgBSwEAQjEMiAFLAQBSMUyIAUsBAGIxjI"
    "gBSwEAcjHMiAFLAQCCMgyIAUsBAJIyTIgBSwEAojKMiAFLAQCyMsyIAUsBAMIzDIgBSwEA0jNMiAFLAQDiM4x4AMsBACx4AQthAL"
    "GseAENEQBgTIgBDSEAAYyIAU0hAAIwDHgAzSEALHgBDUECIAx4AQ1BAhA8eAENsQBgTIgBDcEAAYyIAU3BAAIwDHgAzcEALHgBDe"
    "ECIAx4AQ3hAhBceAEIcSBgTIgBCIEgAYyIAUiBIAIwDHgAyIEgLHgBCKEiIAx4AQihIhAceAELMSBgTIgBC0EgAZyIAUtBIAIwDH"
    "gAy0EgLHgBC2EiIAx4AQthIhAseAEMUSBgTIgBDGEgAYyIAUxhIAIwDHgAzGEgLHgBDIEiIAx4AQyBIhBMeAENMSAQHHgBDUEgsZ"
    "yIAQ1RIAGMiAFNUSACMAx4AM1RICx4AQ1xIiAMeAENcSIQaTgAgCoYAMAwKWgAwGIKCAEAcHBqGAEAgGB5WAEAwgAKGADA0MoIAQ"
    "EgcMoYAQEwwSlYAQHSABoYAQHh0SoYAQIgYSoYAUNQwSEqGAGDoMEhISoYAYUQYSEhKrgBAMVyCcgBBYBleggBBZB1ihgBhaAhIS"
    "WZeAEGEMA6CAEGIBYbuAEGJjAauAEAxkAKCAEGUBDLKAEAxoQJyAEGkGaKCAEGoEabuAEGprBKCAEG4EBquAEAxwAquAEAxxiAK0"
    "gBgMc4YBaHCUgAh6q4AQHYsBAauAEB2PAQCygBAMlQEAq4AQDJwBAauAEAyfAUCrgBAMoQGAAauAEAyjAYACq4AQDL8BBKuAEAzC"
    "ARKrgBAMxAEUq4AQDMYBFquAEAzIARirgBAMygEiq4AQDMwBEauAEAzOASSrgBAM0AFUq4AQDNIBbquAEAzUAZABq4AQDNYBsAGr"
    "gBAM2AHSAauAEAzaAUKrgBAM3AFKq4AQDN4BUquAEAzgAWKrgBAM4gEyq4AQDOQBOKuAEAzmAYgBq4AQDOgBNpWAEO0BCACdgAzu"
    "Ae0BnoAM7wHuAaCAEPABDO8Bu4AQ8AHxAQyggBDzAQztAauAEB2AAgirgBAdjAIQq4AQHZICGKuAEAyZAoD4AZeAEJ8CBgKrgBAM"
    "pQL/B6uAEAaoAoCAgJwDq4AQDKsCgIACq4AQDNECgICAAauAEB3XAhergBAM4AJ/q4AQBuUCAKuAEB3pAgOrgBAM6wIPq4AQDO8C"
    "B6uAEAb4AoCAgNQDq4AQDPwCd6uAEB2AAxSrgBAMjgMQq4AQHZADAquAEAygAwOrgBAMsAM/q4AQHckDBquAEB3LAwSdgAzhAwye"
    "gAziA+EDoIAQ4wMM4gO7gBDjA+QDDKCAEOwDDAyrgBAM7wMIq4AQDPQD/wGrgBAMgwSAQqCAEJUEBx20gBh6vwSqAZUBZLSAGHrK"
    "BKoBlQGcAZyAEOEEBnCggBDiBAfhBKuAEAzOBQacgBCxBh2OA6uAEB2yBoH///8Pq4AQHbMGmP///w+rgBAdtAat////D6uAEB21"
    "Br////8Pq4AQHbYGz////w+rgBAdtwbd////D6uAEB24Bur///8Pq4AQHbkG9v///w+rgBAdugYNq4AQHbsGGauAEB28BiargBAd"
    "vQY1q4AQHb4GRauAEB2/BlmrgBAdwAZxrIBMsQbBBrIGswa0BrUGtga3BrgGuQaLAboGuwa8Br0Gvga/BsAGoIAQyAYHsQargBAd"
    "4AYMq4AQHeEG/////w+rgBAd4gb+////D6uAEB3jBv3///8Pq4AQHeQG/P///w+rgBAd5Qb6////D6uAEB3mBvj///8Pq4AQHecG",
    "9P///w+sgEyxBugGjwGLAZAD6QLLA8kDgALgBo8B4QbiBuMG5AblBuYG5wargBAGzAeAgID8A6uAEAbNB4CAgPwLq4AQDIgIUKuA"
    "EAzECGCrgBAMzAhYq4AQDNYIaKuAEAznCGyrgBAd7Qggq4AQDK4JDbSAGHqvCaoBlQGuCauAEAywCTC0gBwMsQmpAa8JsAmOA7SA"
    "GHrKCaoBlQGuCauAEAzpCdABq4AQDO4JwAGrgBAMsgo0q4AQDMUKoAGrgBAMywofq4AQDM8K8AGrgBAd5AoFq4AQDPsKBZyAEPwK"
    "DPsKq4AQDP0KCauAEAz+ChurgBAM/wpRrIAg/AqAC5wBoAP9Cv4K/wqggBCCCwf8CquAEAbxC4CAgPADq4AQHfQLHKuAEAzWDIAE"
    "q4AQDNgM/wOrgBAd4QwJq4AQDKwNgAyrgBAGzg2AgID0A6uAEAzgDYA8q4AQDIcOaquAEAy4DoA+q4AQDPAOgByrgBAGjw+AgIDw"
    "C6uAEAynD4Aeq4AQDK4PgOADnoBEsBAMDAwMDAwMDAwMDAwMDAyggBCxEAmwELuAELEQshAJoIAQsxAJDLuAEGK2EAGrgBAdvRAH"
    "nYAM0RAdnoAM0hDREKCAENMQDNIQu4AQ0xDUEAyggBDWEAwdnYAM2xAdnoAM3BDbEKCAEN0QDNwQu4AQ3RDeEAyrgBAdhREKq4AQ"
    "HYsRC5yAEMwRBu8DoIAQzREHzBGdgAyHEgaegAyIEocSoIAQiRIMiBK7gBCJEooSDKCAEI4SDAadgAyzEgaegAy0ErMSoIAQtRIM"
    "tBK7gBC1ErYSDKuAEB29Eg6dgAzFEgaegAzGEsUSoIAQxxIMxhK7gBDHEsgSDLKAEAzTEgGzgBhh1BLTEpwBnAGegAzVEgyggBDW"
    "EgzVEruAENYS1xIMtoAUAgQAA/iBCAW7gBASrxAHu4AQEroQB7uAEBLDEAe7gBASxhAHu4AQEssQB7uAEBLQEAe7gBCVBNoQB7uA"
    "EBLzEAe7gBASgREHu4AQEpARB7uAEBKaEQe7gBASoREHu4AQEqMRB7uAEBLEEQe7gBDNEc4RB7uAEBLTEQe7gBBZ4REHu4AQEuIR"
    "B7uAEBLkEQe7gBBZ5REHu4AQEugRB7uAEBLxEQe7gBAH+xEHu4AQEvwRB7uAEBKgEge7gBAHqRIHu4AQB6sSB7uAEAfBEgfBgBSz"
    "ELQQshCQA72AEAy1ELQQwYAUZbcQthBkvYAQDLgQtxCAgRQMuRC1ELgQvoAMrxC5EMGAFGW7EGNkvYAQDLwQuxC+gAy6ELwQwYAU"
    "sxC+ELIQvRC9gBAMvxC+EKyBFHrAEL8QZPeBDMIQAPqBEMAQwRCiEfiBCMEQwYAUZcQQthCcAb2AEAzFEMQQvoAMwxDFEL2AEAzH"
    "EMMQwYAUsxDIELIQvRC9gBAMyRDIEIaBFAzKEMcQyRC+gAzGEMoQvYAQDMwQwxDBgBSzEM0QshC9EL2AEAzOEM0QiYEUDM8QzBDO"
    "EL6ADMsQzxC9gBAM1RDDEMGAGNYQ1xDUEI8B1RC9gBAd2BDXEPyAEAzZENgQvoAM0BDZEL2AEAzfENAQwYAY1hDgEN4QjwHfEL2A"
    "EB3hEOAQvoAM2hDhEL2AEB3iENoQwYAUsxDjELIQywO9gBAM5BDjEPyAEB3lEOQQsYEUeuYQ4hDlEKiBEHrnEOYQ94EM6RAA+oEQ"
    "5xDoEOkQ+IEI6BC9gBAd6hDaEMGAFLMQ6xCyEOQKvYAQDOwQ6xD8gBAd7RDsEK+BFHruEOoQ7RD5gQjpEPiBCOkQ9YEceu8Q5hDB"
    "EO4Q6BD3gQzxEAD6gRDvEPAQ8RD4gQjwEP2BBPiBCPEQvYAQHfQQ2hD8gBAM9RD0EMGAFLMQ9hCyEMsDvYAQDPcQ9hCCgRQM+BD1"
    "EPcQwYAUsxD5ELIQyQO9gBAM+hD5EISBFAz7EPgQ+hC9gBAM/BCvEICBFAz9EPsQ/BDBgBSzEP4QshCLAb2AEAz/EP4QhIEUDIAR"
    "/RD/EL6ADPMQgBHBgBSzEIIRshDhDL2AEAyDEYIRvYAQDIQRxhDBgBSzEIYRshCFEb2AEAyHEYYRhIEUDIgRhBGHEYCBFAyJEYMR"
    "iBG9gBAMihHLEMGAFLMQjBGyEIsRvYAQDI0RjBGEgRQMjhGKEY0RgIEUDI8RiRGOEb6ADIERjxHBgBSzEJERshDgBr2AEAySEZER"
    "vYAQDJMRwxDBgBSzEJQRshC6Br2AEAyVEZQRhIEUDJYRkxGVEYCBFAyXEZIRlhG9gBAMmBGvEICBFAyZEZcRmBG+gAyQEZkRvYAQ"
    "DJsR0BDBgBSzEJwRshDJA72AEAydEZwRhIEUDJ4RmxGdEb2AEAyfEa8QgIEUDKARnhGfEb6ADJoRoBG+gAyhEZwB+YEIwhD4gQii"
    "EcGAFGWkEbYQnAG9gBAMpRGkEYSBFAymEaUR7wO+gAyjEaYRvYAQDKcRrxDBgBSzEKgRshDpAr2AEAypEagRgoEUDKoRpxGpEcGA"
    "FLMQqxGyEIsBvYAQDKwRqxGEgRQMrRGqEawRvoAM8xCtEcGAFLMQrhGyEOEMvYAQDK8RrhG9gBAMsBGjEcGAFLMQsRGyEIURvYAQ"
    "DLIRsRGEgRQMsxGwEbIRgIEUDLQRrxGzEb6ADIERtBHBgBSzELURshDgBr2AEAy2EbURvYAQDLcRoxHBgBSzELgRshC6Br2AEAy5"
    "EbgRhIEUDLoRtxG5EYCBFAy7EbYRuhG9gBAMvBGvEICBFAy9EbsRvBG+gAyQEb0RvYAQDL4RrxC+gAyaEb4RwYAUsxC/EbIQgAK9"
    "gBAMwBG/Eb2AEAzBEaMRgoEUDMIRwBHBEYyAHAzDEQEm7wPCEb6ADKERwxH5gQjCEPiBCMIQvoAMxBFk+YEIxRH4gQjFEfaBEMcR"
    "yBEA+YEIyRH4gQjJEb2AEAzKEcQRsIEUessRyhHvA/qBEMsRxhHHEfiBCMYRvYAQDM8RxBHBgBQH0BHOEc8RvoAM0BHlAvmBCMgR"
    "+IEIyBG9gBAM0RHEEYCBFAzSEdERiwG+gAzEEdIR+YEIxRH4gQjHEb2AEAzUEboQvoAM0xHUEfmBCNUR+IEI1RH2gRDXEdgRAPmB"
    "CNkR+IEI2RG9gBAM2hHTEcGAFLMQ2xGyEI8BvYAQDNwR2xGGgRQM3RHcEVewgRR63hHaEd0R+oEQ3hHWEdcR+IEI1hG9gBAM3xHT"
    "EYSBFAzgEd8RV72AEAzjEfMQvoAM4hHjEb6ADOQR4BG5gBwC5hFe4hHkEeURvYAQWOcR5RG+gAzhEecRvoAM6BFk+YEI6RH4gQjp"
    "EfaBEOsR7BEA+YEI7RH4gQjtEb2AEAzuEegRvYAQDO8RoRGwgRR68BHuEe8R+oEQ8BHqEesR+IEI6hG9gBAM8hGBEb2AEAzzEegR"
    "wYAUsxD0EbIQhRG9gBAM9RH0EYSBFAz2EfMR9RGAgRQM9xHyEfYRvYAQDPgR0xGEgRQM+RH4EVeAgRQM+hH3EfkRvoAM8RH6Eb6A"
    "DPsR5QK+gAz8EWT5gQj9EfiBCP0R9oEQ/xGAEgD5gQiBEviBCIESvYAQDIIS/BGwgRR6gxKCElf6gRCDEv4R/xH4gQj+Eb2AEAyE"
    "EvwRwYAUB4US4RGEEr2AEAaGEoUSvYAQDIsS8RG9gBAMjBL8EYCBFAyNEosSjBLBgBiOEo8SihKPAY0SvYAQBpASjxKFgRQGkRKG"
    "EpASvYAQBpIS+xGBgRQGkxKSEpESvoAM+xGTEvmBCIAS+IEIgBK9gBAMlBL8EYCBFAyVEpQSiwG+gAz8EZUS+YEI/RH4gQj/Eb2A"
    "EAyWEugRvYAQBpcS+xHBgBQHmBLOEZYSvYAQBpkSmBKBgRQGmhKZEpcSwYAUB5sSzhGWEr6ADJsSmhL5gQjsEfiBCOwRvYAQDJwS"
    "6BGAgRQMnRKcEosBvoAM6BGdEvmBCOkR+IEI6xH5gQjYEfiBCNgRvYAQDJ4S0xGAgRQMnxKeEmi+gAzTEZ8S+YEI1RH4gQjXEb6A",
    "DKASZPmBCKES+IEIoRL2gRCjEqQSAPmBCKUS+IEIpRK9gBAMphKgEr2AEAynEqERsIEUeqgSphKnEvqBEKgSohKjEviBCKISvYAQ"
    "DKoSoBLBgBQHrBLOEaoSvYAQBq0SrBK+gAyrEq0SuYAUBq4SCqsSvoAMqRKuEr2AEAyvEroQqoEUerASrxJk94EMshIA+oEQsBKx"
    "ErIS+IEIsRK9gBAMtxKQEb2AEAy4EqASwYAUsxC5ErIQuga9gBAMuhK5EoSBFAy7ErgSuhKAgRQMvBK3ErsSwYAUsxC+ErIQvRK9"
    "gBAMvxK+EquBFHrAEr8SZPeBDMMSAPqBEMASwhLNEviBCMISvYAQBsQSqRK9gBAMyRKaEcGAGI4SyhLIEo8ByRK9gBAGyxLKEoGB"
    "FAbMEsQSyxK+gAzBEswS+YEIwxL4gQjNEr2AEAbOEqkSvoAMwRLOEvmBCMMS+IEIwxK9gBAGzxLBEsGAGI4S0BK2Eo8BvBK+gAzQ"
    "Es8S+YEIshL4gQiyEvmBCKQS+IEIpBK9gBAM0RKgEoCBFAzSEtESiwG+gAygEtIS+YEIoRL4gQijEv2BBLiABLaAFAYKAAi3gAwH"
    "CfiBCAu7gBASYAe7gBAScge7gBAHjgEHwYAUZWZjZL2AEAxnZr6ADGBnvYAQDGxgvYAQBm0JwYAUbm9rbL6ADG9t4IEQcHBxvoAM"
    "cnP5gQh0+IEIdPaBEHZ3APmBCHj4gQh4vYAQDHlyrIEUent5ZPqBEHt1dviBCHW9gBAMfGC9gBAMfXKwgRR6fnx994EMgAEA+oEQ"
    "fn+AAfiBCH+9gBAMgQFgvYAQDIIBYL2AEAyDAXKAgRQMhAGCAYMBwYAUboUBa4QBvYAQBoYBhQHBgBRuhwFrgQG9gBAGiAGHAYGB"
    "FAaJAYgBhgHBgBRuigFrgQG+gAyKAYkB+YEIgAH4gQiAAeCBEHBwcfmBCHf4gQh3vYAQDIwBcsKBFAyNAYwBiwG+gAxyjQH5gQh0"
    "+IEIdsGAFG6QAWuPAb2AEAaRAZABvoAMjgGRAeCBEHBwcb2AEAaSAY4B/oEIkgG4gAS2gBQMDgAN+IEID/eBDJsBAPuBdJUBmgEA"
    "lgEBlgEelgEClwEDlwEGlwEHlwEIlwEUlwEnlwEomAEqmAEpmQH4gQiaAf6BCKMB+IEIlgH+gQicAfiBCJcB/oEIV/iBCJgB/oEI"
    "nwH4gQiZAf6BCKEB+IEImwH/gQS4gAS2gBQMEAAN+IEIEfeBDL4BAPuB7AGVAb0BAKcBAagBHqgBAqkBFKkBKakBKqkBA6oBBqsB"
    "B6wBCK0BJ64BKK8BCrABC7EBFbEBDLIBDbMBDrQBELUBI7UBEbYBFrcBErgBE7kBHboBF7sBIrwB+IEIvQH+gQhk+IEIpwH+gQi/"
    "AfiBCKgB/oEIcPiBCKkB/oEIwgH4gQiqAf6BCMQB+IEIqwH+gQjGAfiBCKwB/oEIyAH4gQitAf6BCMoB+IEIrgH+gQjMAfiBCK8B"
    "/oEIzgH4gQiwAf6BCNAB+IEIsQH+gQjSAfiBCLIB/oEI1AH4gQizAf6BCNYB+IEItAH+gQjYAfiBCLUB/oEI2gH4gQi2Af6BCNwB"
    "+IEItwH+gQjeAfiBCLgB/oEI4AH4gQi5Af6BCOIB+IEIugH+gQjkAfiBCLsB/oEI5gH4gQi8Af6BCOgB+IEIvgH/gQS4gAS2gBQM"
    "FQATt4AMEhT4gQgWvYAQDPIBFMGAGPMB9AHxAY8B8gG9gBDtAfUB9AHxgBAM9gH1Af6BCPYBuIAEtoAUDBgAE7eADBIX+IEIGbuA"
    "EBL5AQe7gBAS/gEHvYAQDPoBF76ADPkB+gG5gBQM+wEV+QG9gBAM/AEXgIEUDP0B/AGcAb6ADP4B/QG5gBQM/wEV/gHEgRQMgQL/"
    "AYACxYEUDIIC+wGBAv6BCIICuIAEtoAUDBsAE7eADBIa+IEIHLuAEBKFAge7gBASigIHvYAQDIYCGr6ADIUChgK5gBQMhwIYhQK9"
    "gBAMiAIagIEUDIkCiAJwvoAMigKJArmAFAyLAhiKAsSBFAyNAosCjALFgRQMjgKHAo0C/oEIjgK4gAS2gBQdIAAet4AMEh/4gQgh"
    "vYAQDJECH8SBFAyTApECkgL8gBAdlAKTAsOBFB2VApQCkgL+gQiVAriABLaAFAYkACK3gAwSI/iBCCW7gBAHowIHu4AQB64CB72A"
    "EAyYAiPHgRQMmgKYApkCq4EUepsCmgJk94EMnQIA+oEQmwKcAp0C+IEInAK9gBAMngIjjIAYnwKgAgE+ngLRgBQGoQKgAgD+gQih"
    "AviBCJ0CvYAQDKQCI8eBFAymAqQCpQLwgBAGpwKmAoWBFAapAqcCqAK+gAyjAqkCvYAQDKoCI8eBFAysAqoCqwKrgRR6rQKsAmT3"
    "gQywAgD6gRCtAq8CswL4gQivAr2AEAaxAqMC/4AQBrICsQK+gAyuArIC+YEIsAL4gQizAr2AEAa0AqMCvoAMrgK0AvmBCLAC+IEI"
    "sAK9gBAGtQKuAv6BCLUCuIAEtoAUBicAIreADBIm+IEIKLuAEBK4Age7gBASuwIHvYAQDLkCJr6ADLgCuQK5gBQMugIYuAK+gAy7"
    "AroCuYAUBrwCJLsC/oEIvAK4gAS2gBQGKgAit4AMEin4gQgru4AQEr8CB72AEAzAAim+gAy/AsACuYAUDMECGL8CxIEUDMICwQKM"
    "AvyAEAbDAsIC/oEIwwK4gAS2gBQGLQAit4AMEiz4gQguu4AQEsYCB72AEAzHAiy+gAzGAscCuYAUDMgCG8YC/IAQBskCyAL+gQjJ"
    "AriABLaAFAYwACK3gAwSL/iBCDG7gBASzgIHvYAQDMwCL7CBFHrNAswCcPeBDNACAPqBEM0CzwLUAviBCM8CvYAQDNICL8SBFAzT"
    "AtEC0gK+gAzOAtMC+YEI0AL4gQjUAr2AEAzVAi+CgRQM1gLVApwBxIEUDNgC1gLXAr6ADM4C2AL5gQjQAviBCNACvYAQDNkCzgL8"
    "gBAG2gLZAv6BCNoCuIAEtoAUBjMAIreADBIy+IEINLuAEBLnAge7gBAS7QIHu4AQB/MCB72AEAzdAjKqgRR63gLdAmS9gBAM3wIy"
    "qoEUeuEC3wLgAqaBFHriAt4C4QL3gQzkAgD6gRDiAuMC5AL4gQjjAv6BCOUC+IEI5AK9gBAM6AIywoEUDOoC6ALpAseBFAzsAuoC"
    "6wK+gAznAuwCvYAQDO4CMseBFAzwAu4C7wK+gAztAvACvYAQDPEC5wKqgRR68gLxAmT3gQz1AgD6gRDyAvQC+gL4gQj0Ar2AEAz2"
    "Au0C8IAQBvcC9gKFgRQG+QL3AvgCvoAM8wL5AvmBCPUC+IEI+gK9gBAM+wLnAoCBFAz9AvsC/ALEgRQM/gL9AtcCvYAQDP8C7QLE"
    "gRQMgQP/AoADxYEUDIID/gKBA/yAEAaDA4IDvoAM8wKDA/mBCPUC+IEI9QK9gBAGhAPzAv6BCIQDuIAEtoAUDDgANbeADBI2t4AM"
    "Ejf4gQg5u4AQEosDB72AEAyHAza9gBAMiAM3x4EUDIkDiAPrAoCBFAyKA4cDiQO+gAyLA4oDuYAUDIwDFYsDvYAQDI0DN8eBFAyP"
    "A40DjgPCgRQMkQOPA5ADwoEUDJIDjAORA8eBFAyTA5ID6wL+gQiTA7iABLaAFAw+ADq3gAwSO7eADBI8t4AMEj34gQg/u4AQEp0D"
    "B72AEAyWAzu9gBAMlwM8woEUDJgDlwOQA4SBFAyZA1eYA4CBFAyaA5YDmQO9gBAMmwM9gIEUDJwDmgObA76ADJ0DnAO5gBQMngMV"
    "nQO9gBAMnwM8x4EUDKEDnwOgA4SBFAyiA3ChA8KBFAyjA54DogPHgRQMpAOjA6AD/oEIpAO4gAS2gBQMQgA1t4AMEkC3gAwSQfiB"
    "CEO7gBASrgMHu4AQErYDB7uAEBLAAwe7gBASxwMHu4AQEtIDB7uAEBLYAwe9gBAMpwNBsIEUeqgDpwO/AfeBDKoDAPqBEKgDqQOq",
    "A/iBCKkDvYAQDKsDQL2AEAysA0GAgRQMrQOrA6wDvoAMrgOtA7mAFAyvAxWuA8eBFAyxA68DsAO9gBAMsgNAvYAQDLMDQYCBFAy0"
    "A7IDswOAgRQMtQO0A78BvoAMtgO1A7mAFAy3AxW2A8eBFAy4A7cDsAPEgRQMuQO4A4ACxYEUDLoDsQO5A/6BCLoD+IEIqgO9gBAM"
    "vANAvYAQDL0DQYCBFAy+A7wDvQOAgRQMvwO+A78BvoAMwAO/A7mAFAzBAxXAA8eBFAzCA8ED6wK9gBAMwwNAvYAQDMQDQYCBFAzF"
    "A8MDxAOCgRQMxgPFA78BvoAMxwPGA7mAFAzIAxXHA8KBFAzKA8gDyQPEgRQMzAPKA8sDxYEUDM0DwgPMA72AEAzOA0C9gBAMzwNB"
    "gIEUDNADzgPPA4CBFAzRA9ADvwG+gAzSA9EDuYAUDNMDFdIDwoEUDNQD0wPLA72AEAzVA0C9gBAM1gNBgIEUDNcD1QPWA76ADNgD"
    "1wO5gBQM2QMV2APCgRQM2gPZA8kDxIEUDNsD2gPLA8WBFAzcA9QD2wPEgRQM3QPcA4ACxYEUDN4DzQPdA/6BCN4DuIAEtoAUDEcA"
    "OreADBJEt4AMEkW3gAwSRviBCEi9gBAM5QNEvYAQDOYDRYSBFAznA3DmA4CBFAzoA+UD5wO9gBAM6QNGwoEUDOoD6QOQA4CBFAzr"
    "A+gD6gPBgBjsA+0D5AOPAesDvYAQDO4D7QO9gBAM8ANGx4EUDPED8AOgA4SBFAzyA+8D8QPCgRQM8wPuA/IDx4EUDPUD8wP0A/6B"
    "CPUDuIAEtoAUDEwAOreADBJJt4AMEkq3gAwSS/iBCE29gBAM+ANJvYAQDPkDSoCBFAz6A/gD+QPBgBjsA/sD5AOPAfoDvYAQDPwD"
    "+wO9gBAM/QNLhIEUDP4D7wP9A8KBFAz/A/wD/gPHgRQMgAT/A/QD/oEIgAS4gAS2gBQMTwATt4AMEk74gQhQvYAQDIQETsKBFAyF"
    "BIQEkAOAgRQMhgSDBIUEwYAY7AOHBOQDjwGGBL2AEAyIBIcEvYAQDIkETseBFAyKBIkEoAOEgRQMiwTvA4oEwoEUDIwEiASLBMeB"
    "FAyNBIwE9AP+gQiNBLiABLaAFAZVAFG3gAwSUreADBJTt4AMElT4gQhWu4AQlQSWBAe9gBAMkARTvYAQDJEEVMKBFAySBJAEkQTH"
    "gRQMkwSSBJwBq4EUepQEkwRk94EMmAQA+oEQlASXBJwE+IEIlwS9gBAMmQRS/IAQHZoEmQT+gBAdmwSaBL6ADJYEmwT5gQiYBPiB"
    "CJwEvYAQDJ0EUvyAEB2eBJ0EvoAMlgSeBPmBCJgE+IEImAS9gBAdnwSWBO+AEAagBJ8E/oEIoAS4gAS2gBQCXgBat4AMElu3gAwS"
    "XLeADFld+IEIX7uAEBKjBAe7gBASpQQHu4AQEqoEB7uAEBK2BAe7gBAHwAQHu4AQEscEB7uAEAfLBAe7gBAS0gQHu4AQEtkEB7uA"
    "EOIE4wQHu4AQ4gSABQe7gBASgQUHu4AQWY0FB7uAEBKRBQe7gBASkgUHu4AQEpwFB7uAEBKjBQe7gBASsgUHu4AQErMFB7uAEBK7"
    "BQe7gBASwAUHu4AQEsMFB7uAEBLQBQe7gBAS0QUHu4AQEuEFB7uAEBLoBQe7gBAS7wUHu4AQEvsFB7uAEBL8BQe7gBASigYHu4AQ"
    "EpsGB7uAEBKdBge7gBASpAYHu4AQEsQGB7uAEBLFBge7gBDIBskGB7uAEBLRBge7gBAS1AYHu4AQEusGB7uAEBLsBge7gBDIBu8G"
    "B7uAEBL3Bge7gBAShgcHu4AQEogHB7uAEBKhBwe7gBDIBqgHB7uAEBKwBwe7gBASxQcHu4AQEtMHB7uAEBLoBwe7gBAS/QcHu4AQ"
    "EoQIB7uAEBKKCAe7gBASlAgHu4AQEqcIB7uAEBKoCAe7gBASqggHu4AQEsAIB7uAEBLICAe7gBAS0AgHu4AQEtsIB7uAEBLpCAe7"
    "gBAS/ggHu4AQEv8IB7uAEBKBCQe7gBASiAkHu4AQEpcJB7uAEBKYCQe7gBASmwkHu4AQEqYJB7uAEBLDCQe7gBASywkHu4AQEtIJ"
    "B7uAEBLrCQe7gBAS9QkHu4AQEvcJB7uAEBKRCge7gBASoQoHu4AQErQKB7uAEBLHCge7gBAS0QoHu4AQEuAKB7uAEBLpCge7gBAS"
    "+QoHu4AQgguDCwe7gBASkwsHu4AQEqALB7uAEBKiCwe7gBASpAsHu4AQErMLB7uAEBK8Cwe7gBASxAsHu4AQEtsLB7uAEBLcCwe7"
    "gBDIBt8LB7uAEBLsCwe7gBAS7gsHu4AQEowMB7uAEBKQDAe7gBASkQwHu4AQEpIMB7uAEBKaDAe7gBASngwHu4AQEp8MB7uAEBKg"
    "DAe7gBASrgwHu4AQErYMB7uAEBLTDAe7gBAS3AwHu4AQEt0MB7uAEBLeDAe7gBAS4wwHu4AQEucMB7uAEBLoDAe7gBAS6QwHu4AQ"
    "EvcMB7uAEBL/DAe7gBASnA0Hu4AQEqINB7uAEBKvDQe7gBASsA0Hu4AQErINB7uAEBK4DQe7gBASvA0Hu4AQEr0NB7uAEBK+DQe7"
    "gBASyQ0Hu4AQEssNB7uAEBLpDQe7gBAS7Q0Hu4AQEu4NB7uAEBLvDQe7gBAS9w0Hu4AQEvsNB7uAEBL8DQe7gBAS/Q0Hu4AQEoMO"
    "B7uAEBKMDge7gBASqQ4Hu4AQEq8OB7uAEBK7Dge7gBASvA4Hu4AQEr4OB7uAEBLFDge7gBASzQ4Hu4AQEs4OB7uAEBLPDge7gBAS"
    "2g4Hu4AQEtwOB7uAEBL5Dge7gBAShQ8Hu4AQEoYPB7uAEBKHDwe7gBASiQ8Hu4AQEpgPB7uAEBKdDwe7gBASpA8Hu4AQEqwPB7uA"
    "EBK5Dwe7gBASwg8Hu4AQEuQPB7uAEBLvDwe7gBAS9w8Hu4AQEvgPB7uAEBL5Dwe7gBAS+w8Hu4AQB5wQB7mAEAykBA6+gAyjBKQE"
    "vYAQDKYEXL2AEAynBKMEiYEUDKgEpgSnBIaBFAypBKgEV76ADKUEqQS9gBAMqwRbvYAQDKwEXL2AEAytBKMEhoEUDK4ErAStBLmA"
    "EAyvBBCEgRQMsASuBK8EgIEUDLEEqwSwBL6ADKoEsQS9gBAMsgSjBKqBFHqzBLIEnAH3gQy1BAD6gRCzBLQEtQT4gQi0BL6ADLYE"
    "ZPmBCLcE+IEItwT2gRC5BLoEAPmBCLsE+IEIuwS9gBAMvAS2BLCBFHq9BLwEV/qBEL0EuAS5BPiBCLgEvYAQDL4EtgT3gQzCBAD6"
    "gRC/BMEEyQT4gQjBBL2AEAzDBKoEvYAQDMQEtgSEgRQMxQS/AcQEgIEUDMYEwwTFBL6ADMcExgS5gBQGyAQtxwS+gAzABMgE+YEI"
    "wgT4gQjJBPeBDM0EAPqBEMoEzATUBPiBCMwEvYAQDM4EqgS9gBAMzwS2BISBFAzQBHDPBICBFAzRBM4E0AS+gAzSBNEEuYAUBtME"
    "J9IEvoAMywTTBPmBCM0E+IEI1AS9gBAM1QSqBL2AEAzWBLYEhIEUDNcEcNYEgIEUDNgE1QTXBL6ADNkE2AS5gBQG2gQq2QS+gAzL"
    "BNoE+YEIzQT4gQjNBL2AEAbbBMsEvoAMwATbBPmBCMIE+IEIwgS9gBAG3ATABMGAFAfdBF2+BL6ADN0E3AT5gQi6BPiBCLoEvYAQ"
    "DN4EtgSAgRQM3wTeBIsBvoAMtgTfBPmBCLcE+IEIuQT9gQT4gQi1BMGAFAfkBOMEiwG+gAzkBOUCwYAUB+UE4wSPAb6ADOUE5QL3"
    "gQz/BAD7gdQBlQH+BALmBAPnBAboBAfpBAjqBBTrBCfsBCjtBCnuBCrvBArwBAvxBAzyBA3yBA7zBCL0BCP1BBf2BBD3BBH4BBb5"
    "BBL6BBX7BBP8BB39BPiBCP4EvoAMtgRk+YEIhxD4gQiHEPaBEIkQihAA+YEIixD4gQiLEL2AEAyMELYEsIEUeo0QjBBX+oEQjRCI",
    "EIkQ+IEIiBC9gBAMjhC2BMGAFAePEI0FjhC+gAyPEOUC+YEIihD4gQiKEL2AEAyQELYEgIEUDJEQkBCLAb6ADLYEkRD5gQiHEPiB"
    "CIkQwYAUB5IQgAWLAb6ADJIQ5QLBgBQHkxCABY8BvoAMkxDlAvmBCP8E+IEI5gS9gBAMggWqBL6ADIEFggW5gBQGgwUngQXBgBQH"
    "hAWABYsBvoAMhAWDBcGAFAeFBYAFjwG+gAyFBYMFvoAMtgRk+YEIhgX4gQiGBfaBEIgFiQUA+YEIigX4gQiKBb2AEAyLBbYEsIEU"
    "eowFiwVX+oEQjAWHBYgF+IEIhwW9gBAMjgW2BL2AEAyPBaoEgIEUDJAFjwVwvoAMkQWQBb2AEAyTBbYEvoAMkgWTBbmAGAyUBTiR"
    "BZIF/IAQHZUFlAWCgRQdlgWVBYAC74AQBpcFlgXBgBQHmAWNBY4FvoAMmAWXBfmBCIkF+IEIiQW9gBAMmQW2BICBFAyaBZkFiwG+"
    "gAy2BJoF+YEIhgX4gQiIBfmBCP8E+IEI5wS9gBAMnQWqBL6ADJwFnQW5gBQGngUnnAXBgBQHnwWABYsBvoAMnwWeBcGAFAegBYAF"
    "jwG+gAygBZ4FvYAQDKEFqgSAgRQMogWhBXC+gAyjBaIFuYAUBqQFJ6MF/4AQBqUFpAXBgBQHpgXjBIsBvoAMpgWlBcGAFAenBeME"
    "jwG+gAynBaUFvoAMtgRk+YEIqAX4gQioBfaBEKoFqwUA+YEIrAX4gQisBb2AEAytBbYEsIEUeq4FrQVX+oEQrgWpBaoF+IEIqQW9"
    "gBAMrwW2BL2AEAywBaoEgIEUDLEFsAW/Ab6ADLIFsQW9gBAMtAW2BL6ADLMFtAW5gBgMtQU4sgWzBfCAEAa2BbUFwYAUB7cFjQWv"
    "Bb6ADLcFtgX5gQirBfiBCKsFvYAQDLgFtgSAgRQMuQW4BYsBvoAMtgS5BfmBCKgF+IEIqgX5gQj/BPiBCOgEvYAQDLwFqgS+gAy7"
    "BbwFuYAUBr0FJ7sFwYAUB74FgAWLAb6ADL4FvQXBgBQHvwWABY8BvoAMvwW9Bb2AEAzBBaoEgIEUDMIFwQVwvoAMwwXCBbmAFAzE"
    "BRvDBb6ADMAFxAW+gAy2BGT5gQjFBfiBCMUF9oEQxwXIBQD5gQjJBfiBCMkFvYAQDMoFtgSwgRR6ywXKBVf6gRDLBcYFxwX4gQjG"
    "Bb2AEAzMBbYEvYAQDM0FqgSAgRQMzwXNBc4FvoAM0AXPBb2AEAzSBbYEvoAM0QXSBbmAGAzTBTjQBdEFvYAQDNQFwAW9gBAM1QW2"
    "BMKBFAzWBdQF1QXHgRQM1wXWBZwBxIEUDNgF1wXLA8WBFAzZBdMF2AX8gBAd2gXZBYKBFB3bBdoFjALvgBAG3AXbBcGAFAfdBY0F"
    "zAW+gAzdBdwF+YEIyAX4gQjIBb2AEAzeBbYEgIEUDN8F3gWLAb6ADLYE3wX5gQjFBfiBCMcF+YEI/wT4gQjpBL2AEAziBaoEvoAM"
    "4QXiBbmAFAbjBSfhBcGAFAfkBYAFiwG+gAzkBeMFwYAUB+UFgAWPAb6ADOUF4wW9gBAM5gWqBICBFAznBeYFcL6ADOgF5wW5gBQG"
    "6QUn6AX/gBAG6gXpBcGAFAfrBeMEiwG+gAzrBeoFwYAUB+wF4wSPAb6ADOwF6gW9gBAM7QWqBICBFAzuBe0FvwG+gAzvBe4FuYAU"
    "DPAFG+8FvoAMwAXwBb6ADLYEZPmBCPEF+IEI8QX2gRDzBfQFAPmBCPUF+IEI9QW9gBAM9gW2BLCBFHr3BfYFV/qBEPcF8gXzBfiB"
    "CPIFvYAQDPgFtgS9gBAM+QWqBICBFAz6BfkF7wO+gAz7BfoFvYAQDP0FtgS+gAz8Bf0FuYAYDP4FOPsF/AW9gBAM/wXABb2AEAyA"
    "BrYEwoEUDIEG/wWABseBFAyCBoEGnAHEgRQMgwaCBssDxYEUDIQG/gWDBvCAEAaFBoQGwYAUB4YGjQX4Bb6ADIYGhQb5gQj0BfiB"
    "CPQFvYAQDIcGtgSAgRQMiAaHBosBvoAMtgSIBvmBCPEF+IEI8wX5gQj/BPiBCOoEvYAQDIsGqgS+gAyKBosGuYAUBowGJ4oGwYAU"
    "B40GgAWLAb6ADI0GjAbBgBQHjgaABY8BvoAMjgaMBr6ADLYEZPmBCI8G+IEIjwb2gRCRBpIGAPmBCJMG+IEIkwa9gBAMlAa2BLCB"
    "FHqVBpQGV/qBEJUGkAaRBviBCJAGvYAQDJYGtgS9gBAMlwaqBICBFAyYBpcGcL2AEAyZBrYEgIEUDJoGmAaZBr6ADJsGmga5gBQM"
    "nAYVmwa+gAydBpwGuYAUHZ4GIJ0G74AQBp8GngbBgBQHoAaNBZYGvoAMoAafBvmBCJIG+IEIkga9gBAMoQa2BICBFAyiBqEGiwG+"
    "gAy2BKIG+YEIjwb4gQiRBvmBCP8E+IEI6wS9gBAMpQaqBL6ADKQGpQa5gBQGpgYnpAbBgBQHpwaABYsBvoAMpwamBsGAFAeoBoAF"
    "jwG+gAyoBqYGvoAMtgRk+YEIqQb4gQipBvaBEKsGrAYA+YEIrQb4gQitBr2AEAyuBrYEsIEUeq8GrgZX+oEQrwaqBqsG+IEIqga9"
    "gBAMsAa2BL2AEAzCBqoEgIEUDMMGwgZwvoAMxAbDBr2AEAzGBrYEvoAMxQbGBrmAGAzHBjjEBsUGvoAMyQbBBsGAFJUEygbJBscG"
    "vYAQHcsGygbvgBAGzAbLBsGAFAfNBo0FsAa+gAzNBswG+YEIrAb4gQisBr2AEAzOBrYEgIEUDM8GzgaLAb6ADLYEzwb5gQipBviB"
    "CKsG+YEI/wT4gQjsBL2AEAzSBqoEvoAM0QbSBrmAFAzTBhXRBr6ADNQG0wa5gBQG1QYw1AbBgBQH1gaABYsBvoAM1gbVBsGAFAfX"
    "BoAFjwG+gAzXBtUGvoAMtgRk+YEI2Ab4gQjYBvaBENoG2wYA+YEI3Ab4gQjcBr2AEAzdBrYEsIEUet4G3QZX+oEQ3gbZBtoG+IEI"
    "2Qa9gBAM3wa2BL2AEAzpBqoEgIEUDOoG6QacAb6ADOsG6ga9gBAM7Qa2BL6ADOwG7Qa5gBgM7gY46wbsBr6ADO8G6AbBgBSVBPAG"
    "7wbuBr2AEB3xBvAG74AQBvIG8QbBgBQH8waNBd8GvoAM8wbyBvmBCNsG+IEI2wa9gBAM9Aa2BICBFAz1BvQGiwG+gAy2BPUG+YEI"
    "2Ab4gQjaBvmBCP8E+IEI7QS+gAz3BmT5gQj4BviBCPgG9oEQ+gb7BgD5gQj8BviBCPwGvYAQDP0G9wawgRR6/gb9BnD6gRD+BvkG"
    "+gb4gQj5Br2AEAz/BvcGvYAQDIAHqgS9gBAMgQelBISBFAyCB3CBB4CBFAyDB4AHgge9gBAMhAf3BoCBFAyFB4MHhAe+gAyGB4UH"
    "uYAUDIcHFYYHvoAMiAeHB7mAFAaJBzOIB8GAFAeKB4AF/wa+gAyKB4kH+YEI+wb4gQj7Br2AEAyLB/cGgIEUDIwHiweLAb6ADPcG"
    "jAf5gQj4BviBCPoGvoAMtgRk+YEIjQf4gQiNB/aBEI8HkAcA+YEIkQf4gQiRB72AEAySB7YEsIEUepMHkgdX+oEQkweOB48H+IEI"
    "jge9gBAMlAe2BL2AEAyVB6oEgIEUDJYHlQe/Ab2AEAyXB6UEhIEUDJgHjgOXB4CBFAyZB5YHmAe9gBAMmge2BMKBFAybB5oHywOE"
    "gRQMnAfvA5sHgIEUDJ0HmQecB72AEAyeB7YEx4EUDJ8HngfvAoCBFAygB50Hnwe+gAyhB6AHuYAUDKIHFaEHvYAQDKMHtgTHgRQM"
    "pAejB+8DwoEUDKUHpAeLAcKBFAymB6IHpQfHgRQMpwemB+sCvoAMqAfoBsGAFJUEqQeoB6cHvYAQHaoHqQfvgBAGqweqB8GAFAes"
    "B40FlAe+gAysB6sH+YEIkAf4gQiQB72AEAytB7YEgIEUDK4HrQeLAb6ADLYErgf5gQiNB/iBCI8H+YEI/wT4gQjuBL2AEAyxB6oE",
    "voAMsAexB7mAFAayByewB8GAFAezB4AFiwG+gAyzB7IHwYAUB7QHgAWPAb6ADLQHsge+gAy2BGT5gQi1B/iBCLUH9oEQtwe4BwD5"
    "gQi5B/iBCLkHvYAQDLoHtgSwgRR6uwe6B1f6gRC7B7YHtwf4gQi2B72AEAy8B7YEvYAQDL0HqgSAgRQMvge9B3C9gBAMvwelBISB"
    "FAzAB78BvweAgRQMwQe+B8AHvYAQDMIHtgTCgRQMwwfCB+kCgIEUDMQHwQfDB76ADMUHxAe5gBQMxgcVxQe9gBAMxwe2BMeBFAzI"
    "B8cH7wLCgRQMyQfGB8gHx4EUDMoHyQecAauBFHrLB8oHZKmBGAbOB8sHzAfNB8GAFAfPB40FvAe+gAzPB84H+YEIuAf4gQi4B72A"
    "EAzQB7YEgIEUDNEH0AeLAb6ADLYE0Qf5gQi1B/iBCLcH+YEI/wT4gQjvBL2AEAzUB6oEvoAM0wfUB7mAFAbVByfTB8GAFAfWB4AF"
    "iwG+gAzWB9UHwYAUB9cHgAWPAb6ADNcH1Qe+gAy2BGT5gQjYB/iBCNgH9oEQ2gfbBwD5gQjcB/iBCNwHvYAQDN0HtgSwgRR63gfd"
    "B1f6gRDeB9kH2gf4gQjZB72AEAzfB7YEvYAQDOAHqgSAgRQM4QfgB3C9gBAM4gelBISBFAzjB+8D4geAgRQM5AfhB+MHvYAQDOUH"
    "tgTCgRQM5gflB5ADgIEUDOcH5AfmB76ADOgH5we5gBQM6QcV6Ae9gBAM6ge2BMeBFAzrB+oHoAOEgRQM7Adw6wfCgRQM7QfpB+wH"
    "x4EUDO4H7QegA/yAEB3vB+4HgoEUHfAH7weLAe+AEAbxB/AHwYAUB/IHjQXfB76ADPIH8Qf5gQjbB/iBCNsHvYAQDPMHtgSAgRQM"
    "9AfzB4sBvoAMtgT0B/mBCNgH+IEI2gf5gQj/BPiBCPAEvoAM9wZk+YEI9gf4gQj2B/aBEPgH+QcA+YEI+gf4gQj6B72AEAz7B/cG"
    "sIEUevwH+wdw+oEQ/Af3B/gH+IEI9we9gBAM/geqBL2AEAz/B6UEhIEUDIAIcP8HgIEUDIEI/geACL2AEAyCCPcGgIEUDIMIgQiC"
    "CL6ADIQIgwi5gBQMhQgVhAi+gAz9B4UIvYAQDIYI9wa9gBAMhwiqBICBFAyJCIcIiAi+gAyKCIkIuYAUBosIJ4oIvYAQDIwI/QfH"
    "gRQMjQiMCOsC8IAQBo4IjQiFgRQGjwiLCI4IwYAUB5AIgAWGCL6ADJAIjwi9gBAMkQj3Br2AEAySCKoEgIEUDJMIkgjeAb6ADJQI"
    "kwi5gBQGlQgnlAi9gBAMlgj9B8KBFAyXCJYIywPwgBAGmAiXCIWBFAaZCJUImAjBgBQHmgjjBJEIvoAMmgiZCPmBCPkH+IEI+Qe9"
    "gBAMmwj3BoCBFAycCJsIiwG+gAz3BpwI+YEI9gf4gQj4B76ADLYEZPmBCJ0I+IEInQj2gRCfCKAIAPmBCKEI+IEIoQi9gBAMogi2"
    "BLCBFHqjCKIIV/qBEKMIngifCPiBCJ4IvYAQDKQItgS9gBAMpQiqBICBFAymCKUIjgO+gAynCKYIvYAQDKkIpQS+gAyoCKkIvYAQ"
    "DKsItgS+gAyqCKsIuYAcDKwIPqcIqAiqCPCAEAatCKwIwYAUB64IjQWkCL6ADK4IrQj5gQigCPiBCKAIvYAQDK8ItgSAgRQMsAiv"
    "CIsBvoAMtgSwCPmBCJ0I+IEInwj5gQj/BPiBCPEEvYAQDLIIpQSEgRQMswhwsgi+gAz3BrMI+YEItAj4gQi0CPaBELYItwgA+YEI"
    "uAj4gQi4CL2AEAy5CPcGvYAQDLoIpQSEgRQMuwhwugiAgRQMvAi7CHCwgRR6vQi5CLwI+oEQvQi1CLYI+IEItQi9gBAMvgj3BrCB"
    "FHq/CL4I7wP3gQzCCAD6gRC/CMEIygj4gQjBCL2AEAzDCKoEgIEUDMUIwwjECL2AEAzGCPcGgIEUDMcIxQjGCL6ADMgIxwi5gBQM"
    "yQgVyAi+gAzACMkI+YEIwgj4gQjKCL2AEAzLCKoEgIEUDM0IywjMCL2AEAzOCPcGgIEUDM8IzQjOCL6ADNAIzwi5gBQM0QgV0AjC"
    "gRQM0gjRCMsDvoAMwAjSCPmBCMII+IEIwgi9gBAM0wjACMeBFAzUCNMI6wK9gBAM1QiqBICBFAzXCNUI1gi9gBAM2Aj3BseBFAzZ"
    "CNgIoAOAgRQM2gjXCNkIvoAM2wjaCLmAFAzcCBXbCL2AEAzdCPcGwoEUDN4I3QiQA4SBFAzfCHDeCMKBFAzgCNwI3wjHgRQM4Qjg"
    "CKADxIEUDOII4QjLA8WBFAzjCNQI4gi+gAz9B+MIvYAQDOQI9wbHgRQM5QjkCJwBvYAQDOYIqgSAgRQM6AjmCOcIvoAM6QjoCLmA"
    "FAbqCCfpCL2AEAzrCP0H/IAQHewI6wiCgRQd7gjsCO0I74AQBu8I7giFgRQG8AjqCO8IwYAUB/EIgAXlCL6ADPEI8Aj5gQi3CPiB"
    "CLcIvYAQDPII9waAgRQM8wjyCIsBvoAM9wbzCPmBCLQI+IEItgi+gAy2BGT5gQj0CPiBCPQI9oEQ9gj3CAD5gQj4CPiBCPgIvYAQ"
    "DPkItgSwgRR6+gj5CFf6gRD6CPUI9gj4gQj1CL2AEAz7CLYEvYAQDPwIqgSAgRQM/Qj8CFe+gAz+CP0IvYAQDIAJpQS+gAz/CIAJ"
    "vYAQDIIJtgS+gAyBCYIJuYAcDIMJPv4I/wiBCfyAEB2ECYMJvYAQDIUJqgS9gBAMhgm2BICBFAyHCYUJhgm+gAyICYcJuYAUDIkJ"
    "FYgJvYAQDIoJpQTCgRQMiwmJCYoJx4EUDIwJiwmcAauBFHqNCYwJZKmBGB2OCY0JjwHLA4KBFB2PCYQJjgnvgBAGkAmPCcGAFAeR"
    "CY0F+wi+gAyRCZAJ+YEI9wj4gQj3CL2AEAySCbYEgIEUDJMJkgmLAb6ADLYEkwn5gQj0CPiBCPYI+YEI/wT4gQjyBL2AEAyVCaoE"
    "gIEUDJYJlQm/Ab6ADJcJlgm9gBAMmQmlBL6ADJgJmQm5gBgMmglClwmYCb6ADP0Hmgm9gBAMnAmqBL6ADJsJnAm5gBQGnQknmwm9"
    "gBAMngn9B8eBFAyfCZ4J9APwgBAGoAmfCYWBFAahCZ0JoAnBgBQHogmABYsBvoAMogmhCcGAFAejCYAFjwG+gAyjCaEJvYAQDKQJ"
    "qgSAgRQMpQmkCXC+gAymCaUJuYAUBqcJJ6YJvYAQDKgJ/QfCgRQMqQmoCYAC8IAQBqoJqQmFgRQGqwmnCaoJwYAUB6wJ4wSLAb6A"
    "DKwJqwnBgBQHrQnjBI8BvoAMrQmrCb6ADMAFsQm+gAy2BGT5gQiyCfiBCLIJ9oEQtAm1CQD5gQi2CfiBCLYJvYAQDLcJtgSwgRR6"
    "uAm3CVf6gRC4CbMJtAn4gQizCb2AEAy5CbYEvYAQDLoJqgS9gBAMuwnABYCBFAy8CboJuwm9gBAMvQmlBMKBFAy+Cb0JiwGEgRQM"
    "vwlXvgmAgRQMwAm8Cb8JvYAQDMEJtgSAgRQMwgnACcEJvoAMwwnCCbmAFAzECRXDCb2AEAzFCaUEx4EUDMYJxQmcAYSBFAzHCb8B"
    "xgnCgRQMyAnECccJx4EUDMkJyAnrAveBDM0JAPqBEMoJzAnYCfiBCMwJvYAQDM4JqgSAgRQMzwnOCY4DvYAQDNAJtgSAgRQM0QnP"
    "CdAJvoAM0gnRCbmAFAzTCRXSCb2AEAzUCaUEwoEUDNUJ0wnUCceBFAzWCdUJnAHEgRQM1wnWCcsDvoAMywnXCfmBCM0J+IEI2Am+"
    "gAzLCWT5gQjNCfiBCM0JvYAQDNkJywnFgRQM2gnJCdkJ8IAQBtsJ2gnBgBQH3AmNBbkJvoAM3AnbCfmBCLUJ+IEItQm9gBAM3Qm2"
    "BICBFAzeCd0JiwG+gAy2BN4J+YEIsgn4gQi0CfmBCP8E+IEI8wS+gAz3BmT5gQjgCfiBCOAJ9oEQ4gnjCQD5gQjkCfiBCOQJvYAQ",
    "DOUJ9wawgRR65gnlCXD6gRDmCeEJ4gn4gQjhCb2AEAznCfcGvYAQDOgJqgSAgRQM6gnoCekJvoAM6wnqCbmAFAbsCSfrCb2AEAzt"
    "CaoEgIEUDO8J7QnuCb2AEAzwCaUEhIEUDPEJcPAJgIEUDPIJ7wnxCb2AEAzzCfcGgIEUDPQJ8gnzCb6ADPUJ9Am5gBQM9gkV9Qm+"
    "gAz3CfYJuYAUHfgJIPcJ74AQBvkJ+AmFgRQG+gnsCfkJwYAUB/sJgAXnCb6ADPsJ+gn5gQjjCfiBCOMJvYAQDPwJ9waAgRQM/Qn8"
    "CYsBvoAM9wb9CfmBCOAJ+IEI4gm+gAy2BGT5gQj+CfiBCP4J9oEQgAqBCgD5gQiCCviBCIIKvYAQDIMKtgSwgRR6hAqDClf6gRCE"
    "Cv8JgAr4gQj/Cb2AEAyFCrYEvYAQDIYKqgS9gBAMhwqlBMKBFAyICocKkAOEgRQMiQqfAYgKgIEUDIoKhgqJCr2AEAyLCqUEx4EU"
    "DIwKiwqcAYSBFAyNCleMCoCBFAyOCooKjQq9gBAMjwq2BICBFAyQCo4Kjwq+gAyRCpAKuYAUDJIKFZEKvYAQDJMKpQTCgRQMlAqT"
    "CosBx4EUDJUKlAqcAYSBFAyWCr8BlQrCgRQMlwqSCpYKx4EUDJgKlwrrAr2AEAyZCqoEgIEUDJoKmQqhAb2AEAybCqUEwoEUDJwK"
    "mwqQA4SBFAydClecCoCBFAyeCpoKnQq9gBAMnwq2BICBFAygCp4Knwq+gAyhCqAKuYAUDKIKFaEKvYAQDKMKpQTHgRQMpAqjCqAD"
    "hIEUDKUKcKQKwoEUDKYKogqlCseBFAynCqYKoAPEgRQMqAqnCssDxYEUDKkKmAqoCvyAEB2qCqkKgoEUHasKqgrtCO+AEAasCqsK"
    "wYAUB60KjQWFCr6ADK0KrAr5gQiBCviBCIEKvYAQDK4KtgSAgRQMrwquCosBvoAMtgSvCvmBCP4J+IEIgAr5gQj/BPiBCPQEvYAQ"
    "DLEKqgSAgRQMswqxCrIKvoAMtAqzCrmAFAa1Cie0CoWBFAa2CrUKzAfBgBQHtwqABYsBvoAMtwq2CsGAFAe4CoAFjwG+gAy4CrYK"
    "voAMtgRk+YEIuQr4gQi5CvaBELsKvAoA+YEIvQr4gQi9Cr2AEAy+CrYEsIEUer8KvgpX+oEQvwq6CrsK+IEIugq9gBAMwAqlBISB"
    "FAzBClfACr2AEAzCCrYEgIEUDMMKwQrCCr6ADPcGwwq9gBAMxAr3BrCBFHrGCsQKxQr3gQzJCgD6gRDGCsgKzQr4gQjICr2AEAzK"
    "CvcGx4EUDMwKygrLCr6ADMcKzAr5gQjJCviBCM0KvYAQDM4K9wawgRR60ArOCs8K94EM0woA+oEQ0ArSCtgK+IEI0gq9gBAM1Ar3"
    "BoKBFAzVCtQKxQrHgRQM1grVCusCgIEUDNcKV9YKvoAM0QrXCvmBCNMK+IEI2Aq9gBAM2Qr3BseBFAzaCtkKoAOAgRQM2wqwCdoK"
    "voAM0QrbCvmBCNMK+IEI0wq9gBAM3ArRCr6ADMcK3Ar5gQjJCviBCMkKvYAQDN0Kxwq+gAzABd0KvYAQDN4K9wawgRR63wreCsUK"
    "94EM4goA+oEQ3wrhCuYK+IEI4Qq9gBAM4wr3BsKBFAzlCuMK5Aq+gAzgCuUK+YEI4gr4gQjmCr2AEAznCvcGsIEUeugK5wrPCveB"
    "DOsKAPqBEOgK6grvCviBCOoKvYAQDOwK9waCgRQM7QrsCsUKwoEUDO4K7QrLA76ADOkK7gr5gQjrCviBCO8KvYAQDPAK9waCgRQM"
    "8QrwCs8KwoEUDPIK8QqQA76ADOkK8gr5gQjrCviBCOsKvYAQDPMK6Qq+gAzgCvMK+YEI4gr4gQjiCr2AEAz0CuAKvoAM/Qf0Cr2A"
    "EAz1CrYEvYAQDPYKqgS9gBAM9wrABYCBFAz4CvYK9wq+gAz5CvgKuYAUDPoKFfkKvYAQDIEL/Qe+gAyDC4ALwYAUEoQLgwuBC72A"
    "EAyFC4QLhIEUDIYL+gqFC8eBFAyHC4YL9AOEgRQMiAuHC6ADwoEUDIkLiAuAAvyAEB2KC4kLgoEUHYsLiguLAe+AEAaMC4sLwYAU"
    "B40LjQX1Cr6ADI0LjAv5gQi8CviBCLwKvYAQDI4LtgSAgRQMjwuOC4sBvoAMtgSPC/mBCLkK+IEIuwr5gQj/BPiBCPUEvYAQDJEL"
    "qgSAgRQMkguRC58BvoAMkwuSC7mAFAaUCyeTC4WBFAaVC5QLzAfBgBQHlguABYsBvoAMlguVC8GAFAeXC4AFjwG+gAyXC5ULvoAM"
    "tgRk+YEImAv4gQiYC/aBEJoLmwsA+YEInAv4gQicC72AEAydC7YEsIEUep4LnQtX+oEQnguZC5oL+IEImQu9gBAMnwu2BL2AEAyh"
    "C6oEvoAMoAuhC72AEAyjC6UEvoAMogujC72AEAylC7YEvoAMpAulC7mAHAymCz6gC6ILpAv8gBAdpwumC4KBFB2oC6cLiwHvgBAG"
    "qQuoC8GAFAeqC40Fnwu+gAyqC6kL+YEImwv4gQibC72AEAyrC7YEgIEUDKwLqwuLAb6ADLYErAv5gQiYC/iBCJoL+YEI/wT4gQj2"
    "BL2AEAyuC6oEgIEUDK8Lrgu/Ab2AEAywC6UEwoEUDLELsAuLAYCBFAyyC68LsQu+gAyzC7ILuYAUDLQLFbMLvYAQDLULpQTHgRQM"
    "tgu1C5wBhIEUDLcLvwG2C8KBFAy4C7QLtwvHgRQMuQu4C+sCvYAQDLoLqgSAgRQMuwu6C3C+gAy8C7sLuYAUDL0LGLwLvYAQDL4L"
    "pQSEgRQMvwtwvgvCgRQMwAu9C78Lx4EUDMELwAugA8SBFAzCC8ELywPFgRQMwwu5C8ILvoAM/QfDC72AEAzFC6oEvoAMxAvFC7mA"
    "FAbGCyfEC72AEAzHC/0H/IAQHcgLxwuCgRQdyQvIC+0I74AQBsoLyQuFgRQGywvGC8oLwYAUB8wLgAWLAb6ADMwLywvBgBQHzQuA"
    "BY8BvoAMzQvLC76ADLYEZPmBCM4L+IEIzgv2gRDQC9ELAPmBCNIL+IEI0gu9gBAM0wu2BLCBFHrUC9MLV/qBENQLzwvQC/iBCM8L"
    "vYAQDNULtgS9gBAM1guqBICBFAzXC9YL7wO9gBAM2AulBISBFAzZC44D2AuAgRQM2gvXC9kLvoAM2wvaC72AEAzdC7YEvoAM3Avd"
    "C7mAGAzeCzjbC9wLvoAM3wvBBsGAFJUE4AvfC94LvYAQHeEL4AvvgBAG4gvhC8GAFAfjC40F1Qu+gAzjC+IL+YEI0Qv4gQjRC72A"
    "EAzkC7YEgIEUDOUL5AuLAb6ADLYE5Qv5gQjOC/iBCNAL+YEI/wT4gQj3BL2AEAznC6oEgIEUDOgL5wvOBb2AEAzpC6UEhIEUDOoL"
    "7wPpC4CBFAzrC+gL6gu+gAzsC+sLuYAUDO0LG+wLvoAM/QftC72AEAzvC6oEvoAM7gvvC7mAFAbwCyfuC4WBFAbyC/AL8Qu9gBAM"
    "8wv9B8KBFAz1C/ML9AuEgRQM9gtw9QuAgRQM9wv2C5wB8IAQBvgL9wuFgRQG+QvyC/gLwYAUB/oLgAWLAb6ADPoL+QvBgBQH+wuA"
    "BY8BvoAM+wv5C76ADLYEZPmBCPwL+IEI/Av2gRD+C/8LAPmBCIAM+IEIgAy9gBAMgQy2BLCBFHqCDIEMV/qBEIIM/Qv+C/iBCP0L"
    "vYAQDIMMtgS9gBAMhAyqBICBFAyFDIQMcL2AEAyGDKUEhIEUDIcM7wOGDICBFAyIDIUMhwy9gBAMiQy2BMKBFAyKDIkM6QKAgRQM"
    "iwyIDIoMvoAMjAyLDLmAFAyNDBWMDL2AEAyODLYEx4EUDI8MjgzvAr6ADJAMZL6ADJEMjQy+gAySDI8MuYAcDJMMR5AMkQySDL2A"
    "EAyUDP0HvYAQDJUMtgTCgRQMlgyVDOkChIEUDJcM7wKWDMKBFAyYDJQMlwzHgRQMmQyYDOACvoAMmgyZDLmAFAybDE+aDL2AEAyc",
    "DLYEx4EUDJ0MnAzvAr6ADJ4Mkwy+gAyfDJsMvoAMoAydDLmAHAahDFWeDJ8MoAzBgBQHogyNBYMMvoAMogyhDPmBCP8L+IEI/wu9"
    "gBAMowy2BICBFAykDKMMiwG+gAy2BKQM+YEI/Av4gQj+C/mBCP8E+IEI+AS+gAz3BmT5gQimDPiBCKYM9oEQqAypDAD5gQiqDPiB"
    "CKoMvYAQDKsM9wawgRR6rAyrDHD6gRCsDKcMqAz4gQinDL2AEAytDPcGvYAQDK8MqgS+gAyuDK8MuYAUBrAMJ64MhYEUBrEMsAzx"
    "C72AEAyyDKoEgIEUDLMMsgzaAb2AEAy0DKUEgIEUDLUMswy0DL6ADLYMtQy5gBQMtwwVtgy9gBAMuAz3BoSBFAy5DL8BuAzCgRQM"
    "ugy3DLkMx4EUDLsMugzrAoSBFAy8DHC7DICBFAy9DLwMnAHwgBAGvgy9DIWBFAa/DLEMvgzBgBQHwAyABa0MvoAMwAy/DPmBCKkM"
    "+IEIqQy9gBAMwQz3BoCBFAzCDMEMiwG+gAz3BsIM+YEIpgz4gQioDL6ADLYEZPmBCMMM+IEIwwz2gRDFDMYMAPmBCMcM+IEIxwy9"
    "gBAMyAy2BLCBFHrJDMgMV/qBEMkMxAzFDPiBCMQMvYAQDMoMqgSAgRQMywzKDHC9gBAMzAylBISBFAzNDO8DzAyAgRQMzgzLDM0M"
    "vYAQDM8MtgTCgRQM0AzPDOkChIEUDNEMcNAMgIEUDNIMzgzRDL6ADNMM0gy5gBQM1AwY0wy+gAz9B9QMvYAQDNUMtgS9gBAM1wz9"
    "B8eBFAzZDNcM2Ay9gBAM2gy2BMeBFAzbDNoM7wK+gAzcDNYMvoAM3QzZDL6ADN4M2wy5gBwM3wxH3AzdDN4MvYAQDOAM/QfCgRQM"
    "4gzgDOEMvoAM4wziDLmAFAzkDE/jDL2AEAzlDLYEx4EUDOYM5QzvAr6ADOcM3wy+gAzoDOQMvoAM6QzmDLmAHAbqDFXnDOgM6QzB"
    "gBQH6wyNBdUMvoAM6wzqDPmBCMYM+IEIxgy9gBAM7Ay2BICBFAztDOwMiwG+gAy2BO0M+YEIwwz4gQjFDPmBCP8E+IEI+QS+gAz3"
    "BmT5gQjvDPiBCO8M9oEQ8QzyDAD5gQjzDPiBCPMMvYAQDPQM9wawgRR69Qz0DHD6gRD1DPAM8Qz4gQjwDL2AEAz2DPcGvYAQDPgM"
    "qgS+gAz3DPgMuYAUBvkMJ/cMhYEUBvoM+QzxC72AEAz7DKoEgIEUDPwM+wzcAb2AEAz9DKUEgIEUDP4M/Az9DL6ADP8M/gy5gBQM"
    "gA0V/wy9gBAMgQ33BoSBFAyCDb8BgQ3CgRQMgw2ADYINx4EUDIQNgw3rAoSBFAyFDXCEDYCBFAyGDYUNnAHwgBAGhw2GDYWBFAaI"
    "DfoMhw3BgBQHiQ2ABfYMvoAMiQ2IDfmBCPIM+IEI8gy9gBAMig33BoCBFAyLDYoNiwG+gAz3BosN+YEI7wz4gQjxDL6ADLYEZPmB"
    "CIwN+IEIjA32gRCODY8NAPmBCJAN+IEIkA29gBAMkQ22BLCBFHqSDZENV/qBEJINjQ2ODfiBCI0NvYAQDJMNpQSEgRQMlA2/AZMN"
    "vYAQDJUNtgTCgRQMlg2VDekCgIEUDJcNlA2WDb6ADPcGlw29gBAMmA2qBICBFAyZDZgNcL2AEAyaDfcGgIEUDJsNmQ2aDb6ADJwN"
    "mw25gBQMnQ0VnA29gBAMng2qBICBFAyfDZ4N2gG9gBAMoA2lBICBFAyhDZ8NoA2+gAyiDaENuYAUDKMNFaINvYAQDKQNtgTCgRQM"
    "pQ2kDekChIEUDKYNcKUNwoEUDKcNow2mDceBFAyoDacNoAPEgRQMqQ2oDYACxYEUDKoNnQ2pDb6ADP0Hqg29gBAMqw22BL2AEAyt"
    "DbYEx4EUDK4NrQ3vAr6ADK8NrA29gBAMsQ39B76ADLANsQ2+gAyyDa4NuYAcDLMNR68NsA2yDb2AEAy0DaoEgIEUDLUNtA3KAb2A"
    "EAy2DfcGgIEUDLcNtQ22Db6ADLgNtw25gBQMuQ0VuA29gBAMug22BMeBFAy7DboN7wK+gAy8DbMNvoAMvQ25Db6ADL4Nuw25gBwG"
    "vw1VvA29Db4NwYAUB8ANjQWrDb6ADMANvw35gQiPDfiBCI8NvYAQDMENtgSAgRQMwg3BDYsBvoAMtgTCDfmBCIwN+IEIjg35gQj/"
    "BPiBCPoEvYAQDMQNqgSAgRQMxQ3EDdoBvYAQDMYNpQSEgRQMxw2/AcYNgIEUDMgNxQ3HDb6ADMkNyA25gBQMyg0byQ2+gAz9B8oN"
    "vYAQDMwNqgS+gAzLDcwNuYAUBs0NJ8sNhYEUBs8NzQ3ODb2AEAzQDf0HwoEUDNEN0A30C4SBFAzSDXDRDYCBFAzTDdINnAHwgBAG"
    "1A3TDYWBFAbVDc8N1A3BgBQH1g2ABYsBvoAM1g3VDcGAFAfXDYAFjwG+gAzXDdUNvoAMtgRk+YEI2A34gQjYDfaBENoN2w0A+YEI"
    "3A34gQjcDb2AEAzdDbYEsIEUet4N3Q1X+oEQ3g3ZDdoN+IEI2Q29gBAM3w22BL2AEAzhDaoEgIEUDOIN4Q1wvYAQDOMNpQSEgRQM"
    "5A3vA+MNgIEUDOUN4g3kDb2AEAzmDbYEwoEUDOcN5g2QA4CBFAzoDeUN5w2+gAzpDegNuYAUDOoNFekNvYAQDOsNtgTHgRQM7A3r"
    "DaADvoAM7Q3gDb6ADO4N6g2+gAzvDewNuYAcDPANTO0N7g3vDb2AEAzxDf0HvYAQDPINtgTCgRQM8w3yDekChIEUDPQN7wLzDcKB"
    "FAz1DfEN9A3HgRQM9g31DeACvoAM9w32DbmAFAz4DU/3Db2AEAz5DbYEx4EUDPoN+Q3vAr6ADPsN8A2+gAz8DfgNvoAM/Q36DbmA"
    "HAb+DVX7DfwN/Q3BgBQH/w2NBd8NvoAM/w3+DfmBCNsN+IEI2w29gBAMgA62BICBFAyBDoAOiwG+gAy2BIEO+YEI2A34gQjaDfmB"
    "CP8E+IEI+wS9gBAMhA6qBL6ADIMOhA65gBQGhQ4ngw69gBAMhg6qBICBFAyIDoYOhw69gBAMiQ6lBMKBFAyKDokOiwGAgRQMiw6I"
    "DooOvoAMjA6LDrmAFAyNDhWMDr2AEAyODqUEx4EUDI8Ojg6cAYSBFAyQDr8Bjw7CgRQMkQ6NDpAOx4EUDJIOkQ7rAoSBFAyTDnCS"
    "DoCBFAyUDpMOnAHwgBAGlQ6UDoWBFAaWDoUOlQ7BgBQHlw6ABYsBvoAMlw6WDsGAFAeYDoAFjwG+gAyYDpYOvoAMtgRk+YEImQ74"
    "gQiZDvaBEJsOnA4A+YEInQ74gQidDr2AEAyeDrYEsIEUep8Ong5X+oEQnw6aDpsO+IEImg69gBAMoA6lBISBFAyhDu8DoA69gBAM"
    "og62BMKBFAyjDqIOkAOAgRQMpA6hDqMOvoAM9wakDr2AEAylDqoEgIEUDKYOpQ5wvYAQDKcO9waAgRQMqA6mDqcOvoAMqQ6oDrmA"
    "FAyqDhWpDr2AEAyrDqoEgIEUDKwOqw7aAb2AEAytDqUEgIEUDK4OrA6tDr6ADK8Org65gBQMsA4Vrw69gBAMsQ62BMKBFAyyDrEO"
    "kAPCgRQMsw6wDrIOx4EUDLQOsw6cAcSBFAy1DrQOgALFgRQMtg6qDrUOvoAM/Qe2Dr2AEAy3DrYEvYAQDLkOtgTHgRQMug65DqAD"
    "voAMuw64Dr2AEAy9Dv0HvoAMvA69Dr6ADL4Oug65gBwMvw5Muw68Dr4OvYAQDMAOqgSAgRQMwQ7ADtwBvYAQDMIO9wbCgRQMww7C"
    "DosBgIEUDMQOwQ7DDr6ADMUOxA65gBQMxg4VxQ69gBAMxw73BseBFAzIDscOnAGEgRQMyQ6/AcgOwoEUDMoOxg7JDr2AEAzLDrYE"
    "x4EUDMwOyw6gA76ADM0Ovw6+gAzODsoOvoAMzw7MDrmAHAbQDlXNDs4Ozw7BgBQH0Q6NBbcOvoAM0Q7QDvmBCJwO+IEInA69gBAM",
    "0g62BICBFAzTDtIOiwG+gAy2BNMO+YEImQ74gQibDvmBCP8E+IEI/AS9gBAM1Q6qBICBFAzWDtUOygG9gBAM1w6lBISBFAzYDnDX"
    "DoCBFAzZDtYO2A6+gAzaDtkOuYAUDNsOGNoOvoAMwAXbDr2AEAzdDqoEvoAM3A7dDrmAFAbeDifcDr2AEAzfDsAFwoEUDOAO3w7g"
    "BseBFAzhDuAO7wKEgRQM4g5w4Q6AgRQM4w7iDpwB8IAQBuQO4w6FgRQG5Q7eDuQOwYAUB+YOgAWLAb6ADOYO5Q7BgBQH5w6ABY8B"
    "voAM5w7lDr6ADLYEZPmBCOgO+IEI6A72gRDqDusOAPmBCOwO+IEI7A69gBAM7Q62BLCBFHruDu0OV/qBEO4O6Q7qDviBCOkOvYAQ"
    "DO8OtgS9gBAM8Q6qBICBFAzyDvEOcL2AEAzzDqUEhIEUDPQOvwHzDoCBFAz1DvIO9A69gBAM9g62BMKBFAz3DvYO6QKAgRQM+A71"
    "DvcOvoAM+Q74DrmAFAz6DhX5Dr2AEAz7DsAFvYAQDPwOtgTCgRQM/Q78DukChIEUDP4OoAP9DsKBFAz/DvsO/g7HgRQMgA//Du8C"
    "xIEUDIEPgA+AAsWBFAyCD/oOgQ+9gBAMgw+2BMeBFAyED4MP7wK+gAyFD/AOvoAMhg+CD76ADIcPhA+5gBwMiA9HhQ+GD4cPvoAM"
    "iQ+ID7mAFB2KDyCJD++AEAaLD4oPvYAQDIwPwAXHgRQMjQ+MD6sCq4EUeo4PjQ9kqYEYBpAPjg+PD/ELgYEUBpEPiw+QD8GAFAeS"
    "D40F7w6+gAySD5EP+YEI6w74gQjrDr2AEAyTD7YEgIEUDJQPkw+LAb6ADLYElA/5gQjoDviBCOoO+YEI/wT4gQj9BL2AEAyWD6oE"
    "gIEUDJcPlg+wCb6ADJgPlw+5gBQMmQ8YmA/CgRQMmg+ZD+AGvYAQDJsPqgSAgRQMnA+bD+IBvoAMnQ+cD7mAFAyeDxidD8KBFAyf"
    "D54PgALHgRQMoA+fD88KxYEUDKEPmg+gD72AEAyiD6oEgIEUDKMPog+yCr6ADKQPow+5gBQMpQ8YpA/CgRQMpg+lD8sDx4EUDKgP"
    "pg+nD8WBFAypD6EPqA+9gBAMqg+qBICBFAyrD6oP6AG+gAysD6sPuYAUDK0PGKwPx4EUDK8PrQ+uD8WBFAywD6kPrw++gAzABbAP"
    "voAM9wZk+YEIsQ/4gQixD/aBELMPtA8A+YEItQ/4gQi1D72AEAy2D/cGsIEUercPtg9w+oEQtw+yD7MP+IEIsg+9gBAMuA/3Br2A"
    "EAy6D8AFvoAMuQ+6D7mAFAa7DyS5D72AEAy8D6oEgIEUDL0PvA+wCb2AEAy+D6UEwoEUDL8Pvg+LAYSBFAzAD3C/D4CBFAzBD70P"
    "wA++gAzCD8EPuYAUDMMPGMIPvYAQDMQPpQTHgRQMxQ/ED5wBhIEUDMYPcMUPvYAQDMcP9waAgRQMyA/GD8cPhIEUDMkPoAPID8KB"
    "FAzKD8MPyQ/HgRQMyw/KD+8ChIEUDMwPcMsPgIEUDM0PzA+cAfCAEAbOD80PhYEUBs8Puw/OD8GAFAfQD4AFuA++gAzQD88P+YEI"
    "tA/4gQi0D72AEAzRD/cGgIEUDNIP0Q+LAb6ADPcG0g/5gQixD/iBCLMPvoAMtgRk+YEI0w/4gQjTD/aBENUP1g8A+YEI1w/4gQjX"
    "D72AEAzYD7YEsIEUetkP2A9X+oEQ2Q/UD9UP+IEI1A+9gBAM2g+lBISBFAzbD78B2g+9gBAM3A+2BMKBFAzdD9wP6QKAgRQM3g/b"
    "D90PvoAM9wbeD72AEAzfD6oEgIEUDOAP3w9XvYAQDOEP9wbCgRQM4g/hD4sBgIEUDOMP4A/iD76ADOQP4w+5gBQM5Q8V5A+9gBAM"
    "5g/3BseBFAznD+YPnAGEgRQM6A+/AecPwoEUDOkP5Q/oD8eBFAzqD+kP6wK+gAz9B+oPvYAQDOsPtgS9gBAM7A+qBL2AEAztD/cG"
    "gIEUDO4P7A/tD76ADO8P7g+5gBQM8A8V7w+9gBAM8Q/9B8eBFAzyD/EP7wLEgRQM8w/yD4ACxYEUDPQP8A/zD72AEAz1D7YEx4EU"
    "DPYP9Q/vAr6ADPcP8A6+gAz4D/QPvoAM+Q/2D7mAHAz6D0f3D/gP+Q++gAz7D/oPuYAUHfwPIPsP74AQBv0P/A+9gBAM/g/9B8eB"
    "FAz/D/4P7wOrgRR6gBD/D2SpgRgGgRCAEI8P8QuBgRQGghD9D4EQwYAUB4MQjQXrD76ADIMQghD5gQjWD/iBCNYPvYAQDIQQtgSA"
    "gRQMhRCEEIsBvoAMtgSFEPmBCNMP+IEI1Q/5gQj/BPiBCP8EvoAMtgRk+YEIlRD4gQiVEPaBEJcQmBAA+YEImRD4gQiZEL2AEAya"
    "ELYEsIEUepsQmhBX+oEQmxCWEJcQ+IEIlhC9gBAMnRC2BMKBFAyeEJ0QywPBgBQHnxCABZ4QvYAQBqAQnxC9gBAMoRC2BMGAFAei"
    "EI0FoRC9gBAGoxCiEIWBFAakEKAQoxC9gBAMpRC2BMKBFAymEKUQywPBgBQHpxDjBKYQvYAQBqgQpxCDgRQGqRCkEKgQvoAMnBCp"
    "EL2AEAyqELYEvYAQBqsQnBDBgBQHrBBdqhC+gAysEKsQ+YEImBD4gQiYEL2AEAytELYEgIEUDK4QrRCLAb6ADLYErhD5gQiVEPiB"
    "CJcQ/YEEuIAE",
    NULL
};
static const char *const spv_matvec_sg[] = { /* 12885 words */
    "g4SMOYCGBIuAINASAJGACAGRgAg9kYAIP5GACOAiioAc06DZ+gXLkMn6BbjEpaMH3+bR+wbywp2rBgCLgBgBx5jN4gSu5tGjBq7o"
    "1IEDAI6ADAABj4AkBQTtwqXzBgBsfa0QshCQgBgEEQEBAceAEGcBAceAEGwLKMeAEH0LJseAEIsBAQDHgBDkAQYByIAQ5QEAGMiA"
    "FOUBACMAx4AM5QECx4AQ5wEiAMeAEOcBIQDHgBDWAwYEyIAQ1wMAGMiAFNcDACMAx4AM1wMCx4AQ2QMiAMeAENkDIQfHgAydBCrH"
    "gAyeBCrHgAyjBCrHgAylBCrHgAymBCrHgAzUBCrHgAyFBSrHgAyPBSrHgAyXBSrHgAyaBSrHgAymBSrHgAyuBSrHgAy3BSrHgAzE"
    "BSrHgAzUBSrHgAzcBSrHgAzfBSrHgAzjBSrHgAzvBSrHgAz9BSrHgAyNBirHgAyPBirHgAyXBirHgAzEBirHgAzqBirHgAz3BirH"
    "gAz4BirHgAz6BirHgAyBByrHgAyjByrHgAyzByrHgAy1ByrHgAy2ByrHgAy5ByrHgAzGByrHgAzWByrHgAzYByrHgAzZByrHgAzc"
    "ByrHgAzhByrHgAzpByrHgAz1ByrHgAz2ByrHgAz4ByrHgAz+ByrHgAyECCrHgAyICCrHgAyOCCrHgAyRCCrHgAybCCrHgAylCCrH"
    "gAyoCCrHgAy6CCrHgAy8CCrHgAzCCCrHgAzECCrHgAzMCCrHgAzPCCrHgAzUCCrHgAzdCCrHgAzlCCrHgAzoCCrHgAzyCCrHgAz8"
    "CCrHgAyICSrHgAyLCSrHgAyWCSrHgAyaCSrHgAygCSrHgAyxCSrHgAy0CSrHgAy1CSrHgAy3CSrHgAy8CSrHgAzECSrHgAzGCSrH"
    "gAzTCSrHgAzfCSrHgAzkCSrHgAzmCSrHgAznCSrHgAzpCSrHgAzvCSrHgAzyCSrHgAz+CSrHgAz/CSrHgAyCCirHgAyDCirHgAyF"
    "CirHgAyLCirHgAyPCirHgAySCirHgAyTCirHgAyVCirHgAyaCirHgAykCirHgAyoCirHgAyrCirHgAy2CirHgAy4CirHgAzKCirH"
    "gAzMCirHgAzQCirHgAziCirHgAzmCirHgAztCirHgAz7CirHgAz9CirHgAyECyrHgAyHCyrHgAyKCyrHgAyhCyrHgAykCyrHgAyn"
    "CyrHgAysCyrHgAywCyrHgAy0CyrHgAzACyrHgAzaCyrHgAzdCyrHgAzfCyrHgAzgCyrHgAznCyrHgAzrCyrHgAzsCyrHgAzuCyrH"
    "gAz6CyrHgAz8CyrHgAz9CyrHgAyADCrHgAyMDCrHgAyZDCrHgAymDCrHgAyoDCrHgAyqDCrHgAyuDCrHgAyxDCrHgAyyDCrHgAy0"
    "DCrHgAy3DCrHgAzADCrHgAzCDCrHgAzDDCrHgAzGDCrHgAzHDCrHgAziDCrHgAzvDCrHgAzxDCrHgAzzDCrHgAz3DCrHgAz6DCrH"
    "gAz7DCrHgAz9DCrHgAyADSrHgAyJDSrHgAyMDSrHgAyODSrHgAyQDSrHgAyUDSrHgAyWDSrHgAybDSrHgAyqDSrHgAysDSrHgAy3"
    "DSrHgAy6DSrHgAy8DSrHgAy9DSrHgAzEDSrHgAzHDSrHgAzIDSrHgAzKDSrHgAzXDSrHgAzZDSrHgAzaDSrHgAzdDSrHgAzpDSrH"
    "gAz2DSrHgAz9DSrHgAyADirHgAyFDirHgAyIDirHgAyJDirHgAyLDirHgAyWDirHgAyZDirHgAybDirHgAydDirHgAyhDirHgAyj"
    "DirHgAy2DirHgAy5DirHgAy+DirHgAzIDirHgAzLDirHgAzNDirHgAzODirHgAzXDirHgAzYDirHgAzaDirHgAznDirHgAzpDirH"
    "gAzqDirHgAztDirHgAzzDirHgAyGDyrHgAyJDyrHgAyMDyrHgAyRDyrHgAyYDyrHgAygDyrHgAyyDyrHgAy1DyrHgAy2DyrHgAy7"
    "DyrHgAy9DyrHgAy+DyrHgAzBDyrHgAzCDyrHgAzEDyrHgAzHDyrHgAzQDyrHgAzTDyrHgAzVDyrHgAzYDyrHgAzdDyrHgAzjDyrH"
    "gAz3DyrHgAz6DyrHgAyGECrHgAyZECrHgAyeECrHgAyjECrIgBSlEAAjAMiAFKUQASMEyIAUpRACIwjIgBSlEAMjDMiAFKUQBCMQ"
    "yIAUpRAFIxTIgBSlEAYjGMiAFKUQByMcyIAUpRAIIyDIgBSlEAkjJMiAFKUQCiMoyIAUpRALIyzIgBSlEAwjMMiAFKUQDSM0yIAU"
    "pRAOIzjHgAylEALHgBCtEAsax4AQshALG8eAEMkQBgTIgBDKEAAYyIAUyhAAIwDHgAzKEALHgBDMECIAx4AQzBAhA8eAENMQBgTI"
    "gBDUEAAYyIAU1BAAIwDHgAzUEALHgBDWECIAx4AQ1hAhBceAEP8RBgTIgBCAEgAYyIAUgBIAIwDHgAyAEgLHgBCCEiIAx4AQghIh"
    "AceAEKsSBgTIgBCsEgAZyIAUrBIAIwDHgAysEgLHgBCuEiIAx4AQrhIhAseAEL0SBgTIgBC+EgAYyIAUvhIAIwDHgAy+EgLHgBDA"
    "EiIAx4AQwBIhBMeAEMsSAQHHgBDMEgsZyIAQzRIAGMiAFM0SACMAx4AMzRICx4AQzxIiAMeAEM8SIQaTgAgCoYAMAwKWgAwGIKCA"
    "EAcHBqGAEAgGB5WAEAwgAKGADA0MoIAQEgcMoYAQEwwSlYAQHSABoYAQHh0SoYAQIgYSoYAUNQwSEqGAGDoMEhISoYAYUQYSEhKr"
    "gBAMVyCcgBBYBleggBBZB1ihgBhaAhISWauAEAxhA5SACGOygBAMZ0CcgBBoBmeggBBpBGi7gBBpagSggBBrAQy7gBBrbAGggBBv"
    "BAargBAMcQKrgBAMcogCq4AQBnQAq4AQDHYAu4AQa30Bq4AQHYYBAbKAEAyLAQCrgBAMkgEBq4AQDJUBQKuAEAyXAYABq4AQDJkB"
    "gAKrgBAMtQEEq4AQDLgBEquAEAy6ARSrgBAMvAEWq4AQDL4BGKuAEAzAASKrgBAMwgERq4AQDMQBJKuAEAzGAVSrgBAMyAFuq4AQ"
    "DMoBkAGrgBAMzAGwAauAEAzOAdIBq4AQDNABQquAEAzSAUqrgBAM1AFSq4AQDNYBYquAEAzYATKrgBAM2gE4q4AQDNwBiAGrgBAM"
    "3gE2lYAQ4wEIAJ2ADOQB4wGegAzlAeQBoIAQ5gEM5QG7gBDmAecBDKuAEB3oAQCggBDqAQzjAauAEB33AQirgBAdgwIQq4AQHYkC"
    "GKuAEAyQAoD4AZeAEJYCBgKrgBAMnAL/B6uAEAafAoCAgJwDq4AQDKICgIACq4AQDMgCgICAAauAEB3OAhergBAM1wJ/q4AQHd8C"
    "A6uAEAzhAg+rgBAM5QIHq4AQBu4CgICA1AOrgBAM8gJ3q4AQHfYCFKuAEAyEAxCrgBAdhgMCq4AQDKUDP6uAEB2+AwargBAdwAME"
    "nYAM1gMMnoAM1wPWA6CAENgDDNcDu4AQ2APZAwyggBDhAwwMq4AQDOQDCKuAEAzpA/8Bq4AQDPgDgEKggBCKBAcdtIAYY7QEqgGL"
    "AXa0gBhjvwSqAYsBkgGcgBDWBAZxoIAQ1wQH1gSrgBAMwwUGnIAQpgYdhAOrgBAdpwaB////D6uAEB2oBpj///8Pq4AQHakGrf//"
    "/w+rgBAdqga/////D6uAEB2rBs////8Pq4AQHawG3f///w+rgBAdrQbq////D6uAEB2uBvb///8Pq4AQHa8GDauAEB2wBhmrgBAd"
    "sQYmq4AQHbIGNauAEB2zBkWrgBAdtAZZq4AQHbUGcayATKYGtganBqgGqQaqBqsGrAatBq4GhgGvBrAGsQayBrMGtAa1BqCAEL0G"
    "B6YGq4AQHdUGDKuAEB3WBv////8Pq4AQHdcG/v///w+rgBAd2Ab9////D6uAEB3ZBvz///8Pq4AQHdoG+v///w+rgBAd2wb4////",
    "D6uAEB3cBvT///8PrIBMpgbdBugBhgGGA98CwAO+A/cB1QboAdYG1wbYBtkG2gbbBtwGq4AQBsEHgICA/AOrgBAGwgeAgID8C6uA"
    "EAz9B1CrgBAMuQhgq4AQDMEIWKuAEAzLCGirgBAM3Ahsq4AQHeIIIKuAEAyjCQ20gBhjpAmqAYsBowmrgBAMpQkwtIAcDKYJqQGk"
    "CaUJhAO0gBhjvwmqAYsBowmrgBAM3gnQAauAEAzjCcABq4AQDKcKNKuAEAy6CqABq4AQDMAKH6uAEAzECvABq4AQHdkKBauAEAzw"
    "CgWcgBDxCgzwCquAEAzyCgmrgBAM8wobq4AQDPQKUayAIPEK9QqSAWHyCvMK9AqggBD3CgfxCquAEAbmC4CAgPADq4AQHekLHKuA"
    "EAzLDIAEq4AQDM0M/wOrgBAd1gwJq4AQDKENgAyrgBAGww2AgID0A6uAEAzVDYA8q4AQDPwNaquAEAytDoA+q4AQDOUOgByrgBAG"
    "hA+AgIDwC6uAEAycD4Aeq4AQDKMPgOADnoBEpRAMDAwMDAwMDAwMDAwMDAyggBCmEAmlELuAEKYQpxAJoIAQqBAJDJeAEKsQDAOg"
    "gBCsEAGrELuAEKwQrRABu4AQrBCyEAGrgBAdtRAHnYAMyRAdnoAMyhDJEKCAEMsQDMoQu4AQyxDMEAyggBDOEAwdnYAM0xAdnoAM"
    "1BDTEKCAENUQDNQQu4AQ1RDWEAyrgBAd/RAKq4AQHYMRC5yAEMQRBuQDoIAQxREHxBGdgAz/EQaegAyAEv8RoIAQgRIMgBK7gBCB"
    "EoISDKCAEIYSDAadgAyrEgaegAysEqsSoIAQrRIMrBK7gBCtEq4SDKuAEB21Eg6dgAy9EgaegAy+Er0SoIAQvxIMvhK7gBC/EsAS"
    "DLKAEAzLEgGzgBirEMwSyxKSAZIBnoAMzRIMoIAQzhIMzRK7gBDOEs8SDLaAFAIEAAP4gQgFu4AQEqQQB7uAEBKxEAe7gBASuxAH"
    "u4AQEr4QB7uAEBLDEAe7gBASyBAHu4AQigTSEAe7gBAS6xAHu4AQEvkQB7uAEBKIEQe7gBASkhEHu4AQEpkRB7uAEBKbEQe7gBAS"
    "vBEHu4AQxRHGEQe7gBASyxEHu4AQWdkRB7uAEBLaEQe7gBAS3BEHu4AQWd0RB7uAEBLgEQe7gBAS6REHu4AQB/MRB7uAEBL0EQe7"
    "gBASmBIHu4AQB6ESB7uAEAejEge7gBAHuRIHwYAUqBCpEKcQhgO9gBAMqhCpEMGAFGuuEK0Qdr2AEAyvEK4QgIEUDLAQqhCvEL6A"
    "DKQQsBDBgBRrsxCyEHa9gBAMtBCzEL6ADLEQtBDBgBSoELYQpxC1EL2AEAy3ELYQrIEUY7gQtxB294EMuhAA+oEQuBC5EJoR+IEI"
    "uRDBgBRrvBCtEJIBvYAQDL0QvBC+gAy7EL0QvYAQDL8QuxDBgBSoEMAQpxC1EL2AEAzBEMAQhoEUDMIQvxDBEL6ADL4QwhC9gBAM"
    "xBC7EMGAFKgQxRCnELUQvYAQDMYQxRCJgRQMxxDEEMYQvoAMwxDHEL2AEAzNELsQwYAYzhDPEMwQ6AHNEL2AEB3QEM8Q/IAQDNEQ"
    "0BC+gAzIENEQvYAQDNcQyBDBgBjOENgQ1hDoAdcQvYAQHdkQ2BC+gAzSENkQvYAQHdoQ0hDBgBSoENsQpxDAA72AEAzcENsQ/IAQ"
    "Hd0Q3BCxgRRj3hDaEN0QqIEQY98Q3hD3gQzhEAD6gRDfEOAQ4RD4gQjgEL2AEB3iENIQwYAUqBDjEKcQ2Qq9gBAM5BDjEPyAEB3l"
    "EOQQr4EUY+YQ4hDlEPmBCOEQ+IEI4RD1gRxj5xDeELkQ5hDgEPeBDOkQAPqBEOcQ6BDpEPiBCOgQ/YEE+IEI6RC9gBAd7BDSEPyA"
    "EAztEOwQwYAUqBDuEKcQwAO9gBAM7xDuEIKBFAzwEO0Q7xDBgBSoEPEQpxC+A72AEAzyEPEQhIEUDPMQ8BDyEL2AEAz0EKQQgIEU"
    "DPUQ8xD0EMGAFKgQ9hCnEIYBvYAQDPcQ9hCEgRQM+BD1EPcQvoAM6xD4EMGAFKgQ+hCnENYMvYAQDPsQ+hC9gBAM/BC+EMGAFKgQ"
    "/hCnEP0QvYAQDP8Q/hCEgRQMgBH8EP8QgIEUDIER+xCAEb2AEAyCEcMQwYAUqBCEEacQgxG9gBAMhRGEEYSBFAyGEYIRhRGAgRQM"
    "hxGBEYYRvoAM+RCHEcGAFKgQiRGnENUGvYAQDIoRiRG9gBAMixG7EMGAFKgQjBGnEK8GvYAQDI0RjBGEgRQMjhGLEY0RgIEUDI8R"
    "ihGOEb2AEAyQEaQQgIEUDJERjxGQEb6ADIgRkRG9gBAMkxHIEMGAFKgQlBGnEL4DvYAQDJURlBGEgRQMlhGTEZURvYAQDJcRpBCA"
    "gRQMmBGWEZcRvoAMkhGYEb6ADJkRkgH5gQi6EPiBCJoRwYAUa5wRrRCSAb2AEAydEZwRhIEUDJ4RnRHkA76ADJsRnhG9gBAMnxGk"
    "EMGAFKgQoBGnEN8CvYAQDKERoBGCgRQMohGfEaERwYAUqBCjEacQhgG9gBAMpBGjEYSBFAylEaIRpBG+gAzrEKURwYAUqBCmEacQ"
    "1gy9gBAMpxGmEb2AEAyoEZsRwYAUqBCpEacQ/RC9gBAMqhGpEYSBFAyrEagRqhGAgRQMrBGnEasRvoAM+RCsEcGAFKgQrRGnENUG"
    "vYAQDK4RrRG9gBAMrxGbEcGAFKgQsBGnEK8GvYAQDLERsBGEgRQMshGvEbERgIEUDLMRrhGyEb2AEAy0EaQQgIEUDLURsxG0Eb6A"
    "DIgRtRG9gBAMthGkEL6ADJIRthHBgBSoELcRpxD3Ab2AEAy4EbcRvYAQDLkRmxGCgRQMuhG4EbkRjIAcDLsRASbkA7oRvoAMmRG7"
    "EfmBCLoQ+IEIuhC+gAy8EXb5gQi9EfiBCL0R9oEQvxHAEQD5gQjBEfiBCMERvYAQDMIRvBGwgRRjwxHCEeQD+oEQwxG+Eb8R+IEI"
    "vhG9gBAMxxG8EcGAFAfIEcYRxxG+gAzIEXT5gQjAEfiBCMARvYAQDMkRvBGAgRQMyhHJEYYBvoAMvBHKEfmBCL0R+IEIvxG9gBAM"
    "zBGxEL6ADMsRzBH5gQjNEfiBCM0R9oEQzxHQEQD5gQjREfiBCNERvYAQDNIRyxHBgBSoENMRpxDoAb2AEAzUEdMRhoEUDNUR1BFX"
    "sIEUY9YR0hHVEfqBENYRzhHPEfiBCM4RvYAQDNcRyxGEgRQM2BHXEVe9gBAM2xHrEL6ADNoR2xG+gAzcEdgRuYAcAt4RXtoR3BHd"
    "Eb2AEFjfEd0RvoAM2RHfEb6ADOARdvmBCOER+IEI4RH2gRDjEeQRAPmBCOUR+IEI5RG9gBAM5hHgEb2AEAznEZkRsIEUY+gR5hHn"
    "EfqBEOgR4hHjEfiBCOIRvYAQDOoR+RC9gBAM6xHgEcGAFKgQ7BGnEP0QvYAQDO0R7BGEgRQM7hHrEe0RgIEUDO8R6hHuEb2AEAzw"
    "EcsRhIEUDPER8BFXgIEUDPIR7xHxEb6ADOkR8hG+gAzzEXS+gAz0EXb5gQj1EfiBCPUR9oEQ9xH4EQD5gQj5EfiBCPkRvYAQDPoR"
    "9BGwgRRj+xH6EVf6gRD7EfYR9xH4gQj2Eb2AEAz8EfQRwYAUB/0R2RH8Eb2AEAb+Ef0RvYAQDIMS6RG9gBAMhBL0EYCBFAyFEoMS"
    "hBLBgBiGEocSghLoAYUSvYAQBogShxKFgRQGiRL+EYgSvYAQBooS8xGBgRQGixKKEokSvoAM8xGLEvmBCPgR+IEI+BG9gBAMjBL0"
    "EYCBFAyNEowShgG+gAz0EY0S+YEI9RH4gQj3Eb2AEAyOEuARvYAQBo8S8xHBgBQHkBLGEY4SvYAQBpESkBKBgRQGkhKREo8SwYAU"
    "B5MSxhGOEr6ADJMSkhL5gQjkEfiBCOQRvYAQDJQS4BGAgRQMlRKUEoYBvoAM4BGVEvmBCOER+IEI4xH5gQjQEfiBCNARvYAQDJYS",
    "yxGAgRQMlxKWEme+gAzLEZcS+YEIzRH4gQjPEb6ADJgSdvmBCJkS+IEImRL2gRCbEpwSAPmBCJ0S+IEInRK9gBAMnhKYEr2AEAyf"
    "EpkRsIEUY6ASnhKfEvqBEKASmhKbEviBCJoSvYAQDKISmBLBgBQHpBLGEaISvYAQBqUSpBK+gAyjEqUSuYAUBqYSCqMSvoAMoRKm"
    "Er2AEAynErEQqoEUY6gSpxJ294EMqhIA+oEQqBKpEqoS+IEIqRK9gBAMrxKIEb2AEAywEpgSwYAUqBCxEqcQrwa9gBAMshKxEoSB"
    "FAyzErASshKAgRQMtBKvErMSwYAUqBC2EqcQtRK9gBAMtxK2EquBFGO4ErcSdveBDLsSAPqBELgSuhLFEviBCLoSvYAQBrwSoRK9"
    "gBAMwRKSEcGAGIYSwhLAEugBwRK9gBAGwxLCEoGBFAbEErwSwxK+gAy5EsQS+YEIuxL4gQjFEr2AEAbGEqESvoAMuRLGEvmBCLsS"
    "+IEIuxK9gBAGxxK5EsGAGIYSyBKuEugBtBK+gAzIEscS+YEIqhL4gQiqEvmBCJwS+IEInBK9gBAMyRKYEoCBFAzKEskShgG+gAyY"
    "EsoS+YEImRL4gQibEv2BBLiABLaAFAYKAAi3gAwHCfiBCAu7gBAHcwe7gBASdQe9gBAGYAneghgGYmEAYL6ADAlizYIQY2Rh94EM"
    "ZgD6gRBkZWb4gQhlvYAQDG1svYAQBm4JwYAUb3Bqbb6ADHBu+YEIZviBCGbggRBxcXK+gAxzdL6ADHV2+YEId/iBCHf2gRB5egD5"
    "gQh7+IEIe72AEAx8db2AEAx+fbCBFGN/fH76gRB/eHn4gQh4vYAQDIABdcGAFG+BAWqAAb2AEAaCAYEBvYAQBoMBc4GBFAaEAYMB"
    "ggG+gAxzhAH5gQh6+IEIer2AEAyFAXWAgRQMhwGFAYYBvoAMdYcB+YEId/iBCHnggRBxcXK9gBAGiAFz/oEIiAG4gAS2gBQMDgAN"
    "+IEID/eBDJEBAPuBdIsBkAEAjAEBjAEejAECjQEDjQEGjQEHjQEIjQEUjQEnjQEojgEqjgEpjwH4gQiQAf6BCJkB+IEIjAH+gQiS"
    "AfiBCI0B/oEIV/iBCI4B/oEIlQH4gQiPAf6BCJcB+IEIkQH/gQS4gAS2gBQMEAAN+IEIEfeBDLQBAPuB7AGLAbMBAJ0BAZ4BHp4B"
    "Ap8BFJ8BKZ8BKp8BA6ABBqEBB6IBCKMBJ6QBKKUBCqYBC6cBFacBDKgBDakBDqoBEKsBI6sBEawBFq0BEq4BE68BHbABF7EBIrIB"
    "+IEIswH+gQh2+IEInQH+gQi1AfiBCJ4B/oEIcfiBCJ8B/oEIuAH4gQigAf6BCLoB+IEIoQH+gQi8AfiBCKIB/oEIvgH4gQijAf6B"
    "CMAB+IEIpAH+gQjCAfiBCKUB/oEIxAH4gQimAf6BCMYB+IEIpwH+gQjIAfiBCKgB/oEIygH4gQipAf6BCMwB+IEIqgH+gQjOAfiB"
    "CKsB/oEI0AH4gQisAf6BCNIB+IEIrQH+gQjUAfiBCK4B/oEI1gH4gQivAf6BCNgB+IEIsAH+gQjaAfiBCLEB/oEI3AH4gQiyAf6B"
    "CN4B+IEItAH/gQS4gAS2gBQMFQATt4AMEhT4gQgWvYAQDOkBFMGAGOoB6wHnAegB6QG9gBDjAewB6wHxgBAM7QHsAf6BCO0BuIAE"
    "toAUDBgAE7eADBIX+IEIGbuAEBLwAQe7gBAS9QEHvYAQDPEBF76ADPAB8QG5gBQM8gEV8AG9gBAM8wEXgIEUDPQB8wGSAb6ADPUB"
    "9AG5gBQM9gEV9QHEgRQM+AH2AfcBxYEUDPkB8gH4Af6BCPkBuIAEtoAUDBsAE7eADBIa+IEIHLuAEBL8AQe7gBASgQIHvYAQDP0B"
    "Gr6ADPwB/QG5gBQM/gEY/AG9gBAM/wEagIEUDIAC/wFxvoAMgQKAArmAFAyCAhiBAsSBFAyEAoICgwLFgRQMhQL+AYQC/oEIhQK4"
    "gAS2gBQdIAAet4AMEh/4gQghvYAQDIgCH8SBFAyKAogCiQL8gBAdiwKKAsOBFB2MAosCiQL+gQiMAriABLaAFAYkACK3gAwSI/iB"
    "CCW7gBAHmgIHu4AQB6UCB72AEAyPAiPHgRQMkQKPApACq4EUY5ICkQJ294EMlAIA+oEQkgKTApQC+IEIkwK9gBAMlQIjjIAYlgKX"
    "AgE+lQLRgBQGmAKXAgD+gQiYAviBCJQCvYAQDJsCI8eBFAydApsCnALwgBAGngKdAoWBFAagAp4CnwK+gAyaAqACvYAQDKECI8eB"
    "FAyjAqECogKrgRRjpAKjAnb3gQynAgD6gRCkAqYCqgL4gQimAr2AEAaoApoC/4AQBqkCqAK+gAylAqkC+YEIpwL4gQiqAr2AEAar"
    "ApoCvoAMpQKrAvmBCKcC+IEIpwK9gBAGrAKlAv6BCKwCuIAEtoAUBicAIreADBIm+IEIKLuAEBKvAge7gBASsgIHvYAQDLACJr6A"
    "DK8CsAK5gBQMsQIYrwK+gAyyArECuYAUBrMCJLIC/oEIswK4gAS2gBQGKgAit4AMEin4gQgru4AQErYCB72AEAy3Aim+gAy2ArcC"
    "uYAUDLgCGLYCxIEUDLkCuAKDAvyAEAa6ArkC/oEIugK4gAS2gBQGLQAit4AMEiz4gQguu4AQEr0CB72AEAy+Aiy+gAy9Ar4CuYAU"
    "DL8CG70C/IAQBsACvwL+gQjAAriABLaAFAYwACK3gAwSL/iBCDG7gBASxQIHvYAQDMMCL7CBFGPEAsMCcfeBDMcCAPqBEMQCxgLL"
    "AviBCMYCvYAQDMkCL8SBFAzKAsgCyQK+gAzFAsoC+YEIxwL4gQjLAr2AEAzMAi+CgRQMzQLMApIBxIEUDM8CzQLOAr6ADMUCzwL5"
    "gQjHAviBCMcCvYAQDNACxQL8gBAG0QLQAv6BCNECuIAEtoAUBjMAIreADBIy+IEINLuAEBLdAge7gBAS4wIHu4AQB+kCB72AEAzU"
    "AjKqgRRj1QLUAna9gBAM1gIyqoEUY9gC1gLXAqaBFGPZAtUC2AL3gQzbAgD6gRDZAtoC2wL4gQjaAv6BCHT4gQjbAr2AEAzeAjLC"
    "gRQM4ALeAt8Cx4EUDOIC4ALhAr6ADN0C4gK9gBAM5AIyx4EUDOYC5ALlAr6ADOMC5gK9gBAM5wLdAqqBFGPoAucCdveBDOsCAPqB"
    "EOgC6gLwAviBCOoCvYAQDOwC4wLwgBAG7QLsAoWBFAbvAu0C7gK+gAzpAu8C+YEI6wL4gQjwAr2AEAzxAt0CgIEUDPMC8QLyAsSB"
    "FAz0AvMCzgK9gBAM9QLjAsSBFAz3AvUC9gLFgRQM+AL0AvcC/IAQBvkC+AK+gAzpAvkC+YEI6wL4gQjrAr2AEAb6AukC/oEI+gK4"
    "gAS2gBQMOAA1t4AMEja3gAwSN/iBCDm7gBASgQMHvYAQDP0CNr2AEAz+AjfHgRQM/wL+AuECgIEUDIAD/QL/Ar6ADIEDgAO5gBQM"
    "ggMVgQO9gBAMgwM3x4EUDIUDgwOEA8KBFAyHA4UDhgPCgRQMiAOCA4cDx4EUDIkDiAPhAv6BCIkDuIAEtoAUDD4AOreADBI7t4AM"
    "Ejy3gAwSPfiBCD+7gBASkwMHvYAQDIwDO72AEAyNAzzCgRQMjgONA4YDhIEUDI8DV44DgIEUDJADjAOPA72AEAyRAz2AgRQMkgOQ"
    "A5EDvoAMkwOSA7mAFAyUAxWTA72AEAyVAzzHgRQMlgOVA2GEgRQMlwNxlgPCgRQMmAOUA5cDx4EUDJkDmANh/oEImQO4gAS2gBQM"
    "QgA1t4AMEkC3gAwSQfiBCEO7gBASowMHu4AQEqsDB7uAEBK1Awe7gBASvAMHu4AQEscDB7uAEBLNAwe9gBAMnANBsIEUY50DnAO1"
    "AfeBDJ8DAPqBEJ0DngOfA/iBCJ4DvYAQDKADQL2AEAyhA0GAgRQMogOgA6EDvoAMowOiA7mAFAykAxWjA8eBFAymA6QDpQO9gBAM",
    "pwNAvYAQDKgDQYCBFAypA6cDqAOAgRQMqgOpA7UBvoAMqwOqA7mAFAysAxWrA8eBFAytA6wDpQPEgRQMrgOtA/cBxYEUDK8DpgOu"
    "A/6BCK8D+IEInwO9gBAMsQNAvYAQDLIDQYCBFAyzA7EDsgOAgRQMtAOzA7UBvoAMtQO0A7mAFAy2AxW1A8eBFAy3A7YD4QK9gBAM"
    "uANAvYAQDLkDQYCBFAy6A7gDuQOCgRQMuwO6A7UBvoAMvAO7A7mAFAy9AxW8A8KBFAy/A70DvgPEgRQMwQO/A8ADxYEUDMIDtwPB"
    "A72AEAzDA0C9gBAMxANBgIEUDMUDwwPEA4CBFAzGA8UDtQG+gAzHA8YDuYAUDMgDFccDwoEUDMkDyAPAA72AEAzKA0C9gBAMywNB"
    "gIEUDMwDygPLA76ADM0DzAO5gBQMzgMVzQPCgRQMzwPOA74DxIEUDNADzwPAA8WBFAzRA8kD0APEgRQM0gPRA/cBxYEUDNMDwgPS"
    "A/6BCNMDuIAEtoAUDEcAOreADBJEt4AMEkW3gAwSRviBCEi9gBAM2gNEvYAQDNsDRYSBFAzcA3HbA4CBFAzdA9oD3AO9gBAM3gNG"
    "woEUDN8D3gOGA4CBFAzgA90D3wPBgBjhA+ID2QPoAeADvYAQDOMD4gO9gBAM5QNGx4EUDOYD5QNhhIEUDOcD5APmA8KBFAzoA+MD"
    "5wPHgRQM6gPoA+kD/oEI6gO4gAS2gBQMTAA6t4AMEkm3gAwSSreADBJL+IEITb2AEAztA0m9gBAM7gNKgIEUDO8D7QPuA8GAGOED"
    "8APZA+gB7wO9gBAM8QPwA72AEAzyA0uEgRQM8wPkA/IDwoEUDPQD8QPzA8eBFAz1A/QD6QP+gQj1A7iABLaAFAxPABO3gAwSTviB"
    "CFC9gBAM+QNOwoEUDPoD+QOGA4CBFAz7A/gD+gPBgBjhA/wD2QPoAfsDvYAQDP0D/AO9gBAM/gNOx4EUDP8D/gNhhIEUDIAE5AP/"
    "A8KBFAyBBP0DgATHgRQMggSBBOkD/oEIggS4gAS2gBQGVQBRt4AMElK3gAwSU7eADBJU+IEIVruAEIoEiwQHvYAQDIUEU72AEAyG"
    "BFTCgRQMhwSFBIYEx4EUDIgEhwSSAauBFGOJBIgEdveBDI0EAPqBEIkEjASRBPiBCIwEvYAQDI4EUvyAEB2PBI4E/oAQHZAEjwS+"
    "gAyLBJAE+YEIjQT4gQiRBL2AEAySBFL8gBAdkwSSBL6ADIsEkwT5gQiNBPiBCI0EvYAQHZQEiwTvgBAGlQSUBP6BCJUEuIAEtoAU"
    "Al4AWreADBJbt4AMEly3gAxZXfiBCF+7gBASmAQHu4AQEpoEB7uAEBKfBAe7gBASqwQHu4AQB7UEB7uAEBK8BAe7gBAHwAQHu4AQ"
    "EscEB7uAEBLOBAe7gBDXBNgEB7uAENcE9QQHu4AQEvYEB7uAEFmCBQe7gBAShgUHu4AQEocFB7uAEBKRBQe7gBASmAUHu4AQEqcF"
    "B7uAEBKoBQe7gBASsAUHu4AQErUFB7uAEBK4BQe7gBASxQUHu4AQEsYFB7uAEBLWBQe7gBAS3QUHu4AQEuQFB7uAEBLwBQe7gBAS"
    "8QUHu4AQEv8FB7uAEBKQBge7gBASkgYHu4AQEpkGB7uAEBK5Bge7gBASugYHu4AQvQa+Bge7gBASxgYHu4AQEskGB7uAEBLgBge7"
    "gBAS4QYHu4AQvQbkBge7gBAS7AYHu4AQEvsGB7uAEBL9Bge7gBASlgcHu4AQvQadBwe7gBASpQcHu4AQEroHB7uAEBLIBwe7gBAS"
    "3QcHu4AQEvIHB7uAEBL5Bwe7gBAS/wcHu4AQEokIB7uAEBKcCAe7gBASnQgHu4AQEp8IB7uAEBK1CAe7gBASvQgHu4AQEsUIB7uA"
    "EBLQCAe7gBAS3ggHu4AQEvMIB7uAEBL0CAe7gBAS9ggHu4AQEv0IB7uAEBKMCQe7gBASjQkHu4AQEpAJB7uAEBKbCQe7gBASuAkH"
    "u4AQEsAJB7uAEBLHCQe7gBAS4AkHu4AQEuoJB7uAEBLsCQe7gBAShgoHu4AQEpYKB7uAEBKpCge7gBASvAoHu4AQEsYKB7uAEBLV"
    "Cge7gBAS3goHu4AQEu4KB7uAEPcK+AoHu4AQEogLB7uAEBKVCwe7gBASlwsHu4AQEpkLB7uAEBKoCwe7gBASsQsHu4AQErkLB7uA"
    "EBLQCwe7gBAS0QsHu4AQvQbUCwe7gBAS4QsHu4AQEuMLB7uAEBKBDAe7gBAShQwHu4AQEoYMB7uAEBKHDAe7gBASjwwHu4AQEpMM"
    "B7uAEBKUDAe7gBASlQwHu4AQEqMMB7uAEBKrDAe7gBASyAwHu4AQEtEMB7uAEBLSDAe7gBAS0wwHu4AQEtgMB7uAEBLcDAe7gBAS"
    "3QwHu4AQEt4MB7uAEBLsDAe7gBAS9AwHu4AQEpENB7uAEBKXDQe7gBASpA0Hu4AQEqUNB7uAEBKnDQe7gBASrQ0Hu4AQErENB7uA"
    "EBKyDQe7gBASsw0Hu4AQEr4NB7uAEBLADQe7gBAS3g0Hu4AQEuINB7uAEBLjDQe7gBAS5A0Hu4AQEuwNB7uAEBLwDQe7gBAS8Q0H"
    "u4AQEvINB7uAEBL4DQe7gBASgQ4Hu4AQEp4OB7uAEBKkDge7gBASsA4Hu4AQErEOB7uAEBKzDge7gBASug4Hu4AQEsIOB7uAEBLD"
    "Dge7gBASxA4Hu4AQEs8OB7uAEBLRDge7gBAS7g4Hu4AQEvoOB7uAEBL7Dge7gBAS/A4Hu4AQEv4OB7uAEBKNDwe7gBASkg8Hu4AQ"
    "EpkPB7uAEBKhDwe7gBASrg8Hu4AQErcPB7uAEBLZDwe7gBAS5A8Hu4AQEuwPB7uAEBLtDwe7gBAS7g8Hu4AQEvAPB7uAEAeREAe5"
    "gBAMmQQOvoAMmASZBL2AEAybBFy9gBAMnASYBImBFAydBJsEnASGgRQMngSdBFe+gAyaBJ4EvYAQDKAEW72AEAyhBFy9gBAMogSY"
    "BIaBFAyjBKEEogS5gBAMpAQQhIEUDKUEowSkBICBFAymBKAEpQS+gAyfBKYEvYAQDKcEmASqgRRjqASnBJIB94EMqgQA+oEQqASp"
    "BKoE+IEIqQS+gAyrBHb5gQisBPiBCKwE9oEQrgSvBAD5gQiwBPiBCLAEvYAQDLEEqwSwgRRjsgSxBFf6gRCyBK0ErgT4gQitBL2A"
    "EAyzBKsE94EMtwQA+oEQtAS2BL4E+IEItgS9gBAMuASfBL2AEAy5BKsEhIEUDLoEtQG5BICBFAy7BLgEugS+gAy8BLsEuYAUBr0E"
    "LbwEvoAMtQS9BPmBCLcE+IEIvgT3gQzCBAD6gRC/BMEEyQT4gQjBBL2AEAzDBJ8EvYAQDMQEqwSEgRQMxQRxxASAgRQMxgTDBMUE"
    "voAMxwTGBLmAFAbIBCfHBL6ADMAEyAT5gQjCBPiBCMkEvYAQDMoEnwS9gBAMywSrBISBFAzMBHHLBICBFAzNBMoEzAS+gAzOBM0E"
    "uYAUBs8EKs4EvoAMwATPBPmBCMIE+IEIwgS9gBAG0ATABL6ADLUE0AT5gQi3BPiBCLcEvYAQBtEEtQTBgBQH0gRdswS+gAzSBNEE"
    "+YEIrwT4gQivBL2AEAzTBKsEgIEUDNQE0wSGAb6ADKsE1AT5gQisBPiBCK4E/YEE+IEIqgTBgBQH2QTYBIYBvoAM2QR0wYAUB9oE"
    "2AToAb6ADNoEdPeBDPQEAPuB1AGLAfMEAtsEA9wEBt0EB94ECN8EFOAEJ+EEKOIEKeMEKuQECuUEC+YEDOcEDecEDugEIukEI+oE"
    "F+sEEOwEEe0EFu4EEu8EFfAEE/EEHfIE+IEI8wS+gAyrBHb5gQj8D/iBCPwP9oEQ/g//DwD5gQiAEPiBCIAQvYAQDIEQqwSwgRRj"
    "ghCBEFf6gRCCEP0P/g/4gQj9D72AEAyDEKsEwYAUB4QQggWDEL6ADIQQdPmBCP8P+IEI/w+9gBAMhRCrBICBFAyGEIUQhgG+gAyr",
    "BIYQ+YEI/A/4gQj+D8GAFAeHEPUEhgG+gAyHEHTBgBQHiBD1BOgBvoAMiBB0+YEI9AT4gQjbBL2AEAz3BJ8EvoAM9gT3BLmAFAb4"
    "BCf2BMGAFAf5BPUEhgG+gAz5BPgEwYAUB/oE9QToAb6ADPoE+AS+gAyrBHb5gQj7BPiBCPsE9oEQ/QT+BAD5gQj/BPiBCP8EvYAQ"
    "DIAFqwSwgRRjgQWABVf6gRCBBfwE/QT4gQj8BL2AEAyDBasEvYAQDIQFnwSAgRQMhQWEBXG+gAyGBYUFvYAQDIgFqwS+gAyHBYgF"
    "uYAYDIkFOIYFhwX8gBAdigWJBYKBFB2LBYoF9wHvgBAGjAWLBcGAFAeNBYIFgwW+gAyNBYwF+YEI/gT4gQj+BL2AEAyOBasEgIEU"
    "DI8FjgWGAb6ADKsEjwX5gQj7BPiBCP0E+YEI9AT4gQjcBL2AEAySBZ8EvoAMkQWSBbmAFAaTBSeRBcGAFAeUBfUEhgG+gAyUBZMF"
    "wYAUB5UF9QToAb6ADJUFkwW9gBAMlgWfBICBFAyXBZYFcb6ADJgFlwW5gBQGmQUnmAX/gBAGmgWZBcGAFAebBdgEhgG+gAybBZoF"
    "wYAUB5wF2AToAb6ADJwFmgW+gAyrBHb5gQidBfiBCJ0F9oEQnwWgBQD5gQihBfiBCKEFvYAQDKIFqwSwgRRjowWiBVf6gRCjBZ4F"
    "nwX4gQieBb2AEAykBasEvYAQDKUFnwSAgRQMpgWlBbUBvoAMpwWmBb2AEAypBasEvoAMqAWpBbmAGAyqBTinBagF8IAQBqsFqgXB"
    "gBQHrAWCBaQFvoAMrAWrBfmBCKAF+IEIoAW9gBAMrQWrBICBFAyuBa0FhgG+gAyrBK4F+YEInQX4gQifBfmBCPQE+IEI3QS9gBAM"
    "sQWfBL6ADLAFsQW5gBQGsgUnsAXBgBQHswX1BIYBvoAMswWyBcGAFAe0BfUE6AG+gAy0BbIFvYAQDLYFnwSAgRQMtwW2BXG+gAy4"
    "BbcFuYAUDLkFG7gFvoAMtQW5Bb6ADKsEdvmBCLoF+IEIugX2gRC8Bb0FAPmBCL4F+IEIvgW9gBAMvwWrBLCBFGPABb8FV/qBEMAF"
    "uwW8BfiBCLsFvYAQDMEFqwS9gBAMwgWfBICBFAzEBcIFwwW+gAzFBcQFvYAQDMcFqwS+gAzGBccFuYAYDMgFOMUFxgW9gBAMyQW1"
    "Bb2AEAzKBasEwoEUDMsFyQXKBceBFAzMBcsFkgHEgRQMzQXMBcADxYEUDM4FyAXNBfyAEB3PBc4FgoEUHdAFzwWDAu+AEAbRBdAF"
    "wYAUB9IFggXBBb6ADNIF0QX5gQi9BfiBCL0FvYAQDNMFqwSAgRQM1AXTBYYBvoAMqwTUBfmBCLoF+IEIvAX5gQj0BPiBCN4EvYAQ"
    "DNcFnwS+gAzWBdcFuYAUBtgFJ9YFwYAUB9kF9QSGAb6ADNkF2AXBgBQH2gX1BOgBvoAM2gXYBb2AEAzbBZ8EgIEUDNwF2wVxvoAM"
    "3QXcBbmAFAbeBSfdBf+AEAbfBd4FwYAUB+AF2ASGAb6ADOAF3wXBgBQH4QXYBOgBvoAM4QXfBb2AEAziBZ8EgIEUDOMF4gW1Ab6A"
    "DOQF4wW5gBQM5QUb5AW+gAy1BeUFvoAMqwR2+YEI5gX4gQjmBfaBEOgF6QUA+YEI6gX4gQjqBb2AEAzrBasEsIEUY+wF6wVX+oEQ"
    "7AXnBegF+IEI5wW9gBAM7QWrBL2AEAzuBZ8EgIEUDO8F7gXkA76ADPAF7wW9gBAM8gWrBL6ADPEF8gW5gBgM8wU48AXxBb2AEAz0"
    "BbUFvYAQDPUFqwTCgRQM9gX0BfUFx4EUDPcF9gWSAcSBFAz4BfcFwAPFgRQM+QXzBfgF8IAQBvoF+QXBgBQH+wWCBe0FvoAM+wX6"
    "BfmBCOkF+IEI6QW9gBAM/AWrBICBFAz9BfwFhgG+gAyrBP0F+YEI5gX4gQjoBfmBCPQE+IEI3wS9gBAMgAafBL6ADP8FgAa5gBQG"
    "gQYn/wXBgBQHggb1BIYBvoAMggaBBsGAFAeDBvUE6AG+gAyDBoEGvoAMqwR2+YEIhAb4gQiEBvaBEIYGhwYA+YEIiAb4gQiIBr2A"
    "EAyJBqsEsIEUY4oGiQZX+oEQigaFBoYG+IEIhQa9gBAMiwarBL2AEAyMBp8EgIEUDI0GjAZxvYAQDI4GqwSAgRQMjwaNBo4GvoAM"
    "kAaPBrmAFAyRBhWQBr6ADJIGkQa5gBQdkwYgkgbvgBAGlAaTBsGAFAeVBoIFiwa+gAyVBpQG+YEIhwb4gQiHBr2AEAyWBqsEgIEU"
    "DJcGlgaGAb6ADKsElwb5gQiEBviBCIYG+YEI9AT4gQjgBL2AEAyaBp8EvoAMmQaaBrmAFAabBieZBsGAFAecBvUEhgG+gAycBpsG"
    "wYAUB50G9QToAb6ADJ0Gmwa+gAyrBHb5gQieBviBCJ4G9oEQoAahBgD5gQiiBviBCKIGvYAQDKMGqwSwgRRjpAajBlf6gRCkBp8G"
    "oAb4gQifBr2AEAylBqsEvYAQDLcGnwSAgRQMuAa3BnG+gAy5BrgGvYAQDLsGqwS+gAy6BrsGuYAYDLwGOLkGuga+gAy+BrYGwYAU"
    "igS/Br4GvAa9gBAdwAa/Bu+AEAbBBsAGwYAUB8IGggWlBr6ADMIGwQb5gQihBviBCKEGvYAQDMMGqwSAgRQMxAbDBoYBvoAMqwTE"
    "BvmBCJ4G+IEIoAb5gQj0BPiBCOEEvYAQDMcGnwS+gAzGBscGuYAUDMgGFcYGvoAMyQbIBrmAFAbKBjDJBsGAFAfLBvUEhgG+gAzL"
    "BsoGwYAUB8wG9QToAb6ADMwGyga+gAyrBHb5gQjNBviBCM0G9oEQzwbQBgD5gQjRBviBCNEGvYAQDNIGqwSwgRRj0wbSBlf6gRDT"
    "Bs4Gzwb4gQjOBr2AEAzUBqsEvYAQDN4GnwSAgRQM3wbeBpIBvoAM4AbfBr2AEAziBqsEvoAM4QbiBrmAGAzjBjjgBuEGvoAM5Abd"
    "BsGAFIoE5QbkBuMGvYAQHeYG5QbvgBAG5wbmBsGAFAfoBoIF1Aa+gAzoBucG+YEI0Ab4gQjQBr2AEAzpBqsEgIEUDOoG6QaGAb6A"
    "DKsE6gb5gQjNBviBCM8G+YEI9AT4gQjiBL6ADOwGdvmBCO0G+IEI7Qb2gRDvBvAGAPmBCPEG+IEI8Qa9gBAM8gbsBrCBFGPzBvIG"
    "cfqBEPMG7gbvBviBCO4GvYAQDPQG7Aa9gBAM9QafBL2AEAz2BpoEhIEUDPcGcfYGgIEUDPgG9Qb3Br2AEAz5BuwGgIEUDPoG+Ab5"
    "Br6ADPsG+ga5gBQM/AYV+wa+gAz9BvwGuYAUBv4GM/0GwYAUB/8G9QT0Br6ADP8G/gb5gQjwBviBCPAGvYAQDIAH7AaAgRQMgQeA"
    "B4YBvoAM7AaBB/mBCO0G+IEI7wa+gAyrBHb5gQiCB/iBCIIH9oEQhAeFBwD5gQiGB/iBCIYHvYAQDIcHqwSwgRRjiAeHB1f6gRCI"
    "B4MHhAf4gQiDB72AEAyJB6sEvYAQDIoHnwSAgRQMiweKB7UBvYAQDIwHmgSEgRQMjQeEA4wHgIEUDI4HiweNB72AEAyPB6sEwoEU"
    "DJAHjwfAA4SBFAyRB+QDkAeAgRQMkgeOB5EHvYAQDJMHqwTHgRQMlAeTB+UCgIEUDJUHkgeUB76ADJYHlQe5gBQMlwcVlge9gBAM"
    "mAerBMeBFAyZB5gH5APCgRQMmgeZB4YBwoEUDJsHlweaB8eBFAycB5sH4QK+gAydB90GwYAUigSeB50HnAe9gBAdnweeB++AEAag"
    "B58HwYAUB6EHggWJB76ADKEHoAf5gQiFB/iBCIUHvYAQDKIHqwSAgRQMoweiB4YBvoAMqwSjB/mBCIIH+IEIhAf5gQj0BPiBCOME"
    "vYAQDKYHnwS+gAylB6YHuYAUBqcHJ6UHwYAUB6gH9QSGAb6ADKgHpwfBgBQHqQf1BOgBvoAMqQenB76ADKsEdvmBCKoH+IEIqgf2",
    "gRCsB60HAPmBCK4H+IEIrge9gBAMrwerBLCBFGOwB68HV/qBELAHqwesB/iBCKsHvYAQDLEHqwS9gBAMsgefBICBFAyzB7IHcb2A"
    "EAy0B5oEhIEUDLUHtQG0B4CBFAy2B7MHtQe9gBAMtwerBMKBFAy4B7cH3wKAgRQMuQe2B7gHvoAMuge5B7mAFAy7BxW6B72AEAy8"
    "B6sEx4EUDL0HvAflAsKBFAy+B7sHvQfHgRQMvwe+B5IBq4EUY8AHvwd2qYEYBsMHwAfBB8IHwYAUB8QHggWxB76ADMQHwwf5gQit"
    "B/iBCK0HvYAQDMUHqwSAgRQMxgfFB4YBvoAMqwTGB/mBCKoH+IEIrAf5gQj0BPiBCOQEvYAQDMkHnwS+gAzIB8kHuYAUBsoHJ8gH"
    "wYAUB8sH9QSGAb6ADMsHygfBgBQHzAf1BOgBvoAMzAfKB76ADKsEdvmBCM0H+IEIzQf2gRDPB9AHAPmBCNEH+IEI0Qe9gBAM0ger"
    "BLCBFGPTB9IHV/qBENMHzgfPB/iBCM4HvYAQDNQHqwS9gBAM1QefBICBFAzWB9UHcb2AEAzXB5oEhIEUDNgH5APXB4CBFAzZB9YH"
    "2Ae9gBAM2gerBMKBFAzbB9oHhgOAgRQM3AfZB9sHvoAM3QfcB7mAFAzeBxXdB72AEAzfB6sEx4EUDOAH3wdhhIEUDOEHceAHwoEU"
    "DOIH3gfhB8eBFAzjB+IHYfyAEB3kB+MHgoEUHeUH5AeGAe+AEAbmB+UHwYAUB+cHggXUB76ADOcH5gf5gQjQB/iBCNAHvYAQDOgH"
    "qwSAgRQM6QfoB4YBvoAMqwTpB/mBCM0H+IEIzwf5gQj0BPiBCOUEvoAM7AZ2+YEI6wf4gQjrB/aBEO0H7gcA+YEI7wf4gQjvB72A"
    "EAzwB+wGsIEUY/EH8Adx+oEQ8QfsB+0H+IEI7Ae9gBAM8wefBL2AEAz0B5oEhIEUDPUHcfQHgIEUDPYH8wf1B72AEAz3B+wGgIEU"
    "DPgH9gf3B76ADPkH+Ae5gBQM+gcV+Qe+gAzyB/oHvYAQDPsH7Aa9gBAM/AefBICBFAz+B/wH/Qe+gAz/B/4HuYAUBoAIJ/8HvYAQ"
    "DIEI8gfHgRQMggiBCOEC8IAQBoMIggiFgRQGhAiACIMIwYAUB4UI9QT7B76ADIUIhAi9gBAMhgjsBr2AEAyHCJ8EgIEUDIgIhwjU"
    "Ab6ADIkIiAi5gBQGiggniQi9gBAMiwjyB8KBFAyMCIsIwAPwgBAGjQiMCIWBFAaOCIoIjQjBgBQHjwjYBIYIvoAMjwiOCPmBCO4H"
    "+IEI7ge9gBAMkAjsBoCBFAyRCJAIhgG+gAzsBpEI+YEI6wf4gQjtB76ADKsEdvmBCJII+IEIkgj2gRCUCJUIAPmBCJYI+IEIlgi9"
    "gBAMlwirBLCBFGOYCJcIV/qBEJgIkwiUCPiBCJMIvYAQDJkIqwS9gBAMmgifBICBFAybCJoIhAO+gAycCJsIvYAQDJ4ImgS+gAyd"
    "CJ4IvYAQDKAIqwS+gAyfCKAIuYAcDKEIPpwInQifCPCAEAaiCKEIwYAUB6MIggWZCL6ADKMIogj5gQiVCPiBCJUIvYAQDKQIqwSA"
    "gRQMpQikCIYBvoAMqwSlCPmBCJII+IEIlAj5gQj0BPiBCOYEvYAQDKcImgSEgRQMqAhxpwi+gAzsBqgI+YEIqQj4gQipCPaBEKsI"
    "rAgA+YEIrQj4gQitCL2AEAyuCOwGvYAQDK8ImgSEgRQMsAhxrwiAgRQMsQiwCHGwgRRjsgiuCLEI+oEQsgiqCKsI+IEIqgi9gBAM"
    "swjsBrCBFGO0CLMI5AP3gQy3CAD6gRC0CLYIvwj4gQi2CL2AEAy4CJ8EgIEUDLoIuAi5CL2AEAy7COwGgIEUDLwIugi7CL6ADL0I"
    "vAi5gBQMvggVvQi+gAy1CL4I+YEItwj4gQi/CL2AEAzACJ8EgIEUDMIIwAjBCL2AEAzDCOwGgIEUDMQIwgjDCL6ADMUIxAi5gBQM"
    "xggVxQjCgRQMxwjGCMADvoAMtQjHCPmBCLcI+IEItwi9gBAMyAi1CMeBFAzJCMgI4QK9gBAMygifBICBFAzMCMoIywi9gBAMzQjs"
    "BseBFAzOCM0IYYCBFAzPCMwIzgi+gAzQCM8IuYAUDNEIFdAIvYAQDNII7AbCgRQM0wjSCIYDhIEUDNQIcdMIwoEUDNUI0QjUCMeB"
    "FAzWCNUIYcSBFAzXCNYIwAPFgRQM2AjJCNcIvoAM8gfYCL2AEAzZCOwGx4EUDNoI2QiSAb2AEAzbCJ8EgIEUDN0I2wjcCL6ADN4I"
    "3Qi5gBQG3wgn3gi9gBAM4AjyB/yAEB3hCOAIgoEUHeMI4QjiCO+AEAbkCOMIhYEUBuUI3wjkCMGAFAfmCPUE2gi+gAzmCOUI+YEI"
    "rAj4gQisCL2AEAznCOwGgIEUDOgI5wiGAb6ADOwG6Aj5gQipCPiBCKsIvoAMqwR2+YEI6Qj4gQjpCPaBEOsI7AgA+YEI7Qj4gQjt"
    "CL2AEAzuCKsEsIEUY+8I7ghX+oEQ7wjqCOsI+IEI6gi9gBAM8AirBL2AEAzxCJ8EgIEUDPII8QhXvoAM8wjyCL2AEAz1CJoEvoAM"
    "9Aj1CL2AEAz3CKsEvoAM9gj3CLmAHAz4CD7zCPQI9gj8gBAd+Qj4CL2AEAz6CJ8EvYAQDPsIqwSAgRQM/Aj6CPsIvoAM/Qj8CLmA"
    "FAz+CBX9CL2AEAz/CJoEwoEUDIAJ/gj/CMeBFAyBCYAJkgGrgRRjggmBCXapgRgdgwmCCegBwAOCgRQdhAn5CIMJ74AQBoUJhAnB"
    "gBQHhgmCBfAIvoAMhgmFCfmBCOwI+IEI7Ai9gBAMhwmrBICBFAyICYcJhgG+gAyrBIgJ+YEI6Qj4gQjrCPmBCPQE+IEI5wS9gBAM"
    "igmfBICBFAyLCYoJtQG+gAyMCYsJvYAQDI4JmgS+gAyNCY4JuYAYDI8JQowJjQm+gAzyB48JvYAQDJEJnwS+gAyQCZEJuYAUBpIJ"
    "J5AJvYAQDJMJ8gfHgRQMlAmTCekD8IAQBpUJlAmFgRQGlgmSCZUJwYAUB5cJ9QSGAb6ADJcJlgnBgBQHmAn1BOgBvoAMmAmWCb2A"
    "EAyZCZ8EgIEUDJoJmQlxvoAMmwmaCbmAFAacCSebCb2AEAydCfIHwoEUDJ4JnQn3AfCAEAafCZ4JhYEUBqAJnAmfCcGAFAehCdgE"
    "hgG+gAyhCaAJwYAUB6IJ2AToAb6ADKIJoAm+gAy1BaYJvoAMqwR2+YEIpwn4gQinCfaBEKkJqgkA+YEIqwn4gQirCb2AEAysCasE"
    "sIEUY60JrAlX+oEQrQmoCakJ+IEIqAm9gBAMrgmrBL2AEAyvCZ8EvYAQDLAJtQWAgRQMsQmvCbAJvYAQDLIJmgTCgRQMswmyCYYB"
    "hIEUDLQJV7MJgIEUDLUJsQm0Cb2AEAy2CasEgIEUDLcJtQm2Cb6ADLgJtwm5gBQMuQkVuAm9gBAMugmaBMeBFAy7CboJkgGEgRQM"
    "vAm1AbsJwoEUDL0JuQm8CceBFAy+Cb0J4QL3gQzCCQD6gRC/CcEJzQn4gQjBCb2AEAzDCZ8EgIEUDMQJwwmEA72AEAzFCasEgIEU"
    "DMYJxAnFCb6ADMcJxgm5gBQMyAkVxwm9gBAMyQmaBMKBFAzKCcgJyQnHgRQMywnKCZIBxIEUDMwJywnAA76ADMAJzAn5gQjCCfiB"
    "CM0JvoAMwAl2+YEIwgn4gQjCCb2AEAzOCcAJxYEUDM8JvgnOCfCAEAbQCc8JwYAUB9EJggWuCb6ADNEJ0An5gQiqCfiBCKoJvYAQ"
    "DNIJqwSAgRQM0wnSCYYBvoAMqwTTCfmBCKcJ+IEIqQn5gQj0BPiBCOgEvoAM7AZ2+YEI1Qn4gQjVCfaBENcJ2AkA+YEI2Qn4gQjZ"
    "Cb2AEAzaCewGsIEUY9sJ2glx+oEQ2wnWCdcJ+IEI1gm9gBAM3AnsBr2AEAzdCZ8EgIEUDN8J3QneCb6ADOAJ3wm5gBQG4Qkn4Am9",
    "gBAM4gmfBICBFAzkCeIJ4wm9gBAM5QmaBISBFAzmCXHlCYCBFAznCeQJ5gm9gBAM6AnsBoCBFAzpCecJ6Am+gAzqCekJuYAUDOsJ"
    "FeoJvoAM7AnrCbmAFB3tCSDsCe+AEAbuCe0JhYEUBu8J4QnuCcGAFAfwCfUE3Am+gAzwCe8J+YEI2An4gQjYCb2AEAzxCewGgIEU"
    "DPIJ8QmGAb6ADOwG8gn5gQjVCfiBCNcJvoAMqwR2+YEI8wn4gQjzCfaBEPUJ9gkA+YEI9wn4gQj3Cb2AEAz4CasEsIEUY/kJ+AlX"
    "+oEQ+Qn0CfUJ+IEI9Am9gBAM+gmrBL2AEAz7CZ8EvYAQDPwJmgTCgRQM/Qn8CYYDhIEUDP4JlQH9CYCBFAz/CfsJ/gm9gBAMgAqa"
    "BMeBFAyBCoAKkgGEgRQMggpXgQqAgRQMgwr/CYIKvYAQDIQKqwSAgRQMhQqDCoQKvoAMhgqFCrmAFAyHChWGCr2AEAyICpoEwoEU"
    "DIkKiAqGAceBFAyKCokKkgGEgRQMiwq1AYoKwoEUDIwKhwqLCseBFAyNCowK4QK9gBAMjgqfBICBFAyPCo4KlwG9gBAMkAqaBMKB"
    "FAyRCpAKhgOEgRQMkgpXkQqAgRQMkwqPCpIKvYAQDJQKqwSAgRQMlQqTCpQKvoAMlgqVCrmAFAyXChWWCr2AEAyYCpoEx4EUDJkK"
    "mAphhIEUDJoKcZkKwoEUDJsKlwqaCseBFAycCpsKYcSBFAydCpwKwAPFgRQMngqNCp0K/IAQHZ8KngqCgRQdoAqfCuII74AQBqEK"
    "oArBgBQHogqCBfoJvoAMogqhCvmBCPYJ+IEI9gm9gBAMowqrBICBFAykCqMKhgG+gAyrBKQK+YEI8wn4gQj1CfmBCPQE+IEI6QS9"
    "gBAMpgqfBICBFAyoCqYKpwq+gAypCqgKuYAUBqoKJ6kKhYEUBqsKqgrBB8GAFAesCvUEhgG+gAysCqsKwYAUB60K9QToAb6ADK0K"
    "qwq+gAyrBHb5gQiuCviBCK4K9oEQsAqxCgD5gQiyCviBCLIKvYAQDLMKqwSwgRRjtAqzClf6gRC0Cq8KsAr4gQivCr2AEAy1CpoE"
    "hIEUDLYKV7UKvYAQDLcKqwSAgRQMuAq2CrcKvoAM7Aa4Cr2AEAy5CuwGsIEUY7sKuQq6CveBDL4KAPqBELsKvQrCCviBCL0KvYAQ"
    "DL8K7AbHgRQMwQq/CsAKvoAMvArBCvmBCL4K+IEIwgq9gBAMwwrsBrCBFGPFCsMKxAr3gQzICgD6gRDFCscKzQr4gQjHCr2AEAzJ"
    "CuwGgoEUDMoKyQq6CseBFAzLCsoK4QKAgRQMzApXywq+gAzGCswK+YEIyAr4gQjNCr2AEAzOCuwGx4EUDM8KzgphgIEUDNAKpQnP"
    "Cr6ADMYK0Ar5gQjICviBCMgKvYAQDNEKxgq+gAy8CtEK+YEIvgr4gQi+Cr2AEAzSCrwKvoAMtQXSCr2AEAzTCuwGsIEUY9QK0wq6"
    "CveBDNcKAPqBENQK1grbCviBCNYKvYAQDNgK7AbCgRQM2grYCtkKvoAM1QraCvmBCNcK+IEI2wq9gBAM3ArsBrCBFGPdCtwKxAr3"
    "gQzgCgD6gRDdCt8K5Ar4gQjfCr2AEAzhCuwGgoEUDOIK4Qq6CsKBFAzjCuIKwAO+gAzeCuMK+YEI4Ar4gQjkCr2AEAzlCuwGgoEU"
    "DOYK5QrECsKBFAznCuYKhgO+gAzeCucK+YEI4Ar4gQjgCr2AEAzoCt4KvoAM1QroCvmBCNcK+IEI1wq9gBAM6QrVCr6ADPIH6Qq9"
    "gBAM6gqrBL2AEAzrCp8EvYAQDOwKtQWAgRQM7QrrCuwKvoAM7grtCrmAFAzvChXuCr2AEAz2CvIHvoAM+Ar1CsGAFBL5CvgK9gq9"
    "gBAM+gr5CoSBFAz7Cu8K+grHgRQM/Ar7CukDhIEUDP0K/AphwoEUDP4K/Qr3AfyAEB3/Cv4KgoEUHYAL/wqGAe+AEAaBC4ALwYAU"
    "B4ILggXqCr6ADIILgQv5gQixCviBCLEKvYAQDIMLqwSAgRQMhAuDC4YBvoAMqwSEC/mBCK4K+IEIsAr5gQj0BPiBCOoEvYAQDIYL"
    "nwSAgRQMhwuGC5UBvoAMiAuHC7mAFAaJCyeIC4WBFAaKC4kLwQfBgBQHiwv1BIYBvoAMiwuKC8GAFAeMC/UE6AG+gAyMC4oLvoAM"
    "qwR2+YEIjQv4gQiNC/aBEI8LkAsA+YEIkQv4gQiRC72AEAySC6sEsIEUY5MLkgtX+oEQkwuOC48L+IEIjgu9gBAMlAurBL2AEAyW"
    "C58EvoAMlQuWC72AEAyYC5oEvoAMlwuYC72AEAyaC6sEvoAMmQuaC7mAHAybCz6VC5cLmQv8gBAdnAubC4KBFB2dC5wLhgHvgBAG"
    "ngudC8GAFAefC4IFlAu+gAyfC54L+YEIkAv4gQiQC72AEAygC6sEgIEUDKELoAuGAb6ADKsEoQv5gQiNC/iBCI8L+YEI9AT4gQjr"
    "BL2AEAyjC58EgIEUDKQLowu1Ab2AEAylC5oEwoEUDKYLpQuGAYCBFAynC6QLpgu+gAyoC6cLuYAUDKkLFagLvYAQDKoLmgTHgRQM"
    "qwuqC5IBhIEUDKwLtQGrC8KBFAytC6kLrAvHgRQMrgutC+ECvYAQDK8LnwSAgRQMsAuvC3G+gAyxC7ALuYAUDLILGLELvYAQDLML"
    "mgSEgRQMtAtxswvCgRQMtQuyC7QLx4EUDLYLtQthxIEUDLcLtgvAA8WBFAy4C64Ltwu+gAzyB7gLvYAQDLoLnwS+gAy5C7oLuYAU"
    "BrsLJ7kLvYAQDLwL8gf8gBAdvQu8C4KBFB2+C70L4gjvgBAGvwu+C4WBFAbAC7sLvwvBgBQHwQv1BIYBvoAMwQvAC8GAFAfCC/UE"
    "6AG+gAzCC8ALvoAMqwR2+YEIwwv4gQjDC/aBEMULxgsA+YEIxwv4gQjHC72AEAzIC6sEsIEUY8kLyAtX+oEQyQvEC8UL+IEIxAu9"
    "gBAMygurBL2AEAzLC58EgIEUDMwLywvkA72AEAzNC5oEhIEUDM4LhAPNC4CBFAzPC8wLzgu+gAzQC88LvYAQDNILqwS+gAzRC9IL"
    "uYAYDNMLONAL0Qu+gAzUC7YGwYAUigTVC9QL0wu9gBAd1gvVC++AEAbXC9YLwYAUB9gLggXKC76ADNgL1wv5gQjGC/iBCMYLvYAQ"
    "DNkLqwSAgRQM2gvZC4YBvoAMqwTaC/mBCMML+IEIxQv5gQj0BPiBCOwEvYAQDNwLnwSAgRQM3QvcC8MFvYAQDN4LmgSEgRQM3wvk"
    "A94LgIEUDOAL3QvfC76ADOEL4Au5gBQM4gsb4Qu+gAzyB+ILvYAQDOQLnwS+gAzjC+QLuYAUBuULJ+MLhYEUBucL5QvmC72AEAzo"
    "C/IHwoEUDOoL6AvpC4SBFAzrC3HqC4CBFAzsC+sLkgHwgBAG7QvsC4WBFAbuC+cL7QvBgBQH7wv1BIYBvoAM7wvuC8GAFAfwC/UE"
    "6AG+gAzwC+4LvoAMqwR2+YEI8Qv4gQjxC/aBEPML9AsA+YEI9Qv4gQj1C72AEAz2C6sEsIEUY/cL9gtX+oEQ9wvyC/ML+IEI8gu9"
    "gBAM+AurBL2AEAz5C58EgIEUDPoL+QtxvYAQDPsLmgSEgRQM/AvkA/sLgIEUDP0L+gv8C72AEAz+C6sEwoEUDP8L/gvfAoCBFAyA"
    "DP0L/wu+gAyBDIAMuYAUDIIMFYEMvYAQDIMMqwTHgRQMhAyDDOUCvoAMhQx2voAMhgyCDL6ADIcMhAy5gBwMiAxHhQyGDIcMvYAQ"
    "DIkM8ge9gBAMigyrBMKBFAyLDIoM3wKEgRQMjAzlAosMwoEUDI0MiQyMDMeBFAyODI0M1wK+gAyPDI4MuYAUDJAMT48MvYAQDJEM"
    "qwTHgRQMkgyRDOUCvoAMkwyIDL6ADJQMkAy+gAyVDJIMuYAcBpYMVZMMlAyVDMGAFAeXDIIF+Au+gAyXDJYM+YEI9Av4gQj0C72A",
    "EAyYDKsEgIEUDJkMmAyGAb6ADKsEmQz5gQjxC/iBCPML+YEI9AT4gQjtBL6ADOwGdvmBCJsM+IEImwz2gRCdDJ4MAPmBCJ8M+IEI"
    "nwy9gBAMoAzsBrCBFGOhDKAMcfqBEKEMnAydDPiBCJwMvYAQDKIM7Aa9gBAMpAyfBL6ADKMMpAy5gBQGpQwnowyFgRQGpgylDOYL"
    "vYAQDKcMnwSAgRQMqAynDNABvYAQDKkMmgSAgRQMqgyoDKkMvoAMqwyqDLmAFAysDBWrDL2AEAytDOwGhIEUDK4MtQGtDMKBFAyv"
    "DKwMrgzHgRQMsAyvDOEChIEUDLEMcbAMgIEUDLIMsQySAfCAEAazDLIMhYEUBrQMpgyzDMGAFAe1DPUEogy+gAy1DLQM+YEIngz4"
    "gQieDL2AEAy2DOwGgIEUDLcMtgyGAb6ADOwGtwz5gQibDPiBCJ0MvoAMqwR2+YEIuAz4gQi4DPaBELoMuwwA+YEIvAz4gQi8DL2A"
    "EAy9DKsEsIEUY74MvQxX+oEQvgy5DLoM+IEIuQy9gBAMvwyfBICBFAzADL8Mcb2AEAzBDJoEhIEUDMIM5APBDICBFAzDDMAMwgy9"
    "gBAMxAyrBMKBFAzFDMQM3wKEgRQMxgxxxQyAgRQMxwzDDMYMvoAMyAzHDLmAFAzJDBjIDL6ADPIHyQy9gBAMygyrBL2AEAzMDPIH"
    "x4EUDM4MzAzNDL2AEAzPDKsEx4EUDNAMzwzlAr6ADNEMywy+gAzSDM4MvoAM0wzQDLmAHAzUDEfRDNIM0wy9gBAM1QzyB8KBFAzX"
    "DNUM1gy+gAzYDNcMuYAUDNkMT9gMvYAQDNoMqwTHgRQM2wzaDOUCvoAM3AzUDL6ADN0M2Qy+gAzeDNsMuYAcBt8MVdwM3QzeDMGA"
    "FAfgDIIFygy+gAzgDN8M+YEIuwz4gQi7DL2AEAzhDKsEgIEUDOIM4QyGAb6ADKsE4gz5gQi4DPiBCLoM+YEI9AT4gQjuBL6ADOwG"
    "dvmBCOQM+IEI5Az2gRDmDOcMAPmBCOgM+IEI6Ay9gBAM6QzsBrCBFGPqDOkMcfqBEOoM5QzmDPiBCOUMvYAQDOsM7Aa9gBAM7Qyf"
    "BL6ADOwM7Qy5gBQG7gwn7AyFgRQG7wzuDOYLvYAQDPAMnwSAgRQM8QzwDNIBvYAQDPIMmgSAgRQM8wzxDPIMvoAM9AzzDLmAFAz1"
    "DBX0DL2AEAz2DOwGhIEUDPcMtQH2DMKBFAz4DPUM9wzHgRQM+Qz4DOEChIEUDPoMcfkMgIEUDPsM+gySAfCAEAb8DPsMhYEUBv0M"
    "7wz8DMGAFAf+DPUE6wy+gAz+DP0M+YEI5wz4gQjnDL2AEAz/DOwGgIEUDIAN/wyGAb6ADOwGgA35gQjkDPiBCOYMvoAMqwR2+YEI"
    "gQ34gQiBDfaBEIMNhA0A+YEIhQ34gQiFDb2AEAyGDasEsIEUY4cNhg1X+oEQhw2CDYMN+IEIgg29gBAMiA2aBISBFAyJDbUBiA29"
    "gBAMig2rBMKBFAyLDYoN3wKAgRQMjA2JDYsNvoAM7AaMDb2AEAyNDZ8EgIEUDI4NjQ1xvYAQDI8N7AaAgRQMkA2ODY8NvoAMkQ2Q"
    "DbmAFAySDRWRDb2AEAyTDZ8EgIEUDJQNkw3QAb2AEAyVDZoEgIEUDJYNlA2VDb6ADJcNlg25gBQMmA0Vlw29gBAMmQ2rBMKBFAya"
    "DZkN3wKEgRQMmw1xmg3CgRQMnA2YDZsNx4EUDJ0NnA1hxIEUDJ4NnQ33AcWBFAyfDZINng2+gAzyB58NvYAQDKANqwS9gBAMog2r"
    "BMeBFAyjDaIN5QK+gAykDaENvYAQDKYN8ge+gAylDaYNvoAMpw2jDbmAHAyoDUekDaUNpw29gBAMqQ2fBICBFAyqDakNwAG9gBAM"
    "qw3sBoCBFAysDaoNqw2+gAytDawNuYAUDK4NFa0NvYAQDK8NqwTHgRQMsA2vDeUCvoAMsQ2oDb6ADLINrg2+gAyzDbANuYAcBrQN"
    "VbENsg2zDcGAFAe1DYIFoA2+gAy1DbQN+YEIhA34gQiEDb2AEAy2DasEgIEUDLcNtg2GAb6ADKsEtw35gQiBDfiBCIMN+YEI9AT4"
    "gQjvBL2AEAy5DZ8EgIEUDLoNuQ3QAb2AEAy7DZoEhIEUDLwNtQG7DYCBFAy9DboNvA2+gAy+Db0NuYAUDL8NG74NvoAM8ge/Db2A"
    "EAzBDZ8EvoAMwA3BDbmAFAbCDSfADYWBFAbEDcINww29gBAMxQ3yB8KBFAzGDcUN6QuEgRQMxw1xxg2AgRQMyA3HDZIB8IAQBskN"
    "yA2FgRQGyg3EDckNwYAUB8sN9QSGAb6ADMsNyg3BgBQHzA31BOgBvoAMzA3KDb6ADKsEdvmBCM0N+IEIzQ32gRDPDdANAPmBCNEN"
    "+IEI0Q29gBAM0g2rBLCBFGPTDdINV/qBENMNzg3PDfiBCM4NvYAQDNQNqwS9gBAM1g2fBICBFAzXDdYNcb2AEAzYDZoEhIEUDNkN"
    "5APYDYCBFAzaDdcN2Q29gBAM2w2rBMKBFAzcDdsNhgOAgRQM3Q3aDdwNvoAM3g3dDbmAFAzfDRXeDb2AEAzgDasEx4EUDOEN4A1h"
    "voAM4g3VDb6ADOMN3w2+gAzkDeENuYAcDOUNTOIN4w3kDb2AEAzmDfIHvYAQDOcNqwTCgRQM6A3nDd8ChIEUDOkN5QLoDcKBFAzq"
    "DeYN6Q3HgRQM6w3qDdcCvoAM7A3rDbmAFAztDU/sDb2AEAzuDasEx4EUDO8N7g3lAr6ADPAN5Q2+gAzxDe0NvoAM8g3vDbmAHAbz"
    "DVXwDfEN8g3BgBQH9A2CBdQNvoAM9A3zDfmBCNAN+IEI0A29gBAM9Q2rBICBFAz2DfUNhgG+gAyrBPYN+YEIzQ34gQjPDfmBCPQE"
    "+IEI8AS9gBAM+Q2fBL6ADPgN+Q25gBQG+g0n+A29gBAM+w2fBICBFAz9DfsN/A29gBAM/g2aBMKBFAz/Df4NhgGAgRQMgA79Df8N"
    "voAMgQ6ADrmAFAyCDhWBDr2AEAyDDpoEx4EUDIQOgw6SAYSBFAyFDrUBhA7CgRQMhg6CDoUOx4EUDIcOhg7hAoSBFAyIDnGHDoCB"
    "FAyJDogOkgHwgBAGig6JDoWBFAaLDvoNig7BgBQHjA71BIYBvoAMjA6LDsGAFAeNDvUE6AG+gAyNDosOvoAMqwR2+YEIjg74gQiO"
    "DvaBEJAOkQ4A+YEIkg74gQiSDr2AEAyTDqsEsIEUY5QOkw5X+oEQlA6PDpAO+IEIjw69gBAMlQ6aBISBFAyWDuQDlQ69gBAMlw6r"
    "BMKBFAyYDpcOhgOAgRQMmQ6WDpgOvoAM7AaZDr2AEAyaDp8EgIEUDJsOmg5xvYAQDJwO7AaAgRQMnQ6bDpwOvoAMng6dDrmAFAyf"
    "DhWeDr2AEAygDp8EgIEUDKEOoA7QAb2AEAyiDpoEgIEUDKMOoQ6iDr6ADKQOow65gBQMpQ4VpA69gBAMpg6rBMKBFAynDqYOhgPC"
    "gRQMqA6lDqcOx4EUDKkOqA6SAcSBFAyqDqkO9wHFgRQMqw6fDqoOvoAM8gerDr2AEAysDqsEvYAQDK4OqwTHgRQMrw6uDmG+gAyw"
    "Dq0OvYAQDLIO8ge+gAyxDrIOvoAMsw6vDrmAHAy0DkywDrEOsw69gBAMtQ6fBICBFAy2DrUO0gG9gBAMtw7sBsKBFAy4DrcOhgGA"
    "gRQMuQ62DrgOvoAMug65DrmAFAy7DhW6Dr2AEAy8DuwGx4EUDL0OvA6SAYSBFAy+DrUBvQ7CgRQMvw67Dr4OvYAQDMAOqwTHgRQM"
    "wQ7ADmG+gAzCDrQOvoAMww6/Dr6ADMQOwQ65gBwGxQ5Vwg7DDsQOwYAUB8YOggWsDr6ADMYOxQ75gQiRDviBCJEOvYAQDMcOqwSA"
    "gRQMyA7HDoYBvoAMqwTIDvmBCI4O+IEIkA75gQj0BPiBCPEEvYAQDMoOnwSAgRQMyw7KDsABvYAQDMwOmgSEgRQMzQ5xzA6AgRQM",
    "zg7LDs0OvoAMzw7ODrmAFAzQDhjPDr6ADLUF0A69gBAM0g6fBL6ADNEO0g65gBQG0w4n0Q69gBAM1A61BcKBFAzVDtQO1QbHgRQM"
    "1g7VDuUChIEUDNcOcdYOgIEUDNgO1w6SAfCAEAbZDtgOhYEUBtoO0w7ZDsGAFAfbDvUEhgG+gAzbDtoOwYAUB9wO9QToAb6ADNwO"
    "2g6+gAyrBHb5gQjdDviBCN0O9oEQ3w7gDgD5gQjhDviBCOEOvYAQDOIOqwSwgRRj4w7iDlf6gRDjDt4O3w74gQjeDr2AEAzkDqsE"
    "vYAQDOYOnwSAgRQM5w7mDnG9gBAM6A6aBISBFAzpDrUB6A6AgRQM6g7nDukOvYAQDOsOqwTCgRQM7A7rDt8CgIEUDO0O6g7sDr6A"
    "DO4O7Q65gBQM7w4V7g69gBAM8A61Bb2AEAzxDqsEwoEUDPIO8Q7fAoSBFAzzDmHyDsKBFAz0DvAO8w7HgRQM9Q70DuUCxIEUDPYO"
    "9Q73AcWBFAz3Du8O9g69gBAM+A6rBMeBFAz5DvgO5QK+gAz6DuUOvoAM+w73Dr6ADPwO+Q65gBwM/Q5H+g77DvwOvoAM/g79DrmA"
    "FB3/DiD+Du+AEAaAD/8OvYAQDIEPtQXHgRQMgg+BD6ICq4EUY4MPgg92qYEYBoUPgw+ED+YLgYEUBoYPgA+FD8GAFAeHD4IF5A6+"
    "gAyHD4YP+YEI4A74gQjgDr2AEAyID6sEgIEUDIkPiA+GAb6ADKsEiQ/5gQjdDviBCN8O+YEI9AT4gQjyBL2AEAyLD58EgIEUDIwP"
    "iw+lCb6ADI0PjA+5gBQMjg8YjQ/CgRQMjw+OD9UGvYAQDJAPnwSAgRQMkQ+QD9gBvoAMkg+RD7mAFAyTDxiSD8KBFAyUD5MP9wHH"
    "gRQMlQ+UD8QKxYEUDJYPjw+VD72AEAyXD58EgIEUDJgPlw+nCr6ADJkPmA+5gBQMmg8YmQ/CgRQMmw+aD8ADx4EUDJ0Pmw+cD8WB"
    "FAyeD5YPnQ+9gBAMnw+fBICBFAygD58P3gG+gAyhD6APuYAUDKIPGKEPx4EUDKQPog+jD8WBFAylD54PpA++gAy1BaUPvoAM7AZ2"
    "+YEIpg/4gQimD/aBEKgPqQ8A+YEIqg/4gQiqD72AEAyrD+wGsIEUY6wPqw9x+oEQrA+nD6gP+IEIpw+9gBAMrQ/sBr2AEAyvD7UF"
    "voAMrg+vD7mAFAawDySuD72AEAyxD58EgIEUDLIPsQ+lCb2AEAyzD5oEwoEUDLQPsw+GAYSBFAy1D3G0D4CBFAy2D7IPtQ++gAy3"
    "D7YPuYAUDLgPGLcPvYAQDLkPmgTHgRQMug+5D5IBhIEUDLsPcboPvYAQDLwP7AaAgRQMvQ+7D7wPhIEUDL4PYb0PwoEUDL8PuA++"
    "D8eBFAzAD78P5QKEgRQMwQ9xwA+AgRQMwg/BD5IB8IAQBsMPwg+FgRQGxA+wD8MPwYAUB8UP9QStD76ADMUPxA/5gQipD/iBCKkP"
    "vYAQDMYP7AaAgRQMxw/GD4YBvoAM7AbHD/mBCKYP+IEIqA++gAyrBHb5gQjID/iBCMgP9oEQyg/LDwD5gQjMD/iBCMwPvYAQDM0P"
    "qwSwgRRjzg/ND1f6gRDOD8kPyg/4gQjJD72AEAzPD5oEhIEUDNAPtQHPD72AEAzRD6sEwoEUDNIP0Q/fAoCBFAzTD9AP0g++gAzs"
    "BtMPvYAQDNQPnwSAgRQM1Q/UD1e9gBAM1g/sBsKBFAzXD9YPhgGAgRQM2A/VD9cPvoAM2Q/YD7mAFAzaDxXZD72AEAzbD+wGx4EU"
    "DNwP2w+SAYSBFAzdD7UB3A/CgRQM3g/aD90Px4EUDN8P3g/hAr6ADPIH3w+9gBAM4A+rBL2AEAzhD58EvYAQDOIP7AaAgRQM4w/h"
    "D+IPvoAM5A/jD7mAFAzlDxXkD72AEAzmD/IHx4EUDOcP5g/lAsSBFAzoD+cP9wHFgRQM6Q/lD+gPvYAQDOoPqwTHgRQM6w/qD+UC"
    "voAM7A/lDr6ADO0P6Q++gAzuD+sPuYAcDO8PR+wP7Q/uD76ADPAP7w+5gBQd8Q8g8A/vgBAG8g/xD72AEAzzD/IHx4EUDPQP8w/k"
    "A6uBFGP1D/QPdqmBGAb2D/UPhA/mC4GBFAb3D/IP9g/BgBQH+A+CBeAPvoAM+A/3D/mBCMsP+IEIyw+9gBAM+Q+rBICBFAz6D/kP"
    "hgG+gAyrBPoP+YEIyA/4gQjKD/mBCPQE+IEI9AS+gAyrBHb5gQiKEPiBCIoQ9oEQjBCNEAD5gQiOEPiBCI4QvYAQDI8QqwSwgRRj"
    "kBCPEFf6gRCQEIsQjBD4gQiLEL2AEAySEKsEwoEUDJMQkhDAA8GAFAeUEPUEkxC9gBAGlRCUEL2AEAyWEKsEwYAUB5cQggWWEL2A"
    "EAaYEJcQhYEUBpkQlRCYEL2AEAyaEKsEwoEUDJsQmhDAA8GAFAecENgEmxC9gBAGnRCcEIOBFAaeEJkQnRC+gAyREJ4QvYAQDJ8Q"
    "qwS9gBAGoBCREMGAFAehEF2fEL6ADKEQoBD5gQiNEPiBCI0QvYAQDKIQqwSAgRQMoxCiEIYBvoAMqwSjEPmBCIoQ+IEIjBD9gQS4"
    "gAQ=",
    NULL
};
static const char *const spv_rms_norm[] = { /* 1537 words */
    "g4SMOYCGBIuAIJICAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AgBQTtwqXzBgARRUuQgBgEEQEBAceAEBELG8eAEBYB"
    "AceAEEULGseAEEsLGMiAFFIAIwDIgBRSASMEyIAUUgIjCMiAFFIDIwzIgBRSBCMQyIAUUgUjFMiAFFIGIxjIgBRSByMcyIAUUggj"
    "IMiAFFIJIyTIgBRSCiMoyIAUUgsjLMiAFFIMIzDHgAxSAseAEH8GBMiAEIABABjIgBSAAQAjAMeADIABAseAEIIBIgDHgBCCASEB"
    "x4AQ8AEGBMiAEPEBABnIgBTxAQAjAMeADPEBAseAEPMBIgDHgBDzASECx4AQ/wEGBMiAEIACABjIgBSAAgAjAMeADIACAseAEIIC"
    "IgDHgBCCAiEEx4AQjQIBAceAEI4CCxnIgBCPAgAYyIAUjwIAIwDHgAyPAgLHgBCRAiIAx4AQkQIhBpOACAKhgAwDApaADAYgoIAQ"
    "BwcGoYAQCAYHlYAQDCAAoIAQDQcMl4AQDwwDoIAQEAEPu4AQEBEBq4AQDBIAoIAQEwEMsoAQDBZAnIAQFwYWoIAQGAQXu4AQGBkE"
    "oIAQHAQGq4AQDB4Cq4AQDB+IArSAGAwhhgEWHpSACCiVgBA5IAGrgBA5OgGrgBA5PgC7gBAQRQGrgBAMSAG7gBAQSwGegDxSDAwM"
    "DAwMDAwGDAwGDKCAEFMJUruAEFNUCauAEDlVBaCAEFYJDKuAEDlaBquAEDlsA6uAEAZyAJ2ADH8GnoAMgAF/oIAQgQEMgAG7gBCB"
    "AYIBDKCAEIYBDAargBA5lwEJq4AQBp4BgICA/AOrgBA5oQEIoIAQogEJBquAEDm8AQqrgBA5wwELq4AQOd0BDJ2ADPABBp6ADPEB"
    "8AGggBDyAQzxAbuAEPIB8wEMq4AQOfcBB52ADP8BBp6ADIAC/wGggBCBAgyAAruAEIECggIMsoAQDI0CAbOAGA+OAo0CSEiegAyP"
    "AgyggBCQAgyPAruAEJACkQIMtoAUAgQAA/iBCAW7gBANRAe7gBANUAe7gBANZge7gBANawe7gBAHcQe7gBANcwe7gBAHkwEHu4AQ"
    "B5YBB7uAEAebAQe7gBANyAEHu4AQB9QBB7uAEA3cAQe7gBAN4QEHu4AQB/sBB8GAFBNGRRK9gBAMR0bBgBQTSUVIvYAQDEpJwYAU"
    "E0xLEr2AEAxNTISBFAxOSk2AgRQMT0dOvoAMRE+9gBAMUUTBgBRWV1RVvYAQDFhXhoEUDFlRWMGAFFZbVFq9gBAMXFuEgRQMXVlc"
    "vYAQDF5EwYAUVl9UVb2AEAxgX4mBFAxhXmDBgBRWYlQ+vYAQDGNihIEUDGRhY4CBFAxlXWS+gAxQZcGAFFZnVDq9gBAMaGe9gBAM"
    "aVCAgRQMamhpvoAMZmrBgBRWbVRsvYAQDG5tvYAQDG9QgIEUDHBub76ADGtwvoAMcXLBgBQTdBESvYAQDHV0voAMc3X5gQh2+IEI"
    "dvaBEHh5APmBCHr4gQh6vYAQDHtzwYAUVnxUPr2AEAx9fLCBFCh+e336gRB+d3j4gQh3vYAQDIMBZr2AEAyEAXOAgRQMhQGDAYQB"
    "wYAYhgGHAYIBPoUBvYAQBogBhwG9gBAMiQFmvYAQDIoBc4CBFAyLAYkBigHBgBiGAYwBggE+iwG9gBAGjQGMAYWBFAaOAYgBjQG9"
    "gBAGjwFxgYEUBpABjwGOAb6ADHGQAfmBCHn4gQh5vYAQDJEBc4CBFAySAZEBFr6ADHOSAfmBCHb4gQh4vYAQBpQBcb6ADJMBlAG5"
    "gBQGlQEKkwG+gAxxlQHBgBRWmAFUlwG9gBAMmQGYAauBFCiaAZkBEveBDJ0BAPqBEJoBnAGnAfiBCJwBvYAQBp8BcYyAGAagAQEf"
    "nwHBgBSiAaMBVKEBvYAQBqQBowGMgBwGpQEBKKABpAGIgRQGpgGeAaUBvoAMmwGmAfmBCJ0B+IEIpwG9gBAGqAFxwYAUVqkBVD69"
    "gBAMqgGpAfCAEAarAaoBiIEUBqwBqAGrAcGAFKIBrQFUoQG9gBAGrgGtAYGBFAavAawBrgGMgBgGsAEBH68BiIEUBrEBngGwAb6A"
    "DJsBsQH5gQidAfiBCJ0BvYAQBrIBmwG+gAyWAbIBwYAUVrMBVJcBvYAQDLQBswGrgRQotQG0ARL3gQy3AQD6gRC1AbYBtwH4gQi2"
    "Ab2AEAy4AUTBgBRWuQFUVb2AEAy6AbkBiYEUDLsBuAG6AcGAFFa9AVS8Ab2AEAy+Ab0BsIEUKL8BuwG+AfmBCLcB+IEItwH1gRwo"
    "wAG1AZ0BvwG2AfeBDMIBAPqBEMABwQHCAfiBCMEBwYAUogHEAVTDAb2AEAbFAcQBvYAQBsYBlgGFgRQGxwHGAcUBvoAMlgHHAfmB"
    "CMIB+IEIwgHBgBQTyQEREr2AEAzKAckBvoAMyAHKAfmBCMsB+IEIywH2gRDNAc4BAPmBCM8B+IEIzwG9gBAM0AHIAcGAFFbRAVQ+"
    "vYAQDNIB0QGwgRQo0wHQAdIB+oEQ0wHMAc0B+IEIzAG9gBAM1QFmvYAQDNYByAGAgRQM1wHVAdYBwYAYhgHYAYIBPtcBvYAQBtkB"
    "2AG9gBAG2gGWAYWBFAbbAdkB2gG+gAzUAdsBwYAUVt4BVN0BvYAQDN8B3gGrgRQo4AHfARL3gQzjAQD6gRDgAeIB7QH4gQjiAb2A"
    "EAzkAUTBgBRW5QFUVb2AEAzmAeUBiYEUDOcB5AHmAcGAFFboAVQ+vYAQDOkB6AGEgRQM6gHnAekBvYAQDOsByAGAgRQM7AHqAesB"
    "voAM4QHsAfmBCOMB+IEI7QG9gBAM7gHIAb6ADOEB7gH5gQjjAfiBCOMBvYAQDO8B4QG+gAzcAe8BvYAQDPQBa72AEAz1AcgBgIEU"
    "DPYB9AH1AcGAFFb4AVT3Ab2AEAz5AfgBq4EUKPoB+QES94EM/QEA+oEQ+gH8AYcC+IEI/AG9gBAG/gHUAb2AEAyDAtwBwYAYhgGE"
    "AoICPoMCvYAQBoUChAKFgRQGhgL+AYUCvoAM+wGGAvmBCP0B+IEIhwK9gBAGiALUAb6ADPsBiAL5gQj9AfiBCP0BvYAQBokC+wHB"
    "gBiGAYoC8wE+9gG+gAyKAokC+YEIzgH4gQjOAb2AEAyLAsgBgIEUDIwCiwIWvoAMyAGMAvmBCMsB+IEIzQH9gQS4gAS2gBQGCgAI"
    "t4AMBwn4gQgLu4AQDQ4Hu4AQDSAHu4AQBz0HwYAUExQREr2AEAwVFL6ADA4VvYAQDBoOvYAQBhsJwYAUHB0ZGr6ADB0b4IEQHh4f"
    "voAMICH5gQgi+IEIIvaBECQlAPmBCCb4gQgmvYAQDCcgrIEUKCknEvqBECkjJPiBCCO9gBAMKg69gBAMKyCwgRQoLCor94EMLgD6"
    "gRAsLS74gQgtvYAQDC8OvYAQDDAOvYAQDDEggIEUDDIwMcGAFBwzGTK9gBAGNDPBgBQcNRkvvYAQBjY1gYEUBjc2NMGAFBw4GS++"
    "gAw4N/mBCC74gQgu4IEQHh4f+YEIJfiBCCW9gBAMOyDCgRQMPDs6voAMIDz5gQgi+IEIJMGAFBw/GT69gBAGQD++gAw9QOCBEB4e"
    "H72AEAZBPf6BCEG4gAQ=",
    NULL
};
static const char *const spv_rms_norm_sg[] = { /* 1513 words */
    "g4SMOYCGBIuAIIsCAJGACAGRgAg9kYAIP4uAGAHHmM3iBK7m0aMGrujUgQMAjoAMAAGPgCgFBO3CpfMGABkrPUNskIAYBBEBAQHH"
    "gBAUAQHHgBAZCyjHgBArCybHgBA9CxrHgBBDCxjIgBRKACMAyIAUSgEjBMiAFEoCIwjIgBRKAyMMyIAUSgQjEMiAFEoFIxTIgBRK"
    "BiMYyIAUSgcjHMiAFEoIIyDIgBRKCSMkyIAUSgojKMiAFEoLIyzIgBRKDCMwx4AMSgLHgBBsCxvHgBB4BgTIgBB5ABjIgBR5ACMA"
    "x4AMeQLHgBB7IgDHgBB7IQHHgBDpAQYEyIAQ6gEAGciAFOoBACMAx4AM6gECx4AQ7AEiAMeAEOwBIQLHgBD4AQYEyIAQ+QEAGMiA"
    "FPkBACMAx4AM+QECx4AQ+wEiAMeAEPsBIQTHgBCGAgEBx4AQhwILGciAEIgCABjIgBSIAgAjAMeADIgCAseAEIoCIgDHgBCKAiEG"
    "k4AIAqGADAMCloAMBiCggBAHBwahgBAIBgeVgBANIACrgBANDgOUgAgQsoAQDRRAnIAQFQYUoIAQFgQVu4AQFhcEoIAQGAENu4AQ"
    "GBkBoIAQHAQGq4AQDR4Cq4AQDR+IAquAEAYhAKCAECIHDauAEA0kALuAEBgrAZWAEDQgAauAEDQ1AZeAEDsNA6CAEDwBO7uAEDw9"
    "AauAEA1AAbuAEDxDAZ6APEoNDQ0NDQ0NDQYNDQYNoIAQSwlKu4AQS0wJq4AQNE0FoIAQTgkNq4AQNFIGq4AQNFoAq4AQNGUDu4AQ"
    "PGwBnYAMeAaegAx5eKCAEHoMebuAEHp7DKCAEH8MBquAEDSQAQmrgBAGlwGAgID8A6uAEDSaAQiggBCbAQkGq4AQNLUBCquAEDS8"
    "AQurgBA01gEMnYAM6QEGnoAM6gHpAaCAEOsBDOoBu4AQ6wHsAQyrgBA08AEHnYAM+AEGnoAM+QH4AaCAEPoBDPkBu4AQ+gH7AQyy"
    "gBANhgIBs4AYO4cChgJAQJ6ADIgCDaCAEIkCDIgCu4AQiQKKAgy2gBQCBAAD+IEIBbuAECI6B7uAECJIB7uAECJfB7uAECJkB7uA"
    "EAdqB7uAECJrB7uAEAeMAQe7gBAHjwEHu4AQB5QBB7uAECLBAQe7gBAHzQEHu4AQItUBB7uAECLaAQe7gBAH9AEHwYAUGD49JL2A"
    "EA0/PsGAFBhBPUC9gBANQkHBgBQYREMkvYAQDUVEhIEUDUZCRYCBFA1HP0a+gAw6R72AEA1JOsGAFE5PTE29gBANUE+GgRQNUUlQ"
    "wYAUTlNMUr2AEA1UU4SBFA1VUVS9gBANVjrBgBROV0xNvYAQDVhXiYEUDVlWWMGAFE5bTFq9gBANXFuEgRQNXVlcgIEUDV5VXb6A"
    "DEhewYAUTmBMNb2AEA1hYL2AEA1iSICBFA1jYWK+gAxfY8GAFE5mTGW9gBANZ2a9gBANaEiAgRQNaWdovoAMZGm+gAxqIcGAFBht"
    "bCS9gBANbm2+gAxrbvmBCG/4gQhv9oEQcXIA+YEIc/iBCHO9gBANdGvBgBROdUxavYAQDXZ1sIEUEHd0dvqBEHdwcfiBCHC9gBAN"
    "fF+9gBANfWuAgRQNfnx9wYAYf4ABe1p+vYAQBoEBgAG9gBANggFfvYAQDYMBa4CBFA2EAYIBgwHBgBh/hQF7WoQBvYAQBoYBhQGF"
    "gRQGhwGBAYYBvYAQBogBaoGBFAaJAYgBhwG+gAxqiQH5gQhy+IEIcr2AEA2KAWuAgRQNiwGKARS+gAxriwH5gQhv+IEIcb2AEAaN"
    "AWq+gAyMAY0BuYAUBo4BCowBvoAMao4BwYAUTpEBTJABvYAQDZIBkQGrgRQQkwGSAST3gQyWAQD6gRCTAZUBoAH4gQiVAb2AEAaY"
    "AWqMgBgGmQEBH5gBwYAUmwGcAUyaAb2AEAadAZwBjIAcBp4BASiZAZ0BiIEUBp8BlwGeAb6ADJQBnwH5gQiWAfiBCKABvYAQBqEB"
    "asGAFE6iAUxavYAQDaMBogHwgBAGpAGjAYiBFAalAaEBpAHBgBSbAaYBTJoBvYAQBqcBpgGBgRQGqAGlAacBjIAYBqkBAR+oAYiB"
    "FAaqAZcBqQG+gAyUAaoB+YEIlgH4gQiWAb2AEAarAZQBvoAMjwGrAcGAFE6sAUyQAb2AEA2tAawBq4EUEK4BrQEk94EMsAEA+oEQ"
    "rgGvAbAB+IEIrwG9gBANsQE6wYAUTrIBTE29gBANswGyAYmBFA20AbEBswHBgBROtgFMtQG9gBANtwG2AbCBFBC4AbQBtwH5gQiw"
    "AfiBCLAB9YEcELkBrgGWAbgBrwH3gQy7AQD6gRC5AboBuwH4gQi6AcGAFJsBvQFMvAG9gBAGvgG9Ab2AEAa/AY8BhYEUBsABvwG+"
    "Ab6ADI8BwAH5gQi7AfiBCLsBwYAUGMIBbCS9gBANwwHCAb6ADMEBwwH5gQjEAfiBCMQB9oEQxgHHAQD5gQjIAfiBCMgBvYAQDckB"
    "wQHBgBROygFMWr2AEA3LAcoBsIEUEMwByQHLAfqBEMwBxQHGAfiBCMUBvYAQDc4BX72AEA3PAcEBgIEUDdABzgHPAcGAGH/RAXta"
    "0AG9gBAG0gHRAb2AEAbTAY8BhYEUBtQB0gHTAb6ADM0B1AHBgBRO1wFM1gG9gBAN2AHXAauBFBDZAdgBJPeBDNwBAPqBENkB2wHm"
    "AfiBCNsBvYAQDd0BOsGAFE7eAUxNvYAQDd8B3gGJgRQN4AHdAd8BwYAUTuEBTFq9gBAN4gHhAYSBFA3jAeAB4gG9gBAN5AHBAYCB"
    "FA3lAeMB5AG+gAzaAeUB+YEI3AH4gQjmAb2AEA3nAcEBvoAM2gHnAfmBCNwB+IEI3AG9gBAN6AHaAb6ADNUB6AG9gBAN7QFkvYAQ"
    "De4BwQGAgRQN7wHtAe4BwYAUTvEBTPABvYAQDfIB8QGrgRQQ8wHyAST3gQz2AQD6gRDzAfUBgAL4gQj1Ab2AEAb3Ac0BvYAQDfwB"
    "1QHBgBh//QH7AVr8Ab2AEAb+Af0BhYEUBv8B9wH+Ab6ADPQB/wH5gQj2AfiBCIACvYAQBoECzQG+gAz0AYEC+YEI9gH4gQj2Ab2A"
    "EAaCAvQBwYAYf4MC7AFa7wG+gAyDAoIC+YEIxwH4gQjHAb2AEA2EAsEBgIEUDYUChAIUvoAMwQGFAvmBCMQB+IEIxgH9gQS4gAS2"
    "gBQGCgAIt4AMBwn4gQgLu4AQByAHu4AQIiMHvYAQBgwJ3oIYBg8OAAy+gAwJD82CEBARDveBDBMA+oEQERIT+IEIEr2AEA0aGb2A"
    "EAYbCcGAFBwdFxq+gAwdG/mBCBP4gQgT4IEQHh4fvoAMICG+gAwjJPmBCCX4gQgl9oEQJygA+YEIKfiBCCm9gBANKiO9gBANLCuw"
    "gRQQLSos+oEQLSYn+IEIJr2AEA0uI8GAFBwvFy69gBAGMC+9gBAGMSCBgRQGMjEwvoAMIDL5gQgo+IEIKL2AEA0zI4CBFA02MzW+"
    "gAwjNvmBCCX4gQgn4IEQHh4fvYAQBjcg/oEIN7iABA==",
    NULL
};
static const char *const spv_rope[] = { /* 1021 words */
    "g4SMOYCGBIuAILsBAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgAWHpCAGAQRAQEByIAUCQAjAMiAFAkB"
    "IwTIgBQJAiMIyIAUCQMjDMiAFAkEIxDIgBQJBSMUyIAUCQYjGMiAFAkHIxzHgAwJAseAEBYLHMeAEB4LGMeAECIBAceAEHUGBMiA"
    "EHYAGMiAFHYAIwDHgAx2AseAEHgiAMeAEHghBMeAEI4BBgTIgBSPAQAjAMeADI8BAseAEJEBIgDHgBCRASECx4AQswEBAceAELQB"
    "CxnIgBC1AQAYyIAUtQEAIwDHgAy1AQLHgBC3ASIAx4AQtwEhBpOACAKhgAwDApWAEAYgAKCAEAcHBp6AKAkGBgYGBgYGBqCAEAoJ"
    "CbuAEAoLCZWAEAwgAauAEAwNA6CAEA4JBquAEAYRApeAEBQGA6CAEBUBFLuAEBUWAauAEAYXAKCAEBgBBquAEAYbAbuAEBUeAbKA"
    "EAYiQKuAEAwmAKuAEAwpAZSACC+rgBAMRwWrgBAMSwargBAMUQKrgBAMVwSWgAxyIKCAEHMHcp2ADHVynoAMdnWggBB3DHa7gBB3"
    "eAyggBB+DHKrgBAMggEHnYAMjgFynoAMjwGOAaCAEJABDI8Bu4AQkAGRAQyygBAGswEBs4AYFLQBswEbG56ADLUBBqCAELYBDLUB"
    "u4AQtgG3AQycgBC4AXIioIAQuQEEuAG7gBC5AboBBLaAFAIEAAP4gQgFu4AQBwgHu4AQBxMHu4AQBzQHu4AQBzgHu4AQBz8Hu4AQ"
    "B0YHu4AQB1YHu4AQB1sHu4AQB2MHu4AQB2cHu4AQc3QHu4AQc4EBB7uAEHONAQe7gBBzlwEHwYAUDg8LDb2AEAYQD4aBFAYSEBG+"
    "gAwIEsGAFBgZFhe9gBAGGhnBgBQYHBYbvYAQBh0cwYAUGB8eF72AEAYgH4SBFAYhHSCEgRQGIyEigIEUBiQaI76ADBMkvYAQBiUT"
    "wYAUDicLJr2AEAYoJ8GAFA4qCym9gBAGKyqEgRQGLCgrvYAQBi0IhIEUBi4sLa6BFC8wJS73gQwyAPqBEDAxMviBCDH9gQT4gQgy"
    "vYAQBjUTvYAQBjYIiYEUBjc1Nr6ADDQ3vYAQBjkTvYAQBjoIhoEUBjs5OsGAFA48Cym9gBAGPTyJgRQGPjs9voAMOD69gBAGQBO9"
    "gBAGQQjBgBQOQgspvYAQBkNChIEUBkRBQ4aBFAZFQES+gAw/RcGAFA5IC0e9gBAGSUi9gBAGSj/BgBQOTAtLvYAQBk1MhIEUBk5K"
    "TYCBFAZPSU69gBAGUDjBgBQOUgtRvYAQBlNShIEUBlRQU4CBFAZVT1S+gAxGVcGAFA5YC1e9gBAGWVirgRQvWlkX94EMXQD6gRBa"
    "XF/4gQhcvYAQBl40voAMW175gQhd+IEIX72AEAZgNISBFAZhEWC+gAxbYfmBCF34gQhdvYAQBmJbvoAMVmLBgBQOZAtXvYAQBmVk"
    "q4EUL2ZlF/eBDGkA+oEQZmht+IEIaL2AEAZqNL2AEAZrCICBFAZsamu+gAxnbPmBCGn4gQhtvYAQBm40hIEUBm8RboCBFAZwbxu+"
    "gAxncPmBCGn4gQhpvYAQBnFnvoAMY3G9gBAGeT+9gBAGegiEgRQGe3l6vYAQBnw0gIEUBn17fMGAGH5/eCZ9vYAQcoABf76ADHSA"
    "AcGAFA6DAQuCAb2AEAaEAYMBvYAQBoUBP72AEAaGAQiEgRQGhwGFAYYBgIEUBogBhAGHAb2AEAaJATSAgRQGigGIAYkBwYAYfosB"
    "eCaKAb2AEHKMAYsBvoAMgQGMAb2AEAaSAUa9gBAGkwFWgIEUBpQBkgGTAcGAGH6VAZEBJpQBvYAQcpYBlQG+gAyNAZYBvYAQBpgB"
    "Rr2AEAaZAWOAgRQGmgGYAZkBwYAYfpsBkQEmmgG9gBBynAGbAb6ADJcBnAG9gBAGnQFGvYAQBp4BVoCBFAafAZ0BngG9gBByoAGN"
    "Ab2AEHKhAXSFgRRyogGgAaEBvYAQcqMBlwG9gBBypAGBAYWBFHKlAaMBpAGDgRRypgGiAaUBwYAYfqcBkQEmnwG+gAynAaYBvYAQ"
    "BqgBRr2AEAapAWOAgRQGqgGoAakBvYAQcqsBjQG9gBByrAGBAYWBFHKtAasBrAG9gBByrgGXAb2AEHKvAXSFgRRysAGuAa8BgYEU"
    "crEBrQGwAcGAGH6yAZEBJqoBvoAMsgGxAf2BBLiABA==",
    NULL
};
static const char *const spv_kv_store[] = { /* 765 words */
    "g4SMOYCGBIuAIIsBAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgALE5CAGAQRAQEBx4AQCwscx4AQEwsY"
    "x4AQFwEByIAUGwAjAMiAFBsBIwTIgBQbAiMIyIAUGwMjDMeADBsCyIAQRAAYyIAURAAjAMeADEQCx4AQRiIAx4AQRiEGx4AQYQYE"
    "yIAUYgAjAMeADGICx4AQZCIAx4AQZCEFx4AQZwYEyIAQaAAYyIAUaAAjAMeADGgCx4AQaiIAx4AQaiEBx4AQhgEBAceAEIcBCxmT"
    "gAgCoYAMAwKVgBAGIACggBAHBwaXgBAJBgOggBAKAQm7gBAKCwGrgBAGDACggBANAQargBAGEAG7gBAKEwGygBAGF0CegBgbBgYG"
    "BqCAEBwJG7uAEBwdCZWAEB4gAauAEB4fA6CAECAJBpSACCOrgBAeKACrgBAGKwKrgBAeMgGegAxEBqCAEEUMRLuAEEVGDKCAEEcM"
    "BquAEB5WAp2ADGEGnoAMYmGggBBjDGK7gBBjZAyWgAxmIJ2ADGdmnoAMaGeggBBpDGi7gBBpagyggBBsDGaXgBBzZgKygBAGhgEB"
    "s4AYCYcBhgEQEJyAEIgBZheggBCJAQSIAbuAEIkBigEEtoAUAgQAA/iBCAW7gBAHCAe7gBAHGge7gBAHJQe7gBAHOwe7gBAHPwe7"
    "gBAHQwe7gBAHVQfBgBQNDgsMvYAQBg8OwYAUDRELEL2AEAYSEcGAFA0UEwy9gBAGFRSEgRQGFhIVhIEUBhgWF4CBFAYZDxi+gAwI"
    "GcGAFCAhHR+9gBAGIiGrgRQjJCIM94EMJwD6gRAkJi34gQgmwYAUICkdKL2AEAYqKYaBFAYsKiu+gAwlLPmBCCf4gQgtwYAUIC4d"
    "KL2AEAYvLr6ADCUv+YEIJ/iBCCe9gBAGMCW+gAwaML2AEAYxCMGAFCAzHTK9gBAGNDO9gBAGNRqEgRQGNjQ1roEUIzcxNveBDDkA"
    "+oEQNzg5+IEIOP2BBPiBCDm9gBAGPAi9gBAGPRqGgRQGPjw9voAMOz69gBAGQAi9gBAGQRqJgRQGQkBBvoAMP0LBgBRHSEYovYAQ"
    "BklIvYAQBko7gIEUBktJSr2AEAZMGoSBFAZNS0y9gBAGTj+AgRQGT01OvoAMQ0/BgBQgUB0fvYAQBlFQq4EUI1JRDPeBDFQA+oEQ"
    "UlN3+IEIU8GAFCBXHVa9gBAGWFe9gBAGWTvBgBQgWh0ovYAQBltahIEUBlxZW4CBFAZdWFy9gBAGXj+EgRQGXytegIEUBmBdX76A"
    "DFVgvYAQBmVDvYAQBmtVwYAYbG1qKGu9gBBmbm29gBAGb1WAgRQGcG8QwYAYbHFqKHC9gBBmcnHQgBRzdG5yjIAYBnUBOnTBgBhH"
    "dmQoZb6ADHZ1+YEIVPiBCHe9gBAGeEPBgBQgeR1WvYAQBnp5vYAQBns7wYAUIHwdKL2AEAZ9fISBFAZ+e32AgRQGf3p+vYAQBoAB"
    "P4CBFAaBAX+AAcGAGGyCAWoogQG9gBBmgwGCAfyAEAaEAYMBwYAYR4UBZCh4voAMhQGEAfmBCFT4gQhU/YEEuIAE",
    NULL
};
static const char *const spv_attention[] = { /* 3067 words */
    "g4SMOYCGBIuAILUEAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgAZugGQgBgEEQEBAceAEBkLG8eAEB4B"
    "AciAFHMAIwDIgBRzASMEyIAUcwIjCMiAFHMDIwzIgBRzBCMQyIAUcwUjFMiAFHMGIxjIgBRzByMcyIAUcwgjIMiAFHMJIyTIgBRz"
    "CiMoyIAUcwsjLMiAFHMMIzDIgBRzDSM0x4AMcwLHgBCDAQYEyIAQhAEAGMiAFIQBACMAx4AMhAECx4AQhgEiAMeAEIYBIQXHgBCN"
    "AQYEyIAQjgEAGMiAFI4BACMAx4AMjgECx4AQkAEiAMeAEJABIQPHgBC6AQsayIAQzAEAGMiAFMwBACMAx4AMzAECx4AQzgEiAMeA"
    "EM4BIQbHgBCLAgYEyIAQjAIAGMiAFIwCACMAx4AMjAICx4AQjgIiAMeAEI4CIQHHgBC0AgYEyIAQtQIAGMiAFLUCACMAx4AMtQIC"
    "x4AQtwIiAMeAELcCIQTHgBCkBAYEyIAQpQQAGciAFKUEACMAx4AMpQQCx4AQpwQiAMeAEKcEIQLHgBCzBAEBx4AQtAQLGZOACAKh"
    "gAwDApaADAYgoIAQBwcGoYAQCAYHlYAQDyAAoIAQEAcPoYAUEQYQEJeAEBcPA6CAEBgBF7uAEBgZAauAEA8aAKCAEBsBD7KAEA8e"
    "QJyAEB8GHqCAECAEH7uAECAhBKCAECQEBquAEA8mAquAEA8niAK0gBgPKYYBHiaUgAgwlYAQQSABq4AQQUIBq4AQQUYAtIAYD1OG"
    "AR4mnoBAcw8PDw8PDw8PDw8PDw8GoIAQdAlzu4AQdHUJq4AQQXYKoIAQdwkPnYAMgwEPnoAMhAGDAaCAEIUBDIQBu4AQhQGGAQyg"
    "gBCJAQwPnYAMjQEPnoAMjgGNAaCAEI8BDI4Bu4AQjwGQAQyXgBCWAQYCoIAQlwEHlgGrgBAPnAEBu4AQGLoBAZ6ADMwBD6CAEM0B"
    "DMwBu4AQzQHOAQyrgBBB1AELq4AQQfABBKuAEEH0AQWrgBBB+gECnYAMiwIGnoAMjAKLAqCAEI0CDIwCu4AQjQKOAgyggBCSAgwG"
    "q4AQD5UCgAicgBCWAgaVAqCAEJcCBJYCu4AQlwKYAgSrgBAGoQIAq4AQQa0CDJ2ADLQCBp6ADLUCtAKggBC2Agy1AruAELYCtwIM"
    "q4AQBrwCgICA/A+rgBAGwgKAgID8A6uAEA/LAgicgBDNAgbLAqCAEM4CB80Cq4AQQesCCKuAEEGOAw2ggBCPAwkGu4AQIKYDBKuA"
    "EEHJAwOrgBBB5wMJq4AQQYMEBquAEEGHBAedgAykBAaegAylBKQEoIAQpgQMpQS7gBCmBKcEDLKAEA+zBAGzgBgXtASzBJwBnAG2"
    "gBQCBAAD+IEIBbuAEBC5AQe7gBAQvQEHu4AQEMABB7uAEBDDAQe7gBAQywEHu4AQENMBB7uAEBDgAQe7gBAQ6gEHu4AQEO8BB7uA"
    "EBD/AQe7gBAHigIHu4AQB50CB7uAEAesAge7gBAHsQIHu4AQB74CB7uAEBDEAge7gBDOAs8CB7uAEBDUAge7gBAQ3QIHu4AQB+EC"
    "B7uAEBDnAge7gBAH9AIHu4AQEPUCB7uAEBCFAwe7gBAQhgMHu4AQB5MDB7uAEAeVAwe7gBAHmQMHu4AQB50DB7uAEAeqAwe7gBAH"
    "sgMHu4AQELYDB7uAEBC7Awe7gBAQwwMHu4AQB9ADB7uAEBDWAwe7gBAQ8gMHu4AQEPMDB7uAEBCCBAe7gBAQkQQHu4AQEJkEB8GA"
    "FBu7AboBGr2AEA+8AbsBvoAMuQG8AcGAFBu+AboBnAG9gBAPvwG+Ab6ADL0BvwHBgBQbwQEZGr2AEA/CAcEBvoAMwAHCAb2AEA/E"
    "AbkBwYAUd8UBdUa9gBAPxgHFAcGAFHfHAXVCvYAQD8gBxwGGgRQPyQHGAcgBhoEUD8oBxAHJAb6ADMMBygHBgBSJAc8BzgFGvYAQ"
    "D9ABzwG9gBAP0QG9AYCBFA/SAdAB0QG+gAzLAdIBwYAUd9UBddQBvYAQD9YB1QGrgRQw1wHWARr3gQzZAQD6gRDXAdgB2QH4gQjY"
    "Ab2AEA/aAcsBgIEUD9sB2gGcAcGAFHfcAXXUAb2AEA/dAdwBrIEUMN4B2wHdAfmBCNkB+IEI2QH1gRww3wHXAQXeAdgB94EM4gEA"
    "+oEQ3wHhAegB+IEI4QG9gBAP4wHLAYCBFA/kAeMBnAHBgBR35QF11AG9gBAP5gHlAYKBFA/nAeQB5gG+gAzgAecB+YEI4gH4gQjo"
    "Ab6ADOABGvmBCOIB+IEI4gG9gBAP6QHgAb6ADNMB6QG9gBAP6wHLAYCBFA/sAesBnAG9gBAP7QHTAYKBFA/uAewB7QG+gAzqAe4B"
    "wYAUd/EBdfABvYAQD/IB8QG9gBAP8wG9AcGAFHf1AXX0Ab2AEA/2AfUBhIEUD/cB8wH2AYCBFA/4AfIB9wG9gBAP+QG5AcGAFHf7"
    "AXX6Ab2AEA/8AfsBhIEUD/0B+QH8AYCBFA/+AfgB/QG+gAzvAf4BvYAQD4ACwAG+gAz/AYAC+YEIgQL4gQiBAvaBEIMChAIA+YEI"
    "hQL4gQiFAr2AEA+GAv8BwYAUd4cCdfoBvYAQD4gChwKwgRQwiQKGAogC+oEQiQKCAoMC+IEIggK9gBAPjwLvAb2AEA+QAv8BgIEU"
    "D5ECjwKQAsGAGJICkwKOAkaRAr2AEAaUApMCvoAMigKUAr2AEA+ZAv8BwYAUd5oCdXa9gBAPmwKaAquBFDCcApsCGveBDJ8CAPqB"
    "EJwCngKmAviBCJ4CvYAQBqACigLQgBSWAaICoAKhAoyAGA+jAgE6ogKMgBiWAaQCAT6jAtGAFAalAqQCAL6ADJ0CpQL5gQifAviB"
    "CKYCvYAQBqcCigK+gAydAqcC+YEInwL4gQifAr2AEAaoAp0CwYAUJKkCmAKZAr6ADKkCqAL5gQiEAviBCIQCvYAQD6oC/wGAgRQP"
    "qwKqAh6+gAz/AasC+YEIgQL4gQiDAuCBECYmJ8GAFHeuAnWtAr2AEA+vAq4Cq4EUMLACrwIa94EMswIA+oEQsAKyArsC+IEIsgK9"
    "gBAPuAK5AcGAGJICuQK3Aka4Ar2AEAa6ArkCvoAMsQK6AvmBCLMC+IEIuwK+gAyxArwC+YEIswL4gQizAr2AEAa9ArECvoAMrAK9"
    "AsGAFHe/AnWtAr2AEA/AAr8Cq4EUMMECwAIaqYEYBsMCwQLCAqECvoAMvgLDAr6ADMQCGvmBCMUC+IEIxQL2gRDHAsgCAPmBCMkC"
    "+IEIyQK9gBAPygLEArCBFDDMAsoCywL6gRDMAsYCxwL4gQjGAr2AEA/QAsQCwYAUB9ECzwLQAr6ADNECoQL5gQjIAviBCMgCvYAQ"
    "D9ICxAKAgRQP0wLSAkK+gAzEAtMC+YEIxQL4gQjHAr6ADNQCGvmBCNUC+IEI1QL2gRDXAtgCAPmBCNkC+IEI2QK9gBAP2gLUAr2A"
    "EA/bAuoBsIEUMNwC2gLbAvqBENwC1gLXAviBCNYCvYAQD94C1AK9gBAP3wLAAYCBFA/gAt4C3wK+gAzdAuACvoAM4QK8Ar2AEA/i"
    "At0CvYAQD+MC6gGwgRQw5ALiAuMC94EM5gIA+oEQ5ALlAuYC+IEI5QK9gBAP6ALTAb2AEA/pAt0CgIEUD+oC6ALpAsGAFHfsAnXr"
    "Ar2AEA/tAuwChIEUD+4C6gLtAr2AEA/vAsMBwYAUd/ACdfoBvYAQD/EC8AKEgRQP8gLvAvECgIEUD/MC7gLyAr6ADOcC8wK+gAz0"
    "AqECvoAM9QIa+YEI9gL4gQj2AvaBEPgC+QIA+YEI+gL4gQj6Ar2AEA/7AvUCwYAUd/wCdfoBvYAQD/0C/AKwgRQw/gL7Av0C+oEQ"
    "/gL3AvgC+IEI9wK9gBAP/wL1AsGAFCSAA5gC/wK9gBAGgQOAA72AEA+CA+cCvYAQD4MD9QKAgRQPhAOCA4MDvoAMhQMavoAMhgOE",
    "A7mAGAaHAxSFA4YDhYEUBogDgQOHA72AEAaJA/QCgYEUBooDiQOIA76ADPQCigP5gQj5AviBCPkCvYAQD4sD9QKAgRQPjAOLA0K+"
    "gAz1AowD+YEI9gL4gQj4Ar2AEAaNA/QCwYAUjwOQA3WOA72AEAaRA5ADhYEUBpIDjQORA76ADOECkgP5gQjmAviBCOYCvYAQBpQD"
    "rAK9gBAGlgPhAr6ADJUDlgO5gBQGlwMNlQOMgBwGmAMBKJQDlwO+gAyTA5gDvYAQD5oD3QK9gBAPmwPqAbCBFDCcA5oDmwP3gQyf"
    "AwD6gRCcA54DpAP4gQieA72AEAagA+ECvYAQBqEDkwODgRQGogOgA6EDjIAYBqMDARuiA76ADJ0DowP5gQifA/iBCKQDvoAMnQOh"
    "AvmBCJ8D+IEInwO9gBAGpQOdA76ADJkDpQO9gBAPpwPAAb2AEAaoA5kDwYAUJKkDpgOnA76ADKkDqAO9gBAGqwOsAr2AEAasA5MD"
    "g4EUBq0DqwOsA4yAGAauAwEbrQO+gAyqA64DvYAQBq8DvgK9gBAGsAOqA4WBFAaxA68DsAO9gBAGswOZA76ADLIDswO5gBQGtAMK"
    "sgOBgRQGtQOxA7QDvoAMvgK1A72AEA+3A+oBvYAQD7gD1AKCgRQPuQO3A7gDjIAcD7oDASYeuQO+gAy2A7oDvoAMuwMa+YEIvAP4"
    "gQi8A/aBEL4DvwMA+YEIwAP4gQjAA72AEA/BA7sDsIEUMMIDwQPLAvqBEMIDvQO+A/iBCL0DvYAQD8QDwAG9gBAPxQO7A4SBFA/G"
    "A8UDHoCBFA/HA8QDxgO+gAzDA8cDvYAQD8gDwwPBgBR3ygN1yQO9gBAPywPKA66BFDDMA8gDywP3gQzOAwD6gRDMA80DzgP4gQjN"
    "A/mBCL4D+IEIzgO9gBAP0QO7A8GAFAfSA88C0QO9gBAG0wPSA72AEAbUA6oDhYEUBtUD0wPUA76ADNAD1QO+gAzWAxr5gQjXA/iB"
    "CNcD9oEQ2QPaAwD5gQjbA/iBCNsDvYAQD9wD1gO9gBAP3QO2A7CBFDDeA9wD3QP6gRDeA9gD2QP4gQjYA72AEA/fA9YDwYAUJOAD"
    "pgPfA72AEAbhA+ADvYAQD+ID0wG9gBAP4wPUAoCBFA/kA+ID4wO9gBAP5QPWA4CBFA/mA+QD5QPBgBR36AN15wO9gBAP6QPoA4SB"
    "FA/qA+YD6QO9gBAP6wPDAcGAFHfsA3XJA72AEA/tA+wDhIEUD+4D6wPtA4CBFA/vA+oD7gO9gBAP8APDA4CBFA/xA+8D8AO+gAzy"
    "A5wBvoAM8wPxA7mAGAb0AxTyA/MDhYEUBvUD4QP0A72AEAb2A9ADgYEUBvcD9gP1A76ADNAD9wP5gQjaA/iBCNoDvYAQD/gD1gOA"
    "gRQP+QP4A0K+gAzWA/kD+YEI1wP4gQjZA72AEA/6A7sDvYAQBvsD0APBgBQH/APPAvoDvoAM/AP7A/mBCL8D+IEIvwO9gBAP/QO7"
    "A4CBFA/+A/0DQr6ADLsD/gP5gQi8A/iBCL4DvYAQBv8DkwO+gAysAv8D4IEQJiYn+YEI2AL4gQjYAr2AEA+ABNQCgIEUD4EEgAQe"
    "voAM1AKBBPmBCNUC+IEI1wLBgBR3hAR1gwS9gBAPhQSEBL2AEA+GBL0BwYAUd4gEdYcEvYAQD4kEiASEgRQPigSGBIkEgIEUD4sE"
    "hQSKBL2AEA+MBLkBwYAUd40EdckDvYAQD44EjQSEgRQPjwSMBI4EgIEUD5AEiwSPBL6ADIIEkAS+gAyRBBr5gQiSBPiBCJIE9oEQ"
    "lASVBAD5gQiWBPiBCJYEvYAQD5cEkQSwgRQwmASXBMsC+oEQmASTBJQE+IEIkwS9gBAPmgTAAb2AEA+bBJEEhIEUD5wEmwQegIEU"
    "D50EmgScBL6ADJkEnQS9gBAPngSZBMGAFHefBHXJA72AEA+gBJ8EsIEUMKEEngSgBPeBDKMEAPqBEKEEogSjBPiBCKIEvYAQD6gE"
    "ggS9gBAPqQSZBICBFA+qBKgEqQS9gBAPqwSRBMGAFAesBM8CqwS9gBAGrQSsBL2AEAauBL4CiIEUBq8ErQSuBMGAGJICsASnBEaq"
    "BL6ADLAErwT5gQijBPiBCKME+YEIlQT4gQiVBL2AEA+xBJEEgIEUD7IEsQRCvoAMkQSyBPmBCJIE+IEIlAT9gQS4gAS2gBQGCgAI"
    "t4AMBwn4gQgLu4AQEBYHu4AQECgHu4AQB0UHwYAUGxwZGr2AEA8dHL6ADBYdvYAQDyIWvYAQBiMJwYAUJCUhIr6ADCUj4IEQJiYn"
    "voAMKCn5gQgq+IEIKvaBECwtAPmBCC74gQguvYAQDy8orIEUMDEvGvqBEDErLPiBCCu9gBAPMha9gBAPMyiwgRQwNDIz94EMNgD6"
    "gRA0NTb4gQg1vYAQDzcWvYAQDzgWvYAQDzkogIEUDzo4OcGAFCQ7ITq9gBAGPDvBgBQkPSE3vYAQBj49gYEUBj8+PMGAFCRAITe+"
    "gAxAP/mBCDb4gQg24IEQJiYn+YEILfiBCC29gBAPQyjCgRQPRENCvoAMKET5gQgq+IEILMGAFCRHIUa9gBAGSEe+gAxFSOCBECYm"
    "J72AEAZJRf6BCEm4gAS2gBQGDQAIt4AMBwz4gQgOu4AQEEwHu4AQEFIHu4AQB20HwYAUG00ZGr2AEA9OTb6ADExOvYAQD09MvYAQ"
    "BlAMwYAUJFEhT76ADFFQ4IEQJiYnvoAMUlP5gQhU+IEIVPaBEFZXAPmBCFj4gQhYvYAQD1lSrIEUMFpZGvqBEFpVVviBCFW9gBAP"
    "W0y9gBAPXFKwgRQwXVtc94EMXwD6gRBdXl/4gQhevYAQD2BMvYAQD2FMwYAUJGIhYb2AEAZjYr2AEA9kTL2AEA9lUoCBFA9mZGXB"
    "gBQkZyFmvYAQBmhnjIAcBmkBKGNowYAUJGohYL6ADGpp+YEIX/iBCF/ggRAmJif5gQhX+IEIV72AEA9rUsKBFA9sa0K+gAxSbPmB"
    "CFT4gQhWwYAUJG4hRr2AEAZvbr6ADG1v4IEQJiYnvYAQBnBt/oEIcLiABLaAFAYUABG3gAwQEreADBAT+IEIFbuAEBB9B7uAEBCA"
    "AQe7gBCXAZgBB7uAEAefAQe7gBAQqwEHwYAUd3h1dr2AEA95eKuBFDB6eRr3gQx8APqBEHp7fPiBCHu9gBAPfhKqgRQwf34a94EM"
    "ggEA+oEQf4EBjAH4gQiBAb2AEA+HARPCgRQPiAGHAULBgBiJAYoBhgFGiAG9gBAPiwGKAb6ADIABiwH5gQiCAfiBCIwBvYAQD5EB"
    "E8KBFA+SAZEBQsGAGIkBkwGQAUaSAb2AEA+UAZMBvoAMgAGUAfmBCIIB+IEIggG9gBAPlQGAAb6ADH2VAb2AEA+ZAX2MgBiWAZoB"
    "AT6ZAb6ADJgBmgG9gBAPmwETx4EUD50BmwGcAauBFDCeAZ0BGveBDKEBAPqBEJ4BoAGkAfiBCKABwYAUB6IBmAGcAb2AEAajAaIB"
    "voAMnwGjAfmBCKEB+IEIpAHBgBQHpQGYARq9gBAGpgGlAb6ADJ8BpgH5gQihAfiBCKEBvYAQBqcBnwH+gQinAfiBCHy9gBAPqQES"
    "qoEUMKoBqQEa94EMrQEA+oEQqgGsAbEB+IEIrAG9gBAPrgETwYAYiQGvAYYBRq4BvYAQD7ABrwG+gAyrAbAB+YEIrQH4gQixAb2A"
    "EA+yARPBgBiJAbMBkAFGsgG9gBAPtAGzAb6ADKsBtAH5gQitAfiBCK0BvYAQD7UBqwH8gBAGtgG1Af6BCLYBuIAE",
    NULL
};
static const char *const spv_attention_sg[] = { /* 2989 words */
    "g4SMOYCGBIuAIKMEAJGACAGRgAg9kYAIP4uAGAHHmM3iBK7m0aMGrujUgQMAjoAMAAGPgCQFBO3CpfMGACIzqQGwAZCAGAQRAQEB"
    "x4AQHQEBx4AQIgsox4AQMwsmyIAUXwAjAMiAFF8BIwTIgBRfAiMIyIAUXwMjDMiAFF8EIxDIgBRfBSMUyIAUXwYjGMiAFF8HIxzI"
    "gBRfCCMgyIAUXwkjJMiAFF8KIyjIgBRfCyMsyIAUXwwjMMiAFF8NIzTHgAxfAseAEG8GBMiAEHAAGMiAFHAAIwDHgAxwAseAEHIi"
    "AMeAEHIhBceAEHoGBMiAEHsAGMiAFHsAIwDHgAx7AseAEH0iAMeAEH0hA8eAEKkBCxrHgBCwAQsbyIAQvAEAGMiAFLwBACMAx4AM"
    "vAECx4AQvgEiAMeAEL4BIQbHgBD7AQYEyIAQ/AEAGMiAFPwBACMAx4AM/AECx4AQ/gEiAMeAEP4BIQHHgBCjAgYEyIAQpAIAGMiA"
    "FKQCACMAx4AMpAICx4AQpgIiAMeAEKYCIQTHgBCSBAYEyIAQkwQAGciAFJMEACMAx4AMkwQCx4AQlQQiAMeAEJUEIQLHgBChBAEB"
    "x4AQogQLGZOACAKhgAwDApaADAYgoIAQBwcGoYAQCAYHlYAQDyAAoIAQEAcPoYAUEQYQEKuAEA8XA5SACBmygBAPHUCcgBAeBh2g"
    "gBAfBB67gBAfIASggBAhAQ+7gBAhIgGggBAlBAargBAPJwKrgBAPKIgCq4AQBioAq4AQDywAu4AQITMBlYAQPCABq4AQPD0Bq4AQ"
    "BkuAgID8D56AQF8PDw8PDw8PDw8PDw8PBqCAEGAJX7uAEGBhCauAEDxiCqCAEGMJD52ADG8PnoAMcG+ggBBxDHC7gBBxcgyrgBA8"
    "cwCggBB2DA+dgAx6D56ADHt6oIAQfAx7u4AQfH0Ml4AQgwEGAqCAEIQBB4MBq4AQD4kBAZeAEKcBDwOggBCoAQGnAbuAEKgBqQEB"
    "u4AQqAGwAQGegAy8AQ+ggBC9AQy8AbuAEL0BvgEMq4AQPMQBC6uAEDzgAQSrgBA85AEFq4AQPOoBAp2ADPsBBp6ADPwB+wGggBD9"
    "AQz8AbuAEP0B/gEMoIAQggIMBquAEA+FAoAInIAQhgIGhQKggBCHAgSGAruAEIcCiAIEq4AQPJwCDJ2ADKMCBp6ADKQCowKggBCl"
    "AgykAruAEKUCpgIMq4AQBrACgICA/AOrgBAPuQIInIAQuwIGuQKggBC8Age7AquAEDzZAgirgBA8/AINoIAQ/QIJBruAEB+UAwSr"
    "gBA8twMDq4AQPNUDCauAEDzxAwargBA89QMHnYAMkgQGnoAMkwSSBKCAEJQEDJMEu4AQlASVBAyygBAPoQQBs4AYpwGiBKEEiQGJ"
    "AbaAFAIEAAP4gQgFu4AQEKYBB7uAEBCsAQe7gBAQrwEHu4AQELMBB7uAEBC7AQe7gBAQwwEHu4AQENABB7uAEBDaAQe7gBAQ3wEH"
    "u4AQEO8BB7uAEAf6AQe7gBAHjQIHu4AQB5sCB7uAEAegAge7gBAHrAIHu4AQELICB7uAELwCvQIHu4AQEMICB7uAEBDLAge7gBAH"
    "zwIHu4AQENUCB7uAEAfiAge7gBAQ4wIHu4AQEPMCB7uAEBD0Age7gBAHgQMHu4AQB4MDB7uAEAeHAwe7gBAHiwMHu4AQB5gDB7uA"
    "EAegAwe7gBAQpAMHu4AQEKkDB7uAEBCxAwe7gBAHvgMHu4AQEMQDB7uAEBDgAwe7gBAQ4QMHu4AQEPADB7uAEBD/Awe7gBAQhwQH"
    "wYAUIaoBqQEsvYAQD6sBqgG+gAymAasBwYAUIa0BqQGJAb2AEA+uAa0BvoAMrAGuAcGAFCGxAbABLL2AEA+yAbEBvoAMrwGyAb2A"
    "EA+0AaYBwYAUY7UBYXO9gBAPtgG1AcGAFGO3AWE9vYAQD7gBtwGGgRQPuQG2AbgBhoEUD7oBtAG5Ab6ADLMBugHBgBR2vwG+AXO9"
    "gBAPwAG/Ab2AEA/BAawBgIEUD8IBwAHBAb6ADLsBwgHBgBRjxQFhxAG9gBAPxgHFAauBFBnHAcYBLPeBDMkBAPqBEMcByAHJAfiB"
    "CMgBvYAQD8oBuwGAgRQPywHKAYkBwYAUY8wBYcQBvYAQD80BzAGsgRQZzgHLAc0B+YEIyQH4gQjJAfWBHBnPAccBBc4ByAH3gQzS"
    "AQD6gRDPAdEB2AH4gQjRAb2AEA/TAbsBgIEUD9QB0wGJAcGAFGPVAWHEAb2AEA/WAdUBgoEUD9cB1AHWAb6ADNAB1wH5gQjSAfiB"
    "CNgBvoAM0AEs+YEI0gH4gQjSAb2AEA/ZAdABvoAMwwHZAb2AEA/bAbsBgIEUD9wB2wGJAb2AEA/dAcMBgoEUD94B3AHdAb6ADNoB"
    "3gHBgBRj4QFh4AG9gBAP4gHhAb2AEA/jAawBwYAUY+UBYeQBvYAQD+YB5QGEgRQP5wHjAeYBgIEUD+gB4gHnAb2AEA/pAaYBwYAU"
    "Y+sBYeoBvYAQD+wB6wGEgRQP7QHpAewBgIEUD+4B6AHtAb6ADN8B7gG9gBAP8AGvAb6ADO8B8AH5gQjxAfiBCPEB9oEQ8wH0AQD5"
    "gQj1AfiBCPUBvYAQD/YB7wHBgBRj9wFh6gG9gBAP+AH3AbCBFBn5AfYB+AH6gRD5AfIB8wH4gQjyAb2AEA//Ad8BvYAQD4AC7wGA"
    "gRQPgQL/AYACwYAYggKDAv4Bc4ECvYAQBoQCgwK+gAz6AYQCvYAQD4kC7wHBgBRjigJhYr2AEA+LAooCq4EUGYwCiwIs94EMjwIA"
    "+oEQjAKOApUC+IEIjgK9gBAGkAL6AdCAFIMBkQKQAiqMgBgPkgIBOpECjIAYgwGTAgE+kgLRgBQGlAKTAgC+gAyNApQC+YEIjwL4"
    "gQiVAr2AEAaWAvoBvoAMjQKWAvmBCI8C+IEIjwK9gBAGlwKNAsGAFCWYAogCiQK+gAyYApcC+YEI9AH4gQj0Ab2AEA+ZAu8BgIEU"
    "D5oCmQIdvoAM7wGaAvmBCPEB+IEI8wHggRAnJyjBgBRjnQJhnAK9gBAPngKdAquBFBmfAp4CLPeBDKICAPqBEJ8CoQKqAviBCKEC"
    "vYAQD6cCpgHBgBiCAqgCpgJzpwK9gBAGqQKoAr6ADKACqQL5gQiiAviBCKoCvoAMoAJL+YEIogL4gQiiAr2AEAarAqACvoAMmwKr"
    "AsGAFGOtAmGcAr2AEA+uAq0Cq4EUGa8CrgIsqYEYBrECrwKwAiq+gAysArECvoAMsgIs+YEIswL4gQizAvaBELUCtgIA+YEItwL4"
    "gQi3Ar2AEA+4ArICsIEUGboCuAK5AvqBELoCtAK1AviBCLQCvYAQD74CsgLBgBQHvwK9Ar4CvoAMvwIq+YEItgL4gQi2Ar2AEA/A"
    "ArICgIEUD8ECwAI9voAMsgLBAvmBCLMC+IEItQK+gAzCAiz5gQjDAviBCMMC9oEQxQLGAgD5gQjHAviBCMcCvYAQD8gCwgK9gBAP"
    "yQLaAbCBFBnKAsgCyQL6gRDKAsQCxQL4gQjEAr2AEA/MAsICvYAQD80CrwGAgRQPzgLMAs0CvoAMywLOAr6ADM8CS72AEA/QAssC"
    "vYAQD9EC2gGwgRQZ0gLQAtEC94EM1AIA+oEQ0gLTAtQC+IEI0wK9gBAP1gLDAb2AEA/XAssCgIEUD9gC1gLXAsGAFGPaAmHZAr2A"
    "EA/bAtoChIEUD9wC2ALbAr2AEA/dArMBwYAUY94CYeoBvYAQD98C3gKEgRQP4ALdAt8CgIEUD+EC3ALgAr6ADNUC4QK+gAziAiq+"
    "gAzjAiz5gQjkAviBCOQC9oEQ5gLnAgD5gQjoAviBCOgCvYAQD+kC4wLBgBRj6gJh6gG9gBAP6wLqArCBFBnsAukC6wL6gRDsAuUC"
    "5gL4gQjlAr2AEA/tAuMCwYAUJe4CiALtAr2AEAbvAu4CvYAQD/AC1QK9gBAP8QLjAoCBFA/yAvAC8QK+gAzzAiy+gAz0AvICuYAY",
    "BvUCFPMC9AKFgRQG9gLvAvUCvYAQBvcC4gKBgRQG+AL3AvYCvoAM4gL4AvmBCOcC+IEI5wK9gBAP+QLjAoCBFA/6AvkCPb6ADOMC"
    "+gL5gQjkAviBCOYCvYAQBvsC4gLBgBT9Av4CYfwCvYAQBv8C/gKFgRQGgAP7Av8CvoAMzwKAA/mBCNQC+IEI1AK9gBAGggObAr2A"
    "EAaEA88CvoAMgwOEA7mAFAaFAw2DA4yAHAaGAwEoggOFA76ADIEDhgO9gBAPiAPLAr2AEA+JA9oBsIEUGYoDiAOJA/eBDI0DAPqB"
    "EIoDjAOSA/iBCIwDvYAQBo4DzwK9gBAGjwOBA4OBFAaQA44DjwOMgBgGkQMBG5ADvoAMiwORA/mBCI0D+IEIkgO+gAyLAyr5gQiN"
    "A/iBCI0DvYAQBpMDiwO+gAyHA5MDvYAQD5UDrwG9gBAGlgOHA8GAFCWXA5QDlQO+gAyXA5YDvYAQBpkDmwK9gBAGmgOBA4OBFAab"
    "A5kDmgOMgBgGnAMBG5sDvoAMmAOcA72AEAadA6wCvYAQBp4DmAOFgRQGnwOdA54DvYAQBqEDhwO+gAygA6EDuYAUBqIDCqADgYEU"
    "BqMDnwOiA76ADKwCowO9gBAPpQPaAb2AEA+mA8ICgoEUD6cDpQOmA4yAHA+oAwEmHacDvoAMpAOoA76ADKkDLPmBCKoD+IEIqgP2"
    "gRCsA60DAPmBCK4D+IEIrgO9gBAPrwOpA7CBFBmwA68DuQL6gRCwA6sDrAP4gQirA72AEA+yA68BvYAQD7MDqQOEgRQPtAOzAx2A"
    "gRQPtQOyA7QDvoAMsQO1A72AEA+2A7EDwYAUY7gDYbcDvYAQD7kDuAOugRQZugO2A7kD94EMvAMA+oEQugO7A7wD+IEIuwP5gQis"
    "A/iBCLwDvYAQD78DqQPBgBQHwAO9Ar8DvYAQBsEDwAO9gBAGwgOYA4WBFAbDA8EDwgO+gAy+A8MDvoAMxAMs+YEIxQP4gQjFA/aB"
    "EMcDyAMA+YEIyQP4gQjJA72AEA/KA8QDvYAQD8sDpAOwgRQZzAPKA8sD+oEQzAPGA8cD+IEIxgO9gBAPzQPEA8GAFCXOA5QDzQO9"
    "gBAGzwPOA72AEA/QA8MBvYAQD9EDwgKAgRQP0gPQA9EDvYAQD9MDxAOAgRQP1APSA9MDwYAUY9YDYdUDvYAQD9cD1gOEgRQP2APU"
    "A9cDvYAQD9kDswHBgBRj2gNhtwO9gBAP2wPaA4SBFA/cA9kD2wOAgRQP3QPYA9wDvYAQD94DsQOAgRQP3wPdA94DvoAM4AOJAb6A"
    "DOED3wO5gBgG4gMU4APhA4WBFAbjA88D4gO9gBAG5AO+A4GBFAblA+QD4wO+gAy+A+UD+YEIyAP4gQjIA72AEA/mA8QDgIEUD+cD"
    "5gM9voAMxAPnA/mBCMUD+IEIxwO9gBAP6AOpA72AEAbpA74DwYAUB+oDvQLoA76ADOoD6QP5gQitA/iBCK0DvYAQD+sDqQOAgRQP"
    "7APrAz2+gAypA+wD+YEIqgP4gQisA72AEAbtA4EDvoAMmwLtA+CBECcnKPmBCMYC+IEIxgK9gBAP7gPCAoCBFA/vA+4DHb6ADMIC"
    "7wP5gQjDAviBCMUCwYAUY/IDYfEDvYAQD/MD8gO9gBAP9AOsAcGAFGP2A2H1A72AEA/3A/YDhIEUD/gD9AP3A4CBFA/5A/MD+AO9"
    "gBAP+gOmAcGAFGP7A2G3A72AEA/8A/sDhIEUD/0D+gP8A4CBFA/+A/kD/QO+gAzwA/4DvoAM/wMs+YEIgAT4gQiABPaBEIIEgwQA"
    "+YEIhAT4gQiEBL2AEA+FBP8DsIEUGYYEhQS5AvqBEIYEgQSCBPiBCIEEvYAQD4gErwG9gBAPiQT/A4SBFA+KBIkEHYCBFA+LBIgE"
    "igS+gAyHBIsEvYAQD4wEhwTBgBRjjQRhtwO9gBAPjgSNBLCBFBmPBIwEjgT3gQyRBAD6gRCPBJAEkQT4gQiQBL2AEA+WBPADvYAQ"
    "D5cEhwSAgRQPmASWBJcEvYAQD5kE/wPBgBQHmgS9ApkEvYAQBpsEmgS9gBAGnASsAoiBFAadBJsEnATBgBiCAp4ElQRzmAS+gAye"
    "BJ0E+YEIkQT4gQiRBPmBCIME+IEIgwS9gBAPnwT/A4CBFA+gBJ8EPb6ADP8DoAT5gQiABPiBCIIE/YEEuIAEtoAUBgoACLeADAcJ"
    "+IEIC7uAEAcpB7uAEBArB72AEAYWCd6CGAYYFwAWvoAMCRjNghAZGhf3gQwcAPqBEBobHPiBCBu9gBAPIyK9gBAGJAnBgBQlJiAj"
    "voAMJiT5gQgc+IEIHOCBECcnKL6ADCkqvoAMKyz5gQgt+IEILfaBEC8wAPmBCDH4gQgxvYAQDzIrvYAQDzQzsIEUGTUyNPqBEDUu"
    "L/iBCC69gBAPNivBgBQlNyA2vYAQBjg3vYAQBjkpgYEUBjo5OL6ADCk6+YEIMPiBCDC9gBAPOyuAgRQPPjs9voAMKz75gQgt+IEI"
    "L+CBECcnKL2AEAY/Kf6BCD+4gAS2gBQGDQAIt4AMBwz4gQgOu4AQB0oHu4AQEEwHvYAQBkIM5oIYBkMXAEK+gAwMQ82CEBlEF/eB"
    "DEYA+oEQREVG+IEIRb2AEA9HIr2AEAZIDMGAFCVJIEe+gAxJSPmBCEb4gQhG4IEQJycovoAMSku+gAxMLPmBCE34gQhN9oEQT1AA"
    "+YEIUfiBCFG9gBAPUky9gBAPUzOwgRQZVFJT+oEQVE5P+IEITr2AEAZVSr2AEA9WTMGAFCVXIFa9gBAGWFeMgBwGWQEoVVi+gAxK"
    "WfmBCFD4gQhQvYAQD1pMgIEUD1taPb6ADExb+YEITfiBCE/ggRAnJyi9gBAGXEr+gQhcuIAEtoAUBhQAEbeADBASt4AMEBP4gQgV"
    "u4AQEGkHu4AQEGwHu4AQhAGFAQe7gBAHjAEHu4AQEJgBB8GAFGNkYWK9gBAPZWSrgRQZZmUs94EMaAD6gRBmZ2j4gQhnvYAQD2oS"
    "qoEUGWtqLPeBDG4A+oEQa215+IEIbb2AEA90E8KBFA91dD3BgBh2d3Jzdb2AEA94d76ADGx4+YEIbviBCHm9gBAPfhPCgRQPf349"
    "wYAYdoABfXN/vYAQD4EBgAG+gAxsgQH5gQhu+IEIbr2AEA+CAWy+gAxpggG9gBAPhgFpjIAYgwGHAQE+hgG+gAyFAYcBvYAQD4gB"
    "E8eBFA+KAYgBiQGrgRQZiwGKASz3gQyOAQD6gRCLAY0BkQH4gQiNAcGAFAePAYUBiQG9gBAGkAGPAb6ADIwBkAH5gQiOAfiBCJEB"
    "wYAUB5IBhQEsvYAQBpMBkgG+gAyMAZMB+YEIjgH4gQiOAb2AEAaUAYwB/oEIlAH4gQhovYAQD5YBEqqBFBmXAZYBLPeBDJoBAPqB"
    "EJcBmQGeAfiBCJkBvYAQD5sBE8GAGHacAXJzmwG9gBAPnQGcAb6ADJgBnQH5gQiaAfiBCJ4BvYAQD58BE8GAGHagAX1znwG9gBAP"
    "oQGgAb6ADJgBoQH5gQiaAfiBCJoBvYAQD6IBmAH8gBAGowGiAf6BCKMBuIAE",
    NULL
};
static const char *const spv_router[] = { /* 3443 words */
    "g4SMOYCGBIuAIIAFAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AYBQTtwqXzBgALkIAYBBEBAQHHgBALCxzIgBQSACMA"
    "yIAUEgEjBMiAFBICIwjIgBQSAyMMyIAUEgQjEMiAFBIFIxTIgBQSBiMYyIAUEgcjHMiAFBIIIyDHgAwSAseAED0GBMiAFD4AIwDH"
    "gAw+AseAEEAiAMeAEEAhAseAEEQGBMiAEEUAGMiAFEUAIwDHgAxFAseAEEciAMeAEEchAceAEM4BBgTIgBDPAQAYyIAUzwEAIwDH"
    "gAzPAQLHgBDRASIAx4AQ0QEhBMeAENUEBgTIgBDWBAAZyIAU1gQAIwDHgAzWBALHgBDYBCIAx4AQ2AQhA8eAEOMEBgTIgBDkBAAZ"
    "yIAU5AQAIwDHgAzkBALHgBDmBCIAx4AQ5gQhBceAEPcEAQHHgBD4BAEBx4AQ+QQLGciAEPoEABjIgBT6BAAjAMeADPoEAseAEPwE"
    "IgDHgBD8BCEGk4AIAqGADAMClYAQBiAAoIAQBwcGl4AQCQYDoIAQCgEJu4AQCgsBq4AQBgwAoIAQDQEGloAMESCegCwSBgYGBgYG"
    "BgYRoIAQEwkSu4AQExQJlYAQFSABq4AQFRYAoIAQFwkGlIAIGquAEBUgAauAEBUkAquAEAYpAqCAEDEHEauAEBEzgICA/A+dgAw9"
    "EZ6ADD49oIAQPww+u4AQP0AMnYAMRBGegAxFRKCAEEYMRbuAEEZHDKCAEE0MEauAEBVcA6uAEAZfAauAEBFkAKuAEBGCAYCAgPwD"
    "q4AQFccBB52ADM4BEZ6ADM8BzgGggBDQAQzPAbuAENAB0QEMq4AQFdsBBauAEAaXAkCcgBCYAhGXAqCAEJkCB5gCnIAQoAIalwKg"
    "gBChAgegAqqADBqkAqCAEKUCBxqrgBAVsAIGoIAQtAIHFauAEBW2Av////8PqYAMGtwCnIAQqAMVlwKggBCpAweoA6uAEAbhAwOr"
    "gBAVoQQEq4AQEbkEgICAxAOdgAzVBBWegAzWBNUEoIAQ1wQM1gS7gBDXBNgEDKCAEOEEDBWdgAzjBBGegAzkBOMEoIAQ5QQM5AS7"
    "gBDlBOYEDKuAEBXvBAiggBDwBAkRsoAQBvcEQLKAEAb4BAGzgBgJ+QT4BF9fnoAM+gQGoIAQ+wQM+gS7gBD7BPwEDJyAEP0EEfcE"
    "oIAQ/gQE/QS7gBD+BP8EBLaAFAIEAAP4gQgFu4AQBwgHu4AQBx8Hu4AQByMHu4AQBycHu4AQBy0Hu4AQMTIHu4AQBzQHu4AQMWMH"
    "u4AQB2UHu4AQMW4Hu4AQMYEBB7uAEAeFAQe7gBAHngEHu4AQB7YBB7uAEDHLAQe7gBAH4QEHu4AQB+YBB7uAEDHwAQe7gBAx8QEH"
    "u4AQB/IBB7uAEDGBAge7gBCZApoCB7uAEKECogIHu4AQB6kCB7uAELQCtQIHu4AQB7cCB7uAEAfgAge7gBAH8AIHu4AQB4cDB7uA"
    "ELQCkAMHu4AQB5EDB7uAEKUCmgMHu4AQB5sDB7uAEKkDqgMHu4AQmQLUAwe7gBAx5QMHu4AQMeYDB7uAEAfnAwe7gBAH9wMHu4AQ"
    "B48EB7uAEDGnBAe7gBAHqAQHu4AQB7sEB7uAEAfMBAfBgBQNDgsMvYAQBg8OvoAMCA+9gBAGEAjBgBQXGBQWvYAQBhkYroEUGhsQ"
    "GfeBDB0A+oEQGxwd+IEIHP2BBPiBCB3BgBQXIRQgvYAQBiIhvoAMHyLBgBQXJRQkvYAQBiYlvoAMIya9gBAGKAiEgRQGKigpvYAQ"
    "BisfhIEUBiwqK76ADCcsvYAQBi4nvYAQBi8fgIEUBjAuL76ADC0wvoAMMjO+gAw0DPmBCDX4gQg19oEQNzgA+YEIOfiBCDm9gBAG"
    "OjS9gBAGOx+wgRQaPDo7+oEQPDY3+IEINr2AEAZBJ72AEAZCNICBFAZDQUK9gBAGSAi9gBAGSR+EgRQGSkhJvYAQBks0gIEUBkxK"
    "S8GAGE1ORxZMvYAQEU9OwYAYTVBAFkO+gAxQT72AEBFRMr2AEAZSCL2AEAZTH4SBFAZUUlO9gBAGVTSAgRQGVlRVwYAYTVdHFla9"
    "gBARWFeMgBwRWQEoUVi+gAwyWfmBCDj4gQg4vYAQBlo0gIEUBltaIL6ADDRb+YEINfiBCDfBgBQXXRRcvYAQBl5dqoEUGmBeX/eB"
    "DGIA+oEQYGGYAfiBCGG+gAxjZL6ADGUM+YEIZviBCGb2gRBoaQD5gQhq+IEIar2AEAZrZb2AEAZsH7CBFBpta2z6gRBtZ2j4gQhn"
    "vYAQBm8nvYAQBnBlgIEUBnFvcMGAGE1yQBZxvYAQEXNyvYAQEXQyg4EUEXVzdIyAGBF2ARt1voAMbna9gBAGdye9gBAGeGWAgRQG"
    "eXd4vYAQEXpuwYAYTXtAFnm+gAx7er2AEBF8br2AEBF9Y4GBFBF+fXy+gAxjfvmBCGn4gQhpvYAQBn9lgIEUBoABfyC+gAxlgAH5"
    "gQhm+IEIaL2AEBGDAWOIgRQRhAGCAYMBvoAMgQGEAb6ADIUBDPmBCIYB+IEIhgH2gRCIAYkBAPmBCIoB+IEIigG9gBAGiwGFAb2A"
    "EAaMAR+wgRQajQGLAYwB+oEQjQGHAYgB+IEIhwG9gBAGjgEnvYAQBo8BhQGAgRQGkAGOAY8BvYAQEZEBgQHBgBhNkgFAFpABvYAQ"
    "EZMBkgGFgRQRlAGTAZEBwYAYTZUBQBaQAb6ADJUBlAH5gQiJAfiBCIkBvYAQBpYBhQGAgRQGlwGWASC+gAyFAZcB+YEIhgH4gQiI"
    "AfmBCGL4gQiYAcGAFBeZARRcvYAQBpoBmQGqgRQamwGaASn3gQydAQD6gRCbAZwBnQH4gQicAb6ADJ4BDPmBCJ8B+IEInwH2gRCh"
    "AaIBAPmBCKMB+IEIowG9gBAGpAGeAb2AEAalAR+wgRQapgGkAaUB+oEQpgGgAaEB+IEIoAG9gBAGpwEnvYAQBqgBngGAgRQGqQGn"
    "AagBvYAQBqoBJ72AEAarAZ4BgIEUBqwBqgGrAcGAGE2tAUAWrAG9gBARrgGtAf+AEBGvAa4BjIAYEbABARuvAYGBFBGxAYIBsAGI"
    "gRQRsgGCAbEBwYAYTbMBQBapAb6ADLMBsgH5gQiiAfiBCKIBvYAQBrQBngGAgRQGtQG0ASC+gAyeAbUB+YEInwH4gQihAfmBCJ0B"
    "+IEInQH5gQhi+IEIYr6ADLYBDPmBCLcB+IEItwH2gRC5AboBAPmBCLsB+IEIuwG9gBAGvAG2Ab2AEAa9AR+wgRQavgG8Ab0B+oEQ"
    "vgG4AbkB+IEIuAG9gBAGvwEtvYAQBsABtgGAgRQGwQG/AcABvYAQBsIBJ72AEAbDAbYBgIEUBsQBwgHDAcGAGE3FAUAWxAG9gBAR"
    "xgHFAcGAFBfIARTHAb2AEAbJAcgBq4EUGsoByQEM94EMzQEA+oEQygHMAdUB+IEIzAG9gBAG0gG2AcGAGE3TAdEBFtIBvYAQEdQB"
    "0wG+gAzLAdQB+YEIzQH4gQjVAb6ADMsBZPmBCM0B+IEIzQG9gBAR1gHLAYGBFBHXAcYB1gHBgBhN2AFAFsEBvoAM2AHXAfmBCLoB"
    "+IEIugG9gBAG2QG2AYCBFAbaAdkBIL6ADLYB2gH5gQi3AfiBCLkBwYAUF9wBFNsBvYAQBt0B3AGsgRQa3gHdAV/3gQzgAQD6gRDe"
    "Ad8B4AH4gQjfAb2AEAbiAR/BgBQX4wEU2wG9gBAG5AHjAYaBFAblAeIB5AG+gAzhAeUBvoAM5gEM+YEI5wH4gQjnAfaBEOkB6gEA"
    "+YEI6wH4gQjrAb2AEAbsAeYBwYAUF+0BFNsBvYAQBu4B7QGwgRQa7wHsAe4B+oEQ7wHoAekB+IEI6AG+gAzwATO+gAzxATO9gBAG"
    "8wHmAb2AEAb0AeEBhIEUBvUB8wH0Ab6ADPIB9QH5gQj2AfiBCPYB9oEQ+AH5AQD5gQj6AfiBCPoBvYAQBvsB8gG9gBAG/AHmAYCB",
    "FAb9AfwBX72AEAb+AeEBhIEUBv8B/QH+AbCBFBqAAvsB/wH6gRCAAvcB+AH4gQj3Ab2AEAaCAi29gBAGgwLyAYCBFAaEAoICgwLB"
    "gBhNhQJAFoQCvYAQEYYChQK+gAyBAoYCvYAQEYcCgQK9gBARiALwAbqBFBqJAocCiAL3gQyLAgD6gRCJAooCjgL4gQiKAr2AEBGM"
    "AvABvoAM8QGMAr2AEBGNAoECvoAM8AGNAvmBCIsC+IEIjgK9gBARjwKBAr2AEBGQAvEBuoEUGpECjwKQAveBDJMCAPqBEJECkgKT"
    "AviBCJICvYAQEZQCgQK+gAzxAZQC+YEIkwL4gQiTAvmBCIsC+IEIiwL5gQj5AfiBCPkBvYAQBpUC8gGAgRQGlgKVAiC+gAzyAZYC"
    "+YEI9gH4gQj4Ab2AEAabAuYBvYAQEZwC8AG9gBARnQLxAYGBFBGeApwCnQLBgBQxnwKaApsCvoAMnwKeAr2AEAajAuYBwYAUpQKm"
    "AqICowK+gAymAqQC+YEI6gH4gQjqAb2AEAanAuYBgIEUBqgCpwIgvoAM5gGoAvmBCOcB+IEI6QG+gAypAgz5gQiqAviBCKoC9oEQ"
    "rAKtAgD5gQiuAviBCK4CvYAQBq8CqQLBgBQXsQIUsAK9gBAGsgKxArCBFBqzAq8CsgL6gRCzAqsCrAL4gQirAr6ADLUCtgK+gAy3"
    "Agz5gQi4AviBCLgC9oEQugK7AgD5gQi8AviBCLwCvYAQBr0CtwLBgBQXvgIU2wG9gBAGvwK+ArCBFBrAAr0CvwL6gRDAArkCugL4"
    "gQi5Ar2AEAbBArcCwYAUpQLCAqICwQK9gBAawwLCAqiBEBrEAsMC94EMxgIA+oEQxALFAsYC+IEIxQK9gBAVxwK1ArGBFBrIAscC"
    "FqiBEBrJAsgC94EMywIA+oEQyQLKAssC+IEIygK9gBAGzAK3AsGAFDHNApoCzAK9gBARzgLNAr2AEBXPArUCwYAUMdACmgLPAr2A"
    "EBHRAtACuoEUGtICzgLRAvmBCMsC+IEIywL1gRwa0wLIAsUC0gLKAvmBCMYC+IEIxgL1gRwa1ALEArkC0wLLAveBDNYCAPqBENQC"
    "1QLWAviBCNUCvYAQBtcCtwL8gBAV2ALXAr6ADLUC2AL5gQjWAviBCNYC+YEIuwL4gQi7Ar2AEAbZArcCgIEUBtoC2QIgvoAMtwLa"
    "AvmBCLgC+IEIugK9gBAV2wK1AsGAFKUC3QKiAtsCvoAM3QLcAvmBCK0C+IEIrQK9gBAG3gKpAoCBFAbfAt4CIL6ADKkC3wL5gQiq"
    "AviBCKwCvoAM4AIM+YEI4QL4gQjhAvaBEOMC5AIA+YEI5QL4gQjlAr2AEAbmAuACwYAUF+cCFNsBvYAQBugC5wKwgRQa6QLmAugC"
    "+oEQ6QLiAuMC+IEI4gK9gBAG6gLgAsGAFKUC6wKiAuoCvYAQGuwC6wKogRAa7QLsAveBDO8CAPqBEO0C7gLvAviBCO4CvYAQBvEC"
    "4AK9gBAG8gLhAYSBFAbzAvEC8gK+gAzwAvMC+YEI9AL4gQj0AvaBEPYC9wIA+YEI+AL4gQj4Ar2AEAb5AvACvYAQBvoC4AKAgRQG"
    "+wL6Al+9gBAG/ALhAYSBFAb9AvsC/AKwgRQa/gL5Av0C+oEQ/gL1AvYC+IEI9QK9gBAG/wItvYAQBoAD8AKAgRQGgQP/AoADwYAY"
    "TYIDQBaBA76ADIIDM/mBCPcC+IEI9wK9gBAGgwPwAoCBFAaEA4MDIL6ADPAChAP5gQj0AviBCPYC+YEI7wL4gQjvAvmBCOQC+IEI"
    "5AK9gBAGhQPgAoCBFAaGA4UDIL6ADOAChgP5gQjhAviBCOMC+YEI4AH4gQjgAb6ADIcDDPmBCIgD+IEIiAP2gRCKA4sDAPmBCIwD"
    "+IEIjAO9gBAGjQOHA72AEAaOAyOwgRQajwONA44D+oEQjwOJA4oD+IEIiQO+gAyQA7YCvoAMkQMM+YEIkgP4gQiSA/aBEJQDlQMA"
    "+YEIlgP4gQiWA72AEAaXA5EDvYAQBpgDH7CBFBqZA5cDmAP6gRCZA5MDlAP4gQiTA76ADJoDpAK+gAybAwz5gQicA/iBCJwD9oEQ"
    "ngOfAwD5gQigA/iBCKADvYAQBqEDmwO9gBAGogOHA7CBFBqjA6EDogP6gRCjA50DngP4gQidA72AEBqkA5oDqIEQGqUDpAP3gQyn"
    "AwD6gRClA6YDpwP4gQimA72AEAarA5sDwYAUtAKsA6oDqwO9gBAVrQOsA72AEAauA5ED/IAQFa8DrgOqgRQasAOtA68D+YEIpwP4"
    "gQinA/WBHBqxA6QDnQOwA6YDvoAMmgOxA/mBCJ8D+IEInwO9gBAGsgObA4CBFAazA7IDIL6ADJsDswP5gQicA/iBCJ4DvYAQGrQD"
    "mgOogRAatQO0A/eBDLcDAPqBELUDtgO3A/iBCLYDvYAQFbgDkAOxgRQauQO4AxaogRAaugO5A/eBDLwDAPqBELoDuwO8A/iBCLsD"
    "vYAQBr0DLb2AEAa+A5EDgIEUBr8DvQO+A8GAGE3AA0AWvwO9gBARwQPAA72AEAbCAy29gBAVwwOQA/yAEAbEA8MDgIEUBsUDwgPE"
    "A8GAGE3GA0AWxQO9gBARxwPGA7qBFBrIA8EDxwP5gQi8A/iBCLwD9YEcGskDuQO2A8gDuwP5gQi3A/iBCLcD9YEcGsoDtQOeA8kD"
    "vAP3gQzMAwD6gRDKA8sDzAP4gQjLA72AEAbNA5ED/IAQFc4DzQO+gAyQA84D+YEIzAP4gQjMA/mBCJUD+IEIlQO9gBAGzwORA4CB"
    "FAbQA88DIL6ADJED0AP5gQiSA/iBCJQDvYAQBtEDhwO9gBAV0gOQA8GAFLQC0wOqA9EDvoAM0wPSA72AEAbVA4cDvYAQBtYDJ72A"
    "EBXXA5AD/IAQBtgD1wOAgRQG2QPWA9gDwYAYTdoDQBbZA72AEBHbA9oDwYAUMdwD1APVA76ADNwD2wP5gQiLA/iBCIsDvYAQBt0D"
    "hwOAgRQG3gPdAyC+gAyHA94D+YEIiAP4gQiKA8GAFBffAxRcvYAQBuAD3wOqgRQa4gPgA+ED94EM5AMA+oEQ4gPjA+QD+IEI4wO+"
    "gAzlAzO+gAzmA2S+gAznAwz5gQjoA/iBCOgD9oEQ6gPrAwD5gQjsA/iBCOwDvYAQBu0D5wO9gBAG7gMjsIEUGu8D7QPuA/qBEO8D"
    "6QPqA/iBCOkDvYAQEfAD5QO9gBAG8QPnA8GAFDHyA9QD8QO9gBAR8wPyA4yAHBH0AwEo8APzA76ADOUD9AP5gQjrA/iBCOsDvYAQ"
    "BvUD5wOAgRQG9gP1AyC+gAznA/YD+YEI6AP4gQjqA76ADPcDDPmBCPgD+IEI+AP2gRD6A/sDAPmBCPwD+IEI/AO9gBAG/QP3A72A"
    "EAb+AyOwgRQa/wP9A/4D+oEQ/wP5A/oD+IEI+QO9gBAGgAT3A72AEAaBBPcDwYAUMYIE1AOBBL2AEBGDBIIEvYAQEYQE5QODgRQR"
    "hQSDBIQEjIAYEYYEARuFBMGAFDGHBNQDgAS+gAyHBIYEvYAQBogE9wPBgBQxiQTUA4gEvYAQEYoEiQS9gBARiwTmA4GBFBGMBIsE"
    "igS+gAzmA4wE+YEI+wP4gQj7A72AEAaNBPcDgIEUBo4EjQQgvoAM9wOOBPmBCPgD+IEI+gO+gAyPBAz5gQiQBPiBCJAE9oEQkgST"
    "BAD5gQiUBPiBCJQEvYAQBpUEjwS9gBAGlgQjsIEUGpcElQSWBPqBEJcEkQSSBPiBCJEEvYAQBpgEjwS9gBARmQTmA4iBFBGaBIIB"
    "mQTBgBQxmwTUA5gEvYAQEZwEmwSFgRQRnQScBJoEwYAUMZ4E1AOYBL6ADJ4EnQT5gQiTBPiBCJMEvYAQBp8EjwSAgRQGoASfBCC+"
    "gAyPBKAE+YEIkAT4gQiSBPmBCOQD+IEI5APBgBQXogQUoQS9gBAGowSiBKuBFBqkBKMEDPeBDKYEAPqBEKQEpQSmBPiBCKUEvoAM",
    "pwRkvoAMqAQM+YEIqQT4gQipBPaBEKsErAQA+YEIrQT4gQitBL2AEAauBKgEvYAQBq8EI7CBFBqwBK4ErwT6gRCwBKoEqwT4gQiq"
    "BL2AEAaxBKgEwYAUMbIE1AOxBL2AEBGzBLIEvYAQEbQEpwSBgRQRtQS0BLMEvoAMpwS1BPmBCKwE+IEIrAS9gBAGtgSoBICBFAa3"
    "BLYEIL6ADKgEtwT5gQipBPiBCKsEvYAQEbgEpwSMgBwRugQBKLgEuQS+gAynBLoEvoAMuwQM+YEIvAT4gQi8BPaBEL4EvwQA+YEI"
    "wAT4gQjABL2AEAbBBLsEvYAQBsIEI7CBFBrDBMEEwgT6gRDDBL0EvgT4gQi9BL2AEAbEBLsEvYAQEcUEpwTBgBQxxgTUA8QEvYAQ"
    "EccExgSIgRQRyATHBMUEwYAUMckE1APEBL6ADMkEyAT5gQi/BPiBCL8EvYAQBsoEuwSAgRQGywTKBCC+gAy7BMsE+YEIvAT4gQi+"
    "BPmBCKYE+IEIpgS+gAzMBAz5gQjNBPiBCM0E9oEQzwTQBAD5gQjRBPiBCNEEvYAQBtIEzAS9gBAG0wQjsIEUGtQE0gTTBPqBENQE"
    "zgTPBPiBCM4EvYAQBtkECL2AEAbaBCOEgRQG2wTZBNoEvYAQBtwEzASAgRQG3QTbBNwEvYAQBt4EzATBgBS0At8EqgPeBL2AEBXg"
    "BN8EwYAY4QTiBNgEFt0EvoAM4gTgBL2AEAbnBAi9gBAG6AQjhIEUBukE5wToBL2AEAbqBMwEgIEUBusE6QTqBL2AEAbsBMwEwYAU"
    "Me0E1APsBL2AEBHuBO0EwYAU8ATxBBTvBL2AEBHyBPEEhYEUEfME7gTyBMGAGE30BOYEFusEvoAM9ATzBPmBCNAE+IEI0AS9gBAG"
    "9QTMBICBFAb2BPUEIL6ADMwE9gT5gQjNBPiBCM8E/YEEuIAE",
    NULL
};
static const char *const spv_glu[] = { /* 766 words */
    "g4SMOYCGBIuAIIsBAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgALE5CAGAQRAQEBx4AQCwscx4AQEwsY"
    "x4AQFwEByIAUGwAjAMiAFBsBIwTHgAwbAseAECsGBMiAFCwAIwDHgAwsAseAEC4iAMeAEC4hAseAEE0GBMiAEE4AGMiAFE4AIwDH"
    "gAxOAseAEFAiAMeAEFAhAceAEIMBAQHHgBCEAQsZyIAQhQEAGMiAFIUBACMAx4AMhQECx4AQhwEiAMeAEIcBIQaTgAgCoYAMAwKV"
    "gBAGIACggBAHBwaXgBAJBgOggBAKAQm7gBAKCwGrgBAGDACggBANAQargBAGEAG7gBAKEwGygBAGF0CegBAbBgaggBAcCRu7gBAc"
    "HQmVgBAeIAGrgBAeHwCggBAgCQaUgAgjloAMKCCggBApByidgAwrKJ6ADCwroIAQLQwsu4AQLS4MoIAQMAwoq4AQHjMBq4AQBjYC"
    "q4AQKDwAq4AQBkYDq4AQKEyAgID8A52ADE0onoAMTk2ggBBPDE67gBBPUAyrgBAoYoCAgIcEq4AQKGiAgICHDKuAEChso7bn/guy"
    "gBAGgwEBs4AYCYQBgwEQEJ6ADIUBBqCAEIYBDIUBu4AQhgGHAQycgBCIASgXoIAQiQEEiAG7gBCJAYoBBLaAFAIEAAP4gQgFu4AQ"
    "BwgHu4AQKSoHu4AQKToHu4AQKWAHu4AQKWQHwYAUDQ4LDL2AEAYPDsGAFA0RCxC9gBAGEhHBgBQNFBMMvYAQBhUUhIEUBhYSFYSB"
    "FAYYFheAgRQGGQ8YvoAMCBm9gBAGGgjBgBQgIR0fvYAQBiIhroEUIyQaIveBDCYA+oEQJCUm+IEIJf2BBPiBCCa9gBAGLwjBgBgw"
    "MS4fL72AECgyMb6ADCoywYAUIDQdM72AEAY1NKqBFCM3NTb3gQw5APqBEDc4Q/iBCDi9gBAoOyqMgBwoPQEoOzy+gAw6Pb2AEAY+"
    "CL2AECg/Or2AEChAOoWBFChBP0DBgBgwQi4fPr6ADEJB+YEIOfiBCEPBgBQgRB0zvYAQBkVEqoEUI0dFRveBDEkA+oEQR0ha+IEI"
    "SL2AEAZKCL2AEChLKr2AEAZRCMGAGDBSUB9RvYAQKFNS/4AQKFRTjIAYKFUBG1SBgRQoVkxViIEUKFdMVoWBFChYS1fBgBgwWS4f"
    "Sr6ADFlY+YEISfiBCFrBgBQgWx0zvYAQBlxbqoEUI11cEPeBDF8A+oEQXV52+IEIXr2AEChhKoyAHChjASVhYr6ADGBjvYAQBmUI"
    "wYAYMGZQH2W9gBAoZ2aMgCAoaQErZ2hivoAMZGm9gBAGagi9gBAoa2C9gBAobWCFgRQobmxtjIAYKG8BG26BgRQocExviIEUKHFr"
    "cL2AEChyZIGBFChzckyFgRQodHFzwYAYMHUuH2q+gAx1dPmBCF/4gQh2vYAQBncIvYAQKHgqvYAQKHkq/4AQKHp5jIAYKHsBG3qB"
    "gRQofEx7iIEUKH14fL2AEAZ+CMGAGDB/UB9+vYAQKIABf4WBFCiBAX2AAcGAGDCCAS4fd76ADIIBgQH5gQhf+IEIX/mBCEn4gQhJ"
    "+YEIOfiBCDn9gQS4gAQ=",
    NULL
};
static const char *const spv_combine[] = { /* 1328 words */
    "g4SMOYCGBIuAIOcBAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgALE5CAGAQRAQEBx4AQCwscx4AQEwsY"
    "x4AQFwEByIAUHAAjAMiAFBwBIwTIgBQcAiMIyIAUHAMjDMiAFBwEIxDIgBQcBSMUyIAUHAYjGMeADBwCx4AQVAYEyIAQVQAYyIAU"
    "VQAjAMeADFUCx4AQVyIAx4AQVyEBx4AQYQYEyIAQYgAYyIAUYgAjAMeADGICx4AQZCIAx4AQZCEAx4AQfgYEyIAQfwAYyIAUfwAj"
    "AMeADH8Cx4AQgQEiAMeAEIEBIQTHgBCYAQYEyIAQmQEAGMiAFJkBACMAx4AMmQECx4AQmwEiAMeAEJsBIQXHgBCxAQYEyIAQsgEA"
    "GMiAFLIBACMAx4AMsgECx4AQtAEiAMeAELQBIQPHgBDCAQYEyIAUwwEAIwDHgAzDAQLHgBDFASIAx4AQxQEhAseAEN8BAQHHgBDg"
    "AQsZyIAQ4QEAGMiAFOEBACMAx4AM4QECx4AQ4wEiAMeAEOMBIQaTgAgCoYAMAwKVgBAGIACggBAHBwaXgBAJBgOggBAKAQm7gBAK"
    "CwGrgBAGDACggBANAQargBAGEAG7gBAKEwGygBAGF0CWgAwbIJ6AJBwGBgYGBhsGoIAQHQkcu4AQHR4JlYAQHyABq4AQHyAAoIAQ"
    "IQkGq4AQHyQBlIAIKKCAEDcHG6uAEBs5AKuAEB9BAquAEB9NBp2ADFQbnoAMVVSggBBWDFW7gBBWVwyggBBeDBudgAxhG56ADGJh"
    "oIAQYwxiu4AQY2QMnYAMfhuegAx/fqCAEIABDH+7gBCAAYEBDKuAEB+RAQOdgAyYARuegAyZAZgBoIAQmgEMmQG7gBCaAZsBDKuA"
    "EB+oAQSrgBAbsAGAgID8A52ADLEBG56ADLIBsQGggBCzAQyyAbuAELMBtAEMnYAMwgEbnoAMwwHCAaCAEMQBDMMBu4AQxAHFAQyr"
    "gBAfxwEFoIAQyAEJG7KAEAbfAQGzgBgJ4AHfARAQnoAM4QEGoIAQ4gEM4QG7gBDiAeMBDJyAEOQBGxeggBDlAQTkAbuAEOUB5gEE"
    "toAUAgQAA/iBCAW7gBAHCAe7gBAHLQe7gBAHMge7gBA3OAe7gBAHOge7gBAHRQe7gBA3TAe7gBA3UQe7gBA3ege7gBA3lwEHu4AQ"
    "N6IBB7uAEDesAQe7gBA3zAEHwYAUDQ4LDL2AEAYPDsGAFA0RCxC9gBAGEhHBgBQNFBMMvYAQBhUUhIEUBhYSFYSBFAYYFheAgRQG"
    "GQ8YvoAMCBm9gBAGGgjBgBQhIh4gvYAQBiMiwYAUISUeJL2AEAYmJYSBFAYnIyaugRQoKRon94EMKwD6gRApKiv4gQgq/YEE+IEI"
    "K72AEAYuCMGAFCEvHiC9gBAGMC+GgRQGMS4wvoAMLTG9gBAGMwjBgBQhNB4gvYAQBjU0iYEUBjYzNb6ADDI2voAMODm+gAw6DPmB"
    "CDv4gQg79oEQPT4A+YEIP/iBCD+9gBAGQDrBgBQhQh5BvYAQBkNCsIEUKERAQ/qBEEQ8PfiBCDy9gBAGRi3BgBQhRx5BvYAQBkhH"
    "hIEUBklGSL2AEAZKOoCBFAZLSUq+gAxFS8GAFCFOHk29gBAGT06rgRQoUE8M94EMUwD6gRBQUm74gQhSvYAQBlhFwYAUIVkeIL2A"
    "EAZaWYSBFAZbWFq9gBAGXDKAgRQGXVtcwYAYXl9XIF29gBAbYF+9gBAGZUXBgBQhZh4gvYAQBmdmhIEUBmhlZ72AEAZpMoCBFAZq"
    "aGnBgBhea2Qgar2AEBtsa4GBFBttYGy+gAxRbfmBCFP4gQhuvYAQBm9FwYAUIXAeIL2AEAZxcISBFAZyb3G9gBAGczKAgRQGdHJz"
    "wYAYXnVXIHS9gBAbdnW+gAxRdvmBCFP4gQhTvYAQG3dRvoAMTHe9gBAGeDqqgRQoeXgM94EMfAD6gRB5e4YB+IEIe72AEBt9TL2A"
    "EAaCAUXBgBhegwGBASCCAb2AEBuEAYMBhYEUG4UBfYQBvoAMeoUB+YEIfPiBCIYBvYAQG4cBOL2AEBuIAUy9gBAGiQFFwYAYXooB"
    "gQEgiQG9gBAbiwGKAYWBFBuMAYgBiwGBgRQbjQGHAYwBvoAMeo0B+YEIfPiBCHy9gBAbjgF6voAMOI4B+YEIPviBCD69gBAGjwE6"
    "gIEUBpABjwEkvoAMOpAB+YEIO/iBCD3BgBQhkgEekQG9gBAGkwGSAauBFCiUAZMBDPeBDJYBAPqBEJQBlQGWAfiBCJUBvYAQBpwB"
    "CMGAGF6dAZsBIJwBvYAQG54BnQG+gAyXAZ4BwYAUIZ8BHkG9gBAGoAGfAaqBFCihAaABDPeBDKQBAPqBEKEBowGmAfiBCKMBvYAQ"
    "G6UBlwG+gAyiAaUB+YEIpAH4gQimAb2AEBunATjBgBQhqQEeqAG9gBAGqgGpAauBFCirAaoBDPeBDK4BAPqBEKsBrQG9AfiBCK0B"
    "vYAQG68BlwG9gBAGtQEtwYAYXrYBtAEgtQG9gBAbtwG2Af+AEBu4AbcBjIAYG7kBARu4AYGBFBu6AbABuQGIgRQbuwGwAboBhYEU"
    "G7wBrwG7Ab6ADKwBvAH5gQiuAfiBCL0BvYAQG74BlwG+gAysAb4B+YEIrgH4gQiuAb2AEBu/AawBgYEUG8ABpwG/Ab6ADKIBwAH5"
    "gQikAfiBCKQBvYAQG8EBogG+gAw4wQH5gQiWAfiBCJYBvYAQBsYBCMGAFMgByQEexwG9gBAbygHJAbeBFCjLAcoBsAH3gQzOAQD6"
    "gRDLAc0B1wH4gQjNAb2AEAbPAQjBgBhe0AHFASDPAb2AEBvRAdABvYAQG9IBOMGAFMgB0wEexwG9gBAb1AHTAYWBFBvVAdIB1AGB"
    "gRQb1gHRAdUBvoAMzAHWAfmBCM4B+IEI1wG9gBAG2AEIwYAYXtkBxQEg2AG9gBAb2gHZAb2AEBvbATiBgRQb3AHaAdsBvoAMzAHc"
    "AfmBCM4B+IEIzgG9gBAb3QHMAcGAGF7eAcUBIMYBvoAM3gHdAf2BBLiABA==",
    NULL
};
static const char *const spv_act_round[] = { /* 2112 words */
    "g4SMOYCGBIuAIJYDAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgCBAYgBkIAYBBEBAQHIgBRrACMAyIAU"
    "awEjBMiAFGsCIwjIgBRrAyMMyIAUawQjEMeADGsCx4AQgQELHMeAEIgBCxjHgBCMAQEBx4AQzgEGBMiAEM8BABnIgBTPAQAjAMeA"
    "DM8BAseAENEBIgDHgBDRASECx4AQ2wEGBMiAENwBABjIgBTcAQAjAMeADNwBAseAEN4BIgDHgBDeASEBx4AMrAIqx4AMsAIqx4AM"
    "wAIqx4AM4wIqx4AM6wIqx4AMgQMqx4AQjAMBAceAEI0DCxnIgBCOAwAYyIAUjgMAIwDHgAyOAwLHgBCQAyIAx4AQkAMhBpOACAKh"
    "gAwDApaADAYgoIAQBwcGoYAQCAYHlYAQDyAAoIAQEAcPq4AQDxaAgICACKuAEA8a/////wergBAPHYCAgPwHlIAIHquAEA8lgICA"
    "xAOrgBAGLICAgNwEq4AQBi+AgICcA6uAEA85/x+VgBA8IAGrgBA8PQ2rgBAPPwGrgBAPQoDA//8Pq4AQD0WAgIC8BKuAEA9YgICA"
    "AquAEA9agID8/w+rgBAPX///AauAEDxiEJ6AHGsPDw8PD6CAEGwJa7uAEGxtCauAEDxuBKCAEG8JD6uAEA9yD6uAEDx0gAKrgBA8"
    "dSCrgBA8eQCXgBB/DwOggBCAAQF/u4AQgAGBAQGrgBAPggEAoIAQgwEBD7uAEIABiAEBsoAQD4wBQKuAEDyQAQGrgBA8ogECq4AQ"
    "PKYBA6uAEA/AAR6rgBAPzAEgnYAMzgEGnoAMzwHOAaCAENABDM8Bu4AQ0AHRAQydgAzbAQaegAzcAdsBoIAQ3QEM3AG7gBDdAd4B"
    "DKCAEOMBDAargBAG+gEAq4AQD4MCgAKrgBAGqgKAgPiXDKuAEAauAoCAgPwDq4AQBsQCgID4lwSygBAPjAMBs4AYf40DjAM/P56A"
    "DI4DD6CAEI8DDI4Du4AQjwOQAwycgBCRAwaMAaCAEJIDBJEDu4AQkgOTAwSrgBAPlAMIq4AQD5UDCbaAFAIEAAP4gQgFu4AQEGoH"
    "u4AQEHgHu4AQEH4Hu4AQEJkBB7uAEBCdAQe7gBAQoQEHu4AQEK8BB7uAEBDFAQe7gBAH2AEHu4AQB+IBB7uAEAfrAQe7gBAH+QEH"
    "u4AQB/sBB7uAEBD8AQe7gBAHhQIHu4AQEJoCB7uAEAepAge7gBAHrQIHu4AQELECB7uAEAe5Age7gBAHzgIHu4AQEM8CB7uAEAfh"
    "Age7gBAH5AIHu4AQB+cCB7uAEAfuAge7gBAH7wIHu4AQEPICB7uAEAf6AgfBgBRvcG1uvYAQD3FwqoEUHnNxcqmBGDx2c3R1/IAQ"
    "D3d2voAManfBgBRvem15vYAQD3t6vYAQD3xqhoEUD317fL6ADHh9wYAUgwGEAYEBggG9gBAPhQGEAcGAFIMBhgGBAT+9gBAPhwGG"
    "AcGAFIMBiQGIAYIBvYAQD4oBiQGEgRQPiwGHAYoBhIEUD40BiwGMAYCBFA+OAYUBjQG+gAx+jgG9gBAPjwF+wYAUb5EBbZABvYAQ"
    "D5IBkQG9gBAPkwF4hIEUD5QBkgGTAa6BFB6VAY8BlAH3gQyXAQD6gRCVAZYBlwH4gQiWAf2BBPiBCJcBvYAQD5oBfr2AEA+bAXiG"
    "gRQPnAGaAZsBvoAMmQGcAb2AEA+eAX69gBAPnwF4iYEUD6ABngGfAb6ADJ0BoAHBgBRvowFtogG9gBAPpAGjAb2AEA+lAZkBwYAU"
    "b6cBbaYBvYAQD6gBpwGEgRQPqQGlAagBgIEUD6oBpAGpAb2AEA+rAZ0BvYAQD6wBaoSBFA+tAasBrAGAgRQPrgGqAa0BvoAMoQGu"
    "Ab2AEA+wAZkBwYAUb7EBbXm9gBAPsgGxAYSBFA+zAbABsgG9gBAPtAGdAb2AEA+1AWqEgRQPtgG0AbUBgIEUD7cBswG2Ab6ADK8B"
    "twHBgBRvuAFtbr2AEA+5AbgBqoEUHroBuQE/qIEQHrsBugH3gQy9AQD6gRC7AbwBvQH4gQi8AcGAFG++AW1uvYAQD78BvgGqgRQe"
    "wQG/AcAB+YEIvQH4gQi9AfWBHB7CAboBlwHBAbwB94EMxAEA+oEQwgHDAcQB+IEIwwG+gAzFAYIB+YEIxgH4gQjGAfaBEMgByQEA"
    "+YEIygH4gQjKAb2AEA/LAcUBsIEUHs0BywHMAfqBEM0BxwHIAfiBCMcBvYAQD9IBrwG9gBAP0wHFAYCBFA/UAdIB0wHBgBRv1QFt"
    "br2AEA/WAdUBqoEUHtcB1gE/94EM2gEA+oEQ1wHZAecB+IEI2QG9gBAP3wGhAb2AEA/gAcUBgIEUD+EB3wHgAcGAGOMB5AHeAXnh"
    "Ab2AEAblAeQBvoAM4gHlAbmAFAbmAQriAb6ADNgB5gH5gQjaAfiBCOcBvYAQD+gBoQG9gBAP6QHFAYCBFA/qAegB6QHBgBjjAewB"
    "3gF56gG9gBAG7QHsAb6ADOsB7QG5gBQG7gEN6wG+gAzYAe4B+YEI2gH4gQjaAb2AEAbvAdgBwYAY4wHwAdEBedQBvoAM8AHvAfmB"
    "CMkB+IEIyQG9gBAP8QHFAYCBFA/yAfEBkAG+gAzFAfIB+YEIxgH4gQjIAf2BBPiBCMQBwYAUb/QBbW69gBAP9QH0AaqBFB72AfUB"
    "cveBDPgBAPqBEPYB9wH4AfiBCPcBvoAM+QH6Ab6ADPsB+gG+gAz8AYIB+YEI/QH4gQj9AfaBEP8BgAIA+YEIgQL4gQiBAr2AEA+C"
    "AvwBsIEUHoQCggKDAvqBEIQC/gH/AfiBCP4BvYAQD4YCoQG9gBAPhwL8AYCBFA+IAoYChwLBgBjjAYkC3gF5iAK9gBAGigKJAr6A"
    "DIUCigK9gBAGiwKFAoyAGAaMAgEEiwK9gBAGjQL5AbqBFB6OAowCjQL3gQyQAgD6gRCOAo8CkAL4gQiPAr2AEAaRAoUCjIAYBpIC"
    "AQSRAr6ADPkBkgK9gBAGkwKFAr6ADPsBkwL5gQiQAviBCJAC+YEIgAL4gQiAAr2AEA+UAvwBgIEUD5UClAKQAb6ADPwBlQL5gQj9"
    "AfiBCP8BvYAQBpYC+QG0gRQelwKWAvoB94EMmQIA+oEQlwKYApkC+IEImAK+gAyaAoIB+YEImwL4gQibAvaBEJ0CngIA+YEInwL4"
    "gQifAr2AEA+gApoCsIEUHqECoAKDAvqBEKECnAKdAviBCJwCvYAQD6ICrwG9gBAPowKaAoCBFA+kAqICowLBgBjjAaUC0QF5pAK+"
    "gAylAvoB+YEIngL4gQieAr2AEA+mApoCgIEUD6cCpgKQAb6ADJoCpwL5gQibAviBCJ0C/YEE+IEImQK9gBAGqwL7AYiBFAasAqoC"
    "qwK+gAypAqwCvYAQBq8CqQKIgRQGsAKuAq8CvoAMrQKwAr6ADLECggH5gQiyAviBCLIC9oEQtAK1AgD5gQi2AviBCLYCvYAQD7cC"
    "sQKwgRQeuAK3AoMC+oEQuAKzArQC+IEIswK9gBAGugKpAr2AEA+7AqEBvYAQD7wCsQKAgRQPvQK7ArwCwYAY4wG+At4Beb0CvYAQ"
    "Br8CvgKFgRQGwAK6Ar8CvoAMuQLAAr2AEA/BAq8BvYAQD8ICsQKAgRQPwwLBAsICvYAQBsUCuQKMgBgGxgIBAsUCjIAcBscCASXE"
    "AsYCvYAQBsgCrQKFgRQGyQLHAsgCwYAY4wHKAtEBecMCvoAMygLJAvmBCLUC+IEItQK9gBAPywKxAoCBFA/MAssCkAG+gAyxAswC"
    "+YEIsgL4gQi0Av2BBPiBCPgBvoAMzgL6Ab6ADM8CggH5gQjQAviBCNAC9oEQ0gLTAgD5gQjUAviBCNQCvYAQD9UCzwKwgRQe1gLV"
    "AswB+oEQ1gLRAtIC+IEI0QK9gBAG1wLOAr2AEA/YAqEBvYAQD9kCzwKAgRQP2gLYAtkCwYAY4wHbAt4BedoCvYAQBtwC2wKMgBgG",
    "3QIBBNwCjIAcBt4CASjXAt0CvoAMzgLeAvmBCNMC+IEI0wK9gBAP3wLPAoCBFA/gAt8CkAG+gAzPAuAC+YEI0AL4gQjSAr2AEAbi"
    "As4CiIEUBuMC4gLEAr6ADOEC4wK9gBAG5QLOAreBFB7mAuUC+gH3gQzpAgD6gRDmAugC7AL4gQjoAr2AEAbqAs4CiIEUBusCxALq"
    "Ar6ADOcC6wL5gQjpAviBCOwCvoAM5wL6AfmBCOkC+IEI6QK9gBAG7QLnAr6ADOQC7QK9gBAG8ALhAr6ADO8C8AK5gBQG8QIK7wK+"
    "gAzuAvECvoAM8gKCAfmBCPMC+IEI8wL2gRD1AvYCAPmBCPcC+IEI9wK9gBAP+ALyArCBFB75AvgCzAH6gRD5AvQC9QL4gQj0Ar2A"
    "EA/7AqEBvYAQD/wC8gKAgRQP/QL7AvwCwYAY4wH+At4Bef0CvYAQBv8C/gK9gBAGgAPkAoWBFAaBA/8CgAO+gAz6AoEDvYAQD4ID"
    "rwG9gBAPgwPyAoCBFA+EA4IDgwO9gBAGhQP6AoyAGAaGAwEChQO9gBAGhwPuAoWBFAaIA4YDhwPBgBjjAYkD0QF5hAO+gAyJA4gD"
    "+YEI9gL4gQj2Ar2AEA+KA/ICgIEUD4sDigOQAb6ADPICiwP5gQjzAviBCPUC/YEEuIAEtoAUBgoACLeADAcJ+IEIC7uAEBARB7uA"
    "EBAUB7uAEBAYB7uAEAcpB7uAEBA3B72AEAYSCfyAEA8TEr6ADBETvYAQDxURx4EUDxcVFr6ADBQXvYAQDxkRx4EUDxsZGr6ADBgb"
    "vYAQDxwYroEUHh8cHfeBDCEA+oEQHyAh+IEIIL2AEAYiCf6BCCL4gQghvYAQDyQYsIEUHiYkJfeBDCgA+oEQJico+IEIJ72AEA8q"
    "GPyAEAYrKoWBFAYtKyyMgBgGLgECLYWBFAYwLi++gAwpML2AEA8xFL2AEAYyKfyAEA8zMsWBFA80MTP8gBAGNTT+gQg1+IEIKL2A"
    "EA84GICBFA86ODm9gBAPOxjCgRQPPjs9x4EUD0A+P4CBFA9BOkDHgRQPQ0FCvoAMN0O9gBAPRDeugRQeRkRF94EMSAD6gRBGR0j4"
    "gQhHvoAMNx35gQhI+IEISL2AEA9JFL2AEA9KN8WBFA9LSUr8gBAGTEv+gQhMuIAEtoAUBg0ACLeADAcM+IEIDruAEBBPB72AEAZQ"
    "DPyAEA9RUL6ADE9RvYAQD1JPx4EUD1NSGqyBFB5UUx33gQxWAPqBEFRVVviBCFW9gBAPV0/FgRQPWVdYx4EUD1tZWvyAEAZcW/6B"
    "CFz4gQhWvYAQD15PgIEUD2BeX72AEA9hT8KBFA9jYWLHgRQPZGM/gIEUD2VgZMeBFA9mZVr8gBAGZ2b+gQhnuIAE",
    NULL
};
static const char *const spv_copy_rows[] = { /* 566 words */
    "g4SMOYCGBIuAIGEAkYAIAYuAGAHHmM3iBK7m0aMGrujUgQMAjoAMAAGPgBwFBO3CpfMGAAsTkIAYBBEBAQHHgBALCxzHgBATCxjH"
    "gBAXAQHIgBQbACMAyIAUGwEjBMiAFBsCIwjIgBQbAyMMyIAUGwQjEMiAFBsFIxTHgAwbAseAEDcGBMiAEDgAGciAFDgAIwDHgAw4"
    "AseAEDoiAMeAEDohAseAEEYGBMiAEEcAGMiAFEcAIwDHgAxHAseAEEkiAMeAEEkhAceAEFkBAceAEFoLGciAEFsAGMiAFFsAIwDH"
    "gAxbAseAEF0iAMeAEF0hBpOACAKhgAwDApWAEAYgAKCAEAcHBpeAEAkGA6CAEAoBCbuAEAoLAauAEAYMAKCAEA0BBquAEAYQAbuA"
    "EAoTAbKAEAYXQJ6AIBsGBgYGBgaggBAcCRu7gBAcHQmVgBAeIAGrgBAeHwCggBAgCQargBAeIwGUgAgnloAMNiCdgAw3Np6ADDg3"
    "oIAQOQw4u4AQOToMq4AQHjsEq4AQHj8FnYAMRjaegAxHRqCAEEgMR7uAEEhJDKuAEB5KAquAEB5OA6CAEFUMNrKAEAZZAbOAGAla"
    "WRAQnoAMWwaggBBcDFu7gBBcXQycgBBeNheggBBfBF67gBBfYAS2gBQCBAAD+IEIBbuAEAcIB7uAEAcsB7uAEAcxB8GAFA0OCwy9"
    "gBAGDw7BgBQNEQsQvYAQBhIRwYAUDRQTDL2AEAYVFISBFAYWEhWEgRQGGBYXgIEUBhkPGL6ADAgZvYAQBhoIwYAUICEdH72AEAYi"
    "IcGAFCAkHSO9gBAGJSSEgRQGJiIlroEUJygaJveBDCoA+oEQKCkq+IEIKf2BBPiBCCq9gBAGLQjBgBQgLh0fvYAQBi8uhoEUBjAt"
    "L76ADCwwvYAQBjIIwYAUIDMdH72AEAY0M4mBFAY1MjS+gAwxNcGAFCA8HTu9gBAGPTy9gBAGPizBgBQgQB0/vYAQBkFAhIEUBkI+"
    "QYCBFAZDPUK9gBAGRDGAgRQGRUNEwYAUIEsdSr2AEAZMS72AEAZNLMGAFCBPHU69gBAGUE+EgRQGUU1QgIEUBlJMUb2AEAZTMYCB"
    "FAZUUlPBgBhVVkkfVL2AEDZXVsGAGFVYOh9FvoAMWFf9gQS4gAQ=",
    NULL
};
static const char *const spv_ssm_conv[] = { /* 1205 words */
    "g4SMOYCGBIuAINYBAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgBJUJCAGAQRAQEByIAUDwAjAMiAFA8B"
    "IwTIgBQPAiMIyIAUDwMjDMiAFA8EIxDIgBQPBSMUx4AMDwLHgBAhBgTIgBQiACMAx4AMIgLHgBAkIgDHgBAkIQPHgBAwBgTIgBAx"
    "ABjIgBQxACMAx4AMMQLHgBAzIgDHgBAzIQHHgBBJCxzHgBBQCxjHgBBUAQHHgBCBAQYEyIAQggEAGMiAFIIBACMAx4AMggECx4AQ"
    "hAEiAMeAEIQBIQTHgBCXAQYEyIAQmAEAGMiAFJgBACMAx4AMmAECx4AQmgEiAMeAEJoBIQXHgBCgAQYEyIAQoQEAGciAFKEBACMA"
    "x4AMoQECx4AQowEiAMeAEKMBIQLHgBDOAQEBx4AQzwELGciAENABABjIgBTQAQAjAMeADNABAseAENIBIgDHgBDSASEGk4AIAqGA"
    "DAMClYAQBiAAoIAQBwcGloAMCCChgBQJCAcHnoAgDwYGBgYGBqCAEBAJD7uAEBARCZWAEBIgAauAEBITBKCAEBQJBquAEAYXAZSA"
    "CBuggBAdBwidgAwhCJ6ADCIhoIAQIwwiu4AQIyQMq4AQEiUAoIAQLAwInYAMMAiegAwxMKCAEDIMMbuAEDIzDKuAEBI0AquAEBI6"
    "A5eAEEcGA6CAEEgBR7uAEEhJAauAEAZKAKCAEEsBBruAEEhQAbKAEAZUQKuAEBJrAauAEAhwAJ2ADIEBCJ6ADIIBgQGggBCDAQyC"
    "AbuAEIMBhAEMq4AQEpEBBZ2ADJcBCJ6ADJgBlwGggBCZAQyYAbuAEJkBmgEMnYAMoAEInoAMoQGgAaCAEKIBDKEBu4AQogGjAQyr"
    "gBAIqwGAgID8A7KAEAbOAQGzgBhHzwHOARcXnoAM0AEGoIAQ0QEM0AG7gBDRAdIBDJyAENMBCFSggBDUAQTTAbuAENQB1QEEtoAU"
    "AgQAA/iBCAW7gBAHRge7gBAHXge7gBAHYQe7gBAHZAe7gBAdbwe7gBAHcQe7gBAHfQe7gBAHfge7gBAHtAEHu4AQB8cBB7uAEAfI"
    "AQfBgBRLTElKvYAQBk1MwYAUS05JF72AEAZPTsGAFEtRUEq9gBAGUlGEgRQGU09ShIEUBlVTVICBFAZWTVW+gAxGVr2AEAZXRsGA"
    "FBRYESW9gBAGWViugRQbWldZ94EMXAD6gRBaW1z4gQhb/YEE+IEIXMGAFBRfERO9gBAGYF++gAxeYL2AEAZiXoKBFAZjYhe+gAxh"
    "Y76ADGRK+YEIZfiBCGX2gRBnaAD5gQhp+IEIab2AEAZqZMGAFBRsEWu9gBAGbWywgRQbbmpt+oEQbmZn+IEIZr6ADG9wvoAMcUr5"
    "gQhy+IEIcvaBEHR1APmBCHb4gQh2vYAQBndxvYAQBnhesIEUG3l3ePqBEHlzdPiBCHO9gBAGemS9gBAGe3GAgRQGfHp7voAMfXy9"
    "gBAGf0a+gAx+f7mAGAiAAQx9fr2AEAaFAUa9gBAGhgFehIEUBocBhQGGAb2AEAaIAXGAgRQGiQGHAYgBwYAYLIoBhAEliQG9gBAI"
    "iwGKAYWBFAiMAYABiwG9gBAIjQFvgYEUCI4BjQGMAb6ADG+OAfmBCHX4gQh1vYAQBo8BcYCBFAaQAY8Ba76ADHGQAfmBCHL4gQh0"
    "wYAUFJIBEZEBvYAQBpMBkgGrgRQblAGTAUr3gQyWAQD6gRCUAZUBlgH4gQiVAb2AEAabAUbBgBgsnAGaASWbAb2AEAidAZwBvYAQ"
    "CJ4Bb4GBFAifAZ4BnQG+gAxvnwH5gQiWAfiBCJYBvYAQBqQBZMGAFBSlARElvYAQBqYBpQGEgRQGpwGkAaYBvYAQBqgBRoCBFAap"
    "AacBqAG9gBAIqgFvvYAQCKwBb/+AEAitAawBjIAYCK4BARutAYGBFAivAasBrgGIgRQIsAGqAa8BwYAYLLEBowElqQG+gAyxAbAB"
    "+YEIaPiBCGi9gBAGsgFkgIEUBrMBsgFrvoAMZLMB+YEIZfiBCGe+gAy0AUr5gQi1AfiBCLUB9oEQtwG4AQD5gQi5AfiBCLkBvYAQ"
    "BroBtAG9gBAGuwFhsIEUG7wBugG7AfqBELwBtgG3AfiBCLYBvYAQBr0BtAHBgBQUvgERJb2AEAa/Ab4BhIEUBsABvQG/Ab2AEAbB"
    "AUaAgRQGwgHAAcEBwYAUFMMBEWu9gBAGxAHDAb2AEAbFAbQBgIEUBsYBxAHFAb6ADMcBxgG9gBAGyQFGvoAMyAHJAbmAGAjKAQzH"
    "AcgBwYAYLMsBJCXCAb6ADMsBygH5gQi4AfiBCLgBvYAQBswBtAGAgRQGzQHMAWu+gAy0Ac0B+YEItQH4gQi3Af2BBLiABLaAFAgM"
    "AAm3gAwHCreADAcL+IEIDbuAEAcOB7uAEB0eB8GAFBQVERO9gBAGFhWCgRQGGBYXvoAMDhi9gBAGGQq9gBAGGg6wgRQbHBka94EM"
    "IAD6gRAcHy/4gQgfvYAQBiYKwYAUFCcRJb2AEAYoJ4SBFAYpJii9gBAGKguAgRQGKykqwYAYLC0kJSu9gBAILi2+gAweLvmBCCD4"
    "gQgvwYAUFDURNL2AEAY2Nb2AEAY3Cr2AEAY4DoKBFAY5NzjBgBQUOxE6vYAQBjw7hIEUBj05PICBFAY+Nj29gBAGPwuAgRQGQD4/"
    "wYAYLEEzJUC9gBAIQkG+gAweQvmBCCD4gQggvYAQCEMe/oEIQ7iABA==",
    NULL
};
static const char *const spv_delta_rule[] = { /* 2371 words */
    "g4SMOYCGBIuAILwDAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgARRZCAGAQRAQEBx4AQEQsbx4AQFgEB"
    "x4AQRQsayIAUTAAjAMiAFEwBIwTIgBRMAiMIyIAUTAMjDMiAFEwEIxDIgBRMBSMUyIAUTAYjGMeADEwCx4AQkAEGBMiAEJEBABjI"
    "gBSRAQAjAMeADJEBAseAEJMBIgDHgBCTASEBx4AQsQEGBMiAELIBABjIgBSyAQAjAMeADLIBAseAELQBIgDHgBC0ASEEx4AQ7wEG"
    "BMiAFPABACMAx4AM8AECx4AQ8gEiAMeAEPIBIQPHgBD9AgYEyIAQ/gIAGMiAFP4CACMAx4AM/gICx4AQgAMiAMeAEIADIQXHgBCO"
    "AwYEyIAQjwMAGciAFI8DACMAx4AMjwMCx4AQkQMiAMeAEJEDIQLHgBCiAwYEyIAQowMAGMiAFKMDACMAx4AMowMCx4AQpQMiAMeA"
    "EKUDIQDHgBC2AwEBx4AQuAMLGciAELkDABjIgBS5AwAjAMeADLkDAseAELsDIgDHgBC7AyEGk4AIAqGADAMCloAMBiCggBAHBwah"
    "gBAIBgeVgBAMIACggBANBwyXgBAPDAOggBAQAQ+7gBAQEQGrgBAMEgCggBATAQyygBAMFkCcgBAXBhaggBAYBBe7gBAYGQSggBAc"
    "BAargBAMHgKrgBAMH4gCtIAYDCGGARYelIAIKJWAEDkgAauAEDk6AauAEDk+ALuAEBBFAZ6AJEwMDAwMDAwGoIAQTQlMu4AQTU4J"
    "oIAQTwkMq4AQOVMCq4AQOVcFq4AQOXcEq4AQOX0Dq4AQDIsBgAKcgBCMAQaLAaCAEI0BBIwBu4AQjQGOAQSdgAyQAQaegAyRAZAB"
    "oIAQkgEMkQG7gBCSAZMBDKCAEJsBDAa7gBCNAZ8BBJ2ADLEBBp6ADLIBsQGggBCzAQyyAbuAELMBtAEMq4AQBsoBAKuAEAzSAQSc"
    "gBDZAQbSAaCAENoBB9kBnYAM7wEGnoAM8AHvAaCAEPEBDPABu4AQ8QHyAQyrgBAG2wKAgID8A6uAEDniAgaggBDjAgkGnYAM/QIG"
    "noAM/gL9AqCAEP8CDP4Cu4AQ/wKAAwydgAyOAwaegAyPA44DoIAQkAMMjwO7gBCQA5EDDJ2ADKIDBp6ADKMDogOggBCkAwyjA7uA"
    "EKQDpQMMsoAQDLYDAauAEAy3AwGzgBgPuAO2A7cDtwOegAy5AwyggBC6Awy5A7uAELoDuwMMtoAUAgQAA/iBCAW7gBANRAe7gBAN"
    "SAe7gBANSwe7gBANUge7gBANVge7gBANWwe7gBANage7gBANcAe7gBANewe7gBANgQEHu4AQB7ABB7uAEAe9AQe7gBAHyQEHu4AQ"
    "DcsBB7uAEA3UAQe7gBDaAdsBB7uAEAfkAQe7gBAN5QEHu4AQB+4BB7uAEAeQAge7gBAHpAIHu4AQDaUCB7uAEAeuAge7gBAH2gIH"
    "u4AQB9wCB7uAEA3pAge7gBAN8QIHu4AQB/wCB8GAFBNGRRK9gBAMR0a+gAxER8GAFBNJERK9gBAMSkm+gAxISsGAFE9QTj69gBAM"
    "UVC+gAxLUcGAFE9UTlO9gBAMVVS+gAxSVcGAFE9YTle9gBAMWVirgRQoWlkS94EMXQD6gRBaXGL4gQhcvYAQDF5EwYAUT19OOr2A"
    "EAxgX4mBFAxhXmC+gAxbYfmBCF34gQhivYAQDGNEvYAQDGRSwYAUT2VOOr2AEAxmZYaBFAxnZGaGgRQMaGNnvoAMW2j5gQhd+IEI"
    "Xb2AEAxpW76ADFZpvYAQDGtEvYAQDGxLhIEUDG1rbL2AEAxuS4SBFAxvbW6+gAxqb76ADHAS+YEIcfiBCHH2gRBzdAD5gQh1+IEI"
    "db2AEAx2cMGAFE94Tne9gBAMeXiwgRQoenZ5+oEQenJz+IEIcr2AEAx8cMGAFE9+Tn29gBAMf36EgRQMgAF8f76ADHuAAb2AEAyC"
    "AUi+gAyBAYIB+YEIgwH4gQiDAfaBEIUBhgEA+YEIhwH4gQiHAb2AEAyIAYEBvYAQDIkBS7CBFCiKAYgBiQH6gRCKAYQBhQH4gQiE"
    "Ab2AEAyPAYEBvYAQDJQBe72AEAyVAVa9gBAMlgFLhIEUDJcBlQGWAYCBFAyYAZQBlwG9gBAMmQGBAYCBFAyaAZgBmQHBgBibAZwB"
    "kwE+mgG9gBAGnQGcAcGAFByeAY4BjwG+gAyeAZ0BvYAQDKABgQG9gBAMoQF7wYAUT6IBTjq9gBAMowGiAb2AEAykAVaAgRQMpQGj"
    "AaQBvYAQDKYBS4SBFAynAaUBpgGAgRQMqAGhAacBvYAQDKkBgQGAgRQMqgGoAakBwYAYmwGrAZMBPqoBvYAQBqwBqwHBgBQcrQGf"
    "AaABvoAMrQGsAfmBCIYB+IEIhgG9gBAMrgGBAYCBFAyvAa4BFr6ADIEBrwH5gQiDAfiBCIUB4IEQHh4fvYAQDLUBcISBFAy2AbUB"
    "Hr2AEAy3AVKEgRQMuAG2AbcBvYAQDLkBRICBFAy6AbgBuQHBgBibAbsBtAE+ugG9gBAGvAG7Ab6ADLABvAG9gBAMvgFwhIEUDL8B"
    "vgEevYAQDMABUoSBFAzBAb8BwAG9gBAMwgFSgIEUDMMBwQHCAb2AEAzEAUSAgRQMxQHDAcQBwYAYmwHGAbQBPsUBvYAQBscBxgGM"
    "gBgGyAEBG8cBvoAMvQHIAb6ADMkBygG+gAzLARL5gQjMAfiBCMwB9oEQzgHPAQD5gQjQAfiBCNABvYAQDNEBywGwgRQo0wHRAdIB"
    "+oEQ0wHNAc4B+IEIzQG9gBAM1QFIvYAQDNYBywGEgRQM1wHWARaAgRQM2AHVAdcBvoAM1AHYAb2AEAzcAcsBwYAUB90B2wHcAb6A"
    "DN0BygG9gBAM3gHUAb2AEAzfAUuugRQo4AHeAd8B94EM4gEA+oEQ4AHhAeIB+IEI4QH5gQjPAfiBCOIBvoAM5AHKAb6ADOUBEvmB"
    "COYB+IEI5gH2gRDoAekBAPmBCOoB+IEI6gG9gBAM6wHlAb2AEAzsAUuwgRQo7QHrAewB+oEQ7QHnAegB+IEI5wG9gBAM8wFqvYAQ"
    "DPQB5QG9gBAM9QFLhIEUDPYB9AH1AYCBFAz3AfMB9gG9gBAM+AHUAYCBFAz5AfcB+AHBgBibAfoB8gE++QG9gBAG+wH6Ab2AEAb8"
    "Ab0BhYEUBv0B+wH8Ab6ADO4B/QG9gBAM/gFqvYAQDP8B5QG9gBAMgAJLhIEUDIEC/wGAAoCBFAyCAv4BgQK9gBAMgwLUAYCBFAyE"
    "AoICgwK9gBAGhQLuAcGAGJsBhgLyAT6EAr6ADIYChQK9gBAGhwLuAb2AEAyIAuUBwYAUHIkCnwGIAr2AEAaKAokChYEUBosChwKK"
    "Ar2AEAaMAuQBgYEUBo0CjAKLAr6ADOQBjQL5gQjpAfiBCOkBvYAQDI4C5QGAgRQMjwKOAjq+gAzlAY8C+YEI5gH4gQjoAb2AEAyR"
    "AnvBgBRPkgJOOr2AEAyTApIChIEUDJQCHpMCvYAQDJUCS4SBFAyWApQClQKAgRQMlwKRApYCvYAQDJgCRL2AEAyZAkuEgRQMmgKY"
    "ApkCgIEUDJsClwKaAr2AEAycAtQBgIEUDJ0CmwKcAsGAGJsBngKTAT6dAr2AEAafAp4CvYAQBqAC5AGDgRQGoQKfAqACvYAQBqIC"
    "sAGFgRQGowKhAqICvoAMkAKjAr6ADKQCygG+gAylAhL5gQimAviBCKYC9oEQqAKpAgD5gQiqAviBCKoCvYAQDKsCpQK9gBAMrAJL"
    "sIEUKK0CqwKsAvqBEK0CpwKoAviBCKcCvYAQDK8Car2AEAywAqUCvYAQDLECS4SBFAyyArACsQKAgRQMswKvArICvYAQDLQC1AGA"
    "gRQMtQKzArQCwYAYmwG2AvIBPrUCvYAQBrcCtgK9gBAMuAKlAsGAFBy5Ap8BuAK9gBAGugK5Ar2AEAa7ApAChYEUBrwCugK7AoGB",
    "FAa9ArcCvAK+gAyuAr0CvYAQDL4Car2AEAy/AqUCvYAQDMACS4SBFAzBAr8CwAKAgRQMwgK+AsECvYAQDMMC1AGAgRQMxALCAsMC"
    "vYAQBsUCrgLBgBibAcYC8gE+xAK+gAzGAsUCvYAQBscCrgK9gBAMyAKlAsGAFBzJAo4ByAK9gBAGygLJAoWBFAbLAscCygK9gBAG"
    "zAKkAoGBFAbNAswCywK+gAykAs0C+YEIqQL4gQipAr2AEAzOAqUCgIEUDM8CzgI6voAMpQLPAvmBCKYC+IEIqAK9gBAM0ALLAb2A"
    "EAbRAqQCwYAUB9IC2wHQAr6ADNIC0QK9gBAG0wKkAr2AEAbUAqQChYEUBtUC0wLUAr2AEAbWAskBgYEUBtcC1gLVAr6ADMkB1wL5"
    "gQjPAfiBCM8BvYAQDNgCywGAgRQM2QLYAjq+gAzLAdkC+YEIzAH4gQjOAb2AEAbdAskBvoAM3ALdArmAFAbeAgrcAr2AEAzfAkvw"
    "gBAG4ALfAoiBFAbhAt4C4ALBgBTjAuQCTuICvYAQBuUC5AKBgRQG5gLhAuUCjIAYBucCAR/mAoiBFAboAtsC5wK+gAzaAugCvoAM"
    "6QIS+YEI6gL4gQjqAvaBEOwC7QIA+YEI7gL4gQjuAr2AEAzvAukCsIEUKPAC7wLSAfqBEPAC6wLsAviBCOsCvYAQDPICSL2AEAzz"
    "AukChIEUDPQC8wIWgIEUDPUC8gL0Ar6ADPEC9QK9gBAM9gLxAr2AEAz3AkuugRQo+AL2AvcC94EM+gIA+oEQ+AL5AvoC+IEI+QL5"
    "gQjtAviBCPoCvYAQDIEDcL2AEAyCA1KEgRQMgwOBA4IDvYAQDIQDS4SBFAyFA4MDhAO9gBAMhgNEvYAQDIcDS4SBFAyIA4YDhwOA"
    "gRQMiQOFA4gDvYAQDIoD8QKAgRQMiwOJA4oDwYAYmwGMA4ADPosDvYAQBo0DjAO+gAz8Ao0DvYAQDJIDcL2AEAyTA1KEgRQMlAOS"
    "A5MDvYAQDJUDS4SBFAyWA5QDlQO9gBAMlwNEvYAQDJgDS4SBFAyZA5cDmAOAgRQMmgOWA5kDvYAQDJsD8QKAgRQMnAOaA5sDvYAQ"
    "DJ0D6QLBgBQHngPbAZ0DvYAQBp8DngO9gBAGoAPaAoWBFAahA58DoAO9gBAMpgPxAsGAGJsBpwOlAz6mA72AEAaoA6cDhYEUBqkD"
    "oQOoA72AEAaqA/wCvYAQBqsD/AL/gBAGrAOrA4yAGAatAwEbrAOBgRQGrgPbAq0DiIEUBq8DqgOuA4WBFAawA6kDrwPBgBibAbED"
    "kQM+nAO+gAyxA7AD+YEI7QL4gQjtAr2AEAyyA+kCgIEUDLMDsgM6voAM6QKzA/mBCOoC+IEI7ALggRAeHh/5gQh0+IEIdL2AEAy0"
    "A3CAgRQMtQO0Azq+gAxwtQP5gQhx+IEIc/2BBLiABLaAFAYKAAi3gAwHCfiBCAu7gBANDge7gBANIAe7gBAHPQfBgBQTFBESvYAQ"
    "DBUUvoAMDhW9gBAMGg69gBAGGwnBgBQcHRkavoAMHRvggRAeHh++gAwgIfmBCCL4gQgi9oEQJCUA+YEIJviBCCa9gBAMJyCsgRQo"
    "KScS+oEQKSMk+IEII72AEAwqDr2AEAwrILCBFCgsKiv3gQwuAPqBECwtLviBCC29gBAMLw69gBAMMA69gBAMMSCAgRQMMjAxwYAU"
    "HDMZMr2AEAY0M8GAFBw1GS+9gBAGNjWBgRQGNzY0wYAUHDgZL76ADDg3+YEILviBCC7ggRAeHh/5gQgl+IEIJb2AEAw7IMKBFAw8"
    "Ozq+gAwgPPmBCCL4gQgkwYAUHD8ZPr2AEAZAP76ADD1A4IEQHh4fvYAQBkE9/oEIQbiABA==",
    NULL
};
static const char *const spv_delta_rule_sg[] = { /* 2347 words */
    "g4SMOYCGBIuAILUDAJGACAGRgAg9kYAIP4uAGAHHmM3iBK7m0aMGrujUgQMAjoAMAAGPgCQFBO3CpfMGABkrPUGQgBgEEQEBAceA"
    "EBQBAceAEBkLKMeAECsLJseAED0LGseAEEELG8iAFEUAIwDIgBRFASMEyIAURQIjCMiAFEUDIwzIgBRFBCMQyIAURQUjFMiAFEUG"
    "IxjHgAxFAseAEIoBBgTIgBCLAQAYyIAUiwEAIwDHgAyLAQLHgBCNASIAx4AQjQEhAceAEKsBBgTIgBCsAQAYyIAUrAEAIwDHgAys"
    "AQLHgBCuASIAx4AQrgEhBMeAEOgBBgTIgBTpAQAjAMeADOkBAseAEOsBIgDHgBDrASEDx4AQ9gIGBMiAEPcCABjIgBT3AgAjAMeA"
    "DPcCAseAEPkCIgDHgBD5AiEFx4AQhwMGBMiAEIgDABnIgBSIAwAjAMeADIgDAseAEIoDIgDHgBCKAyECx4AQmwMGBMiAEJwDABjI"
    "gBScAwAjAMeADJwDAseAEJ4DIgDHgBCeAyEAx4AQrwMBAceAELEDCxnIgBCyAwAYyIAUsgMAIwDHgAyyAwLHgBC0AyIAx4AQtAMh"
    "BpOACAKhgAwDApaADAYgoIAQBwcGoYAQCAYHlYAQDSAAq4AQDQ4DlIAIELKAEA0UQJyAEBUGFKCAEBYEFbuAEBYXBKCAEBgBDbuA"
    "EBgZAaCAEBwEBquAEA0eAquAEA0fiAKrgBAGIQCggBAiBw2rgBANJAC7gBAYKwGVgBA0IAGrgBA0NQGXgBA7DQOggBA8ATu7gBA8"
    "PQG7gBA8QQGegCRFDQ0NDQ0NBqCAEEYJRbuAEEZHCauAEDRIAKCAEEkJDauAEDRNAquAEDRRBauAEDRxBKuAEDR3A6uAEA2FAYAC"
    "nIAQhgEGhQGggBCHAQSGAbuAEIcBiAEEnYAMigEGnoAMiwGKAaCAEIwBDIsBu4AQjAGNAQyggBCVAQwGu4AQhwGZAQSdgAyrAQae"
    "gAysAasBoIAQrQEMrAG7gBCtAa4BDKuAEA3LAQScgBDSAQbLAaCAENMBB9IBnYAM6AEGnoAM6QHoAaCAEOoBDOkBu4AQ6gHrAQyr"
    "gBAG1AKAgID8A6uAEDTbAgaggBDcAgkGnYAM9gIGnoAM9wL2AqCAEPgCDPcCu4AQ+AL5AgydgAyHAwaegAyIA4cDoIAQiQMMiAO7"
    "gBCJA4oDDJ2ADJsDBp6ADJwDmwOggBCdAwycA7uAEJ0DngMMsoAQDa8DAauAEA2wAwGzgBg7sQOvA7ADsAOegAyyAw2ggBCzAwyy"
    "A7uAELMDtAMMtoAUAgQAA/iBCAW7gBAiOge7gBAiQAe7gBAiRAe7gBAiTAe7gBAiUAe7gBAiVQe7gBAiZAe7gBAiage7gBAidQe7"
    "gBAiewe7gBAHqgEHu4AQB7cBB7uAEAfDAQe7gBAixAEHu4AQIs0BB7uAENMB1AEHu4AQB90BB7uAECLeAQe7gBAH5wEHu4AQB4kC"
    "B7uAEAedAge7gBAingIHu4AQB6cCB7uAEAfTAge7gBAH1QIHu4AQIuICB7uAECLqAge7gBAH9QIHwYAUGD49JL2AEA0/Pr6ADDo/"
    "wYAUGEJBJL2AEA1DQr6ADEBDwYAUSUpHSL2AEA1LSr6ADERLwYAUSU5HTb2AEA1PTr6ADExPwYAUSVJHUb2AEA1TUquBFBBUUyT3"
    "gQxXAPqBEFRWXPiBCFa9gBANWDrBgBRJWUc1vYAQDVpZiYEUDVtYWr6ADFVb+YEIV/iBCFy9gBANXTq9gBANXkzBgBRJX0c1vYAQ"
    "DWBfhoEUDWFeYIaBFA1iXWG+gAxVYvmBCFf4gQhXvYAQDWNVvoAMUGO9gBANZTq9gBANZkSEgRQNZ2VmvYAQDWhEhIEUDWlnaL6A"
    "DGRpvoAMaiT5gQhr+IEIa/aBEG1uAPmBCG/4gQhvvYAQDXBqwYAUSXJHcb2AEA1zcrCBFBB0cHP6gRB0bG34gQhsvYAQDXZqwYAU"
    "SXhHd72AEA15eISBFA16dnm+gAx1er2AEA18QL6ADHt8+YEIffiBCH32gRB/gAEA+YEIgQH4gQiBAb2AEA2CAXu9gBANgwFEsIEU"
    "EIQBggGDAfqBEIQBfn/4gQh+vYAQDYkBe72AEA2OAXW9gBANjwFQvYAQDZABRISBFA2RAY8BkAGAgRQNkgGOAZEBvYAQDZMBe4CB"
    "FA2UAZIBkwHBgBiVAZYBjQFIlAG9gBAGlwGWAcGAFByYAYgBiQG+gAyYAZcBvYAQDZoBe72AEA2bAXXBgBRJnAFHNb2AEA2dAZwB"
    "vYAQDZ4BUICBFA2fAZ0BngG9gBANoAFEhIEUDaEBnwGgAYCBFA2iAZsBoQG9gBANowF7gIEUDaQBogGjAcGAGJUBpQGNAUikAb2A"
    "EAamAaUBwYAUHKcBmQGaAb6ADKcBpgH5gQiAAfiBCIABvYAQDagBe4CBFA2pAagBFL6ADHupAfmBCH34gQh/4IEQHh4fvYAQDa8B"
    "aoSBFA2wAa8BHr2AEA2xAUyEgRQNsgGwAbEBvYAQDbMBOoCBFA20AbIBswHBgBiVAbUBrgFItAG9gBAGtgG1Ab6ADKoBtgG9gBAN"
    "uAFqhIEUDbkBuAEevYAQDboBTISBFA27AbkBugG9gBANvAFMgIEUDb0BuwG8Ab2AEA2+ATqAgRQNvwG9Ab4BwYAYlQHAAa4BSL8B"
    "vYAQBsEBwAGMgBgGwgEBG8EBvoAMtwHCAb6ADMMBIb6ADMQBJPmBCMUB+IEIxQH2gRDHAcgBAPmBCMkB+IEIyQG9gBANygHEAbCB"
    "FBDMAcoBywH6gRDMAcYBxwH4gQjGAb2AEA3OAUC9gBANzwHEAYSBFA3QAc8BFICBFA3RAc4B0AG+gAzNAdEBvYAQDdUBxAHBgBQH"
    "1gHUAdUBvoAM1gEhvYAQDdcBzQG9gBAN2AFEroEUENkB1wHYAfeBDNsBAPqBENkB2gHbAfiBCNoB+YEIyAH4gQjbAb6ADN0BIb6A"
    "DN4BJPmBCN8B+IEI3wH2gRDhAeIBAPmBCOMB+IEI4wG9gBAN5AHeAb2AEA3lAUSwgRQQ5gHkAeUB+oEQ5gHgAeEB+IEI4AG9gBAN"
    "7AFkvYAQDe0B3gG9gBAN7gFEhIEUDe8B7QHuAYCBFA3wAewB7wG9gBAN8QHNAYCBFA3yAfAB8QHBgBiVAfMB6wFI8gG9gBAG9AHz"
    "Ab2AEAb1AbcBhYEUBvYB9AH1Ab6ADOcB9gG9gBAN9wFkvYAQDfgB3gG9gBAN+QFEhIEUDfoB+AH5AYCBFA37AfcB+gG9gBAN/AHN"
    "AYCBFA39AfsB/AG9gBAG/gHnAcGAGJUB/wHrAUj9Ab6ADP8B/gG9gBAGgALnAb2AEA2BAt4BwYAUHIICmQGBAr2AEAaDAoIChYEU"
    "BoQCgAKDAr2AEAaFAt0BgYEUBoYChQKEAr6ADN0BhgL5gQjiAfiBCOIBvYAQDYcC3gGAgRQNiAKHAjW+gAzeAYgC+YEI3wH4gQjh"
    "Ab2AEA2KAnXBgBRJiwJHNb2AEA2MAosChIEUDY0CHowCvYAQDY4CRISBFA2PAo0CjgKAgRQNkAKKAo8CvYAQDZECOr2AEA2SAkSE"
    "gRQNkwKRApICgIEUDZQCkAKTAr2AEA2VAs0BgIEUDZYClAKVAsGAGJUBlwKNAUiWAr2AEAaYApcCvYAQBpkC3QGDgRQGmgKYApkC"
    "vYAQBpsCqgGFgRQGnAKaApsCvoAMiQKcAr6ADJ0CIb6ADJ4CJPmBCJ8C+IEInwL2gRChAqICAPmBCKMC+IEIowK9gBANpAKeAr2A"
    "EA2lAkSwgRQQpgKkAqUC+oEQpgKgAqEC+IEIoAK9gBANqAJkvYAQDakCngK9gBANqgJEhIEUDasCqQKqAoCBFA2sAqgCqwK9gBAN"
    "rQLNAYCBFA2uAqwCrQLBgBiVAa8C6wFIrgK9gBAGsAKvAr2AEA2xAp4CwYAUHLICmQGxAr2AEAazArICvYAQBrQCiQKFgRQGtQKz",
    "ArQCgYEUBrYCsAK1Ar6ADKcCtgK9gBANtwJkvYAQDbgCngK9gBANuQJEhIEUDboCuAK5AoCBFA27ArcCugK9gBANvALNAYCBFA29"
    "ArsCvAK9gBAGvgKnAsGAGJUBvwLrAUi9Ar6ADL8CvgK9gBAGwAKnAr2AEA3BAp4CwYAUHMICiAHBAr2AEAbDAsIChYEUBsQCwALD"
    "Ar2AEAbFAp0CgYEUBsYCxQLEAr6ADJ0CxgL5gQiiAviBCKICvYAQDccCngKAgRQNyALHAjW+gAyeAsgC+YEInwL4gQihAr2AEA3J"
    "AsQBvYAQBsoCnQLBgBQHywLUAckCvoAMywLKAr2AEAbMAp0CvYAQBs0CnQKFgRQGzgLMAs0CvYAQBs8CwwGBgRQG0ALPAs4CvoAM"
    "wwHQAvmBCMgB+IEIyAG9gBAN0QLEAYCBFA3SAtECNb6ADMQB0gL5gQjFAfiBCMcBvYAQBtYCwwG+gAzVAtYCuYAUBtcCCtUCvYAQ"
    "DdgCRPCAEAbZAtgCiIEUBtoC1wLZAsGAFNwC3QJH2wK9gBAG3gLdAoGBFAbfAtoC3gKMgBgG4AIBH98CiIEUBuEC1ALgAr6ADNMC"
    "4QK+gAziAiT5gQjjAviBCOMC9oEQ5QLmAgD5gQjnAviBCOcCvYAQDegC4gKwgRQQ6QLoAssB+oEQ6QLkAuUC+IEI5AK9gBAN6wJA"
    "vYAQDewC4gKEgRQN7QLsAhSAgRQN7gLrAu0CvoAM6gLuAr2AEA3vAuoCvYAQDfACRK6BFBDxAu8C8AL3gQzzAgD6gRDxAvIC8wL4"
    "gQjyAvmBCOYC+IEI8wK9gBAN+gJqvYAQDfsCTISBFA38AvoC+wK9gBAN/QJEhIEUDf4C/AL9Ar2AEA3/Ajq9gBANgANEhIEUDYED"
    "/wKAA4CBFA2CA/4CgQO9gBANgwPqAoCBFA2EA4IDgwPBgBiVAYUD+QJIhAO9gBAGhgOFA76ADPUChgO9gBANiwNqvYAQDYwDTISB"
    "FA2NA4sDjAO9gBANjgNEhIEUDY8DjQOOA72AEA2QAzq9gBANkQNEhIEUDZIDkAORA4CBFA2TA48DkgO9gBANlAPqAoCBFA2VA5MD"
    "lAO9gBANlgPiAsGAFAeXA9QBlgO9gBAGmAOXA72AEAaZA9MChYEUBpoDmAOZA72AEA2fA+oCwYAYlQGgA54DSJ8DvYAQBqEDoAOF"
    "gRQGogOaA6EDvYAQBqMD9QK9gBAGpAP1Av+AEAalA6QDjIAYBqYDARulA4GBFAanA9QCpgOIgRQGqAOjA6cDhYEUBqkDogOoA8GA"
    "GJUBqgOKA0iVA76ADKoDqQP5gQjmAviBCOYCvYAQDasD4gKAgRQNrAOrAzW+gAziAqwD+YEI4wL4gQjlAuCBEB4eH/mBCG74gQhu"
    "vYAQDa0DaoCBFA2uA60DNb6ADGquA/mBCGv4gQht/YEEuIAEtoAUBgoACLeADAcJ+IEIC7uAEAcgB7uAECIjB72AEAYMCd6CGAYP"
    "DgAMvoAMCQ/NghAQEQ73gQwTAPqBEBESE/iBCBK9gBANGhm9gBAGGwnBgBQcHRcavoAMHRv5gQgT+IEIE+CBEB4eH76ADCAhvoAM"
    "IyT5gQgl+IEIJfaBECcoAPmBCCn4gQgpvYAQDSojvYAQDSwrsIEUEC0qLPqBEC0mJ/iBCCa9gBANLiPBgBQcLxcuvYAQBjAvvYAQ"
    "BjEggYEUBjIxML6ADCAy+YEIKPiBCCi9gBANMyOAgRQNNjM1voAMIzb5gQgl+IEIJ+CBEB4eH72AEAY3IP6BCDe4gAQ=",
    NULL
};
static const char *const spv_dn_gates[] = { /* 1072 words */
    "g4SMOYCGBIuAIMEBAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgALE5CAGAQRAQEBx4AQCwscx4AQEwsY"
    "x4AQFwEByIAUGwAjAMiAFBsBIwTIgBQbAiMIyIAUGwMjDMeADBsCx4AQUgYEyIAQUwAYyIAUUwAjAMeADFMCx4AQVSIAx4AQVSEB"
    "x4AQgAEGBMiAEIEBABjIgBSBAQAjAMeADIEBAseAEIMBIgDHgBCDASEEx4AQlwEGBMiAEJgBABnIgBSYAQAjAMeADJgBAseAEJoB"
    "IgDHgBCaASECx4AQsAEGBMiAELEBABjIgBSxAQAjAMeADLEBAseAELMBIgDHgBCzASEFx4AQuQEBAceAELoBCxnIgBC7AQAYyIAU"
    "uwEAIwDHgAy7AQLHgBC9ASIAx4AQvQEhBpOACAKhgAwDApWAEAYgAKCAEAcHBpeAEAkGA6CAEAoBCbuAEAoLAauAEAYMAKCAEA0B"
    "BquAEAYQAbuAEAoTAbKAEAYXQJ6AGBsGBgYGoIAQHAkbu4AQHB0JlYAQHiABq4AQHh8BoIAQIAkGq4AQHiMAlIAIJ6uAEB45AquA"
    "EAZBAquAEB5GA5aADE8goIAQUAdPnYAMUk+egAxTUqCAEFQMU7uAEFRVDKCAEFwMT52ADIABT56ADIEBgAGggBCCAQyBAbuAEIIB"
    "gwEMq4AQT4oBgICAjQSrgBBPkQGAgID8A52ADJcBT56ADJgBlwGggBCZAQyYAbuAEJkBmgEMnYAMsAFPnoAMsQGwAaCAELIBDLEB"
    "u4AQsgGzAQyygBAGuQEBs4AYCboBuQEQEJ6ADLsBBqCAELwBDLsBu4AQvAG9AQycgBC+AU8XoIAQvwEEvgG7gBC/AcABBLaAFAIE"
    "AAP4gQgFu4AQBwgHu4AQBywHu4AQBzEHu4AQBzYHu4AQBz8Hu4AQUFEHu4AQUF8Hu4AQUH4Hu4AQUIgBB7uAEFCMAQfBgBQNDgsM"
    "vYAQBg8OwYAUDRELEL2AEAYSEcGAFA0UEwy9gBAGFRSEgRQGFhIVhIEUBhgWF4CBFAYZDxi+gAwIGb2AEAYaCMGAFCAhHR+9gBAG"
    "IiHBgBQgJB0jvYAQBiUkhIEUBiYiJa6BFCcoGib3gQwqAPqBECgpKviBCCn9gQT4gQgqvYAQBi0IwYAUIC4dI72AEAYvLoaBFAYw"
    "LS++gAwsML2AEAYyCMGAFCAzHSO9gBAGNDOJgRQGNTI0voAMMTXBgBQgNx0jvYAQBjg3voAMNjjBgBQgOh05vYAQBjs6q4EUJzw7"
    "DPeBDD4A+oEQPD1r+IEIPb2AEAZALISBFAZCQEG9gBAGQzaEgRQGREJDvYAQBkUxwYAUIEcdRr2AEAZIR4aBFAZJRUiEgRQGSklB"
    "wYAUIEsdRr2AEAZMS4SBFAZNSkyAgRQGTkRNvoAMP069gBAGVj+9gBAGVzHBgBQgWB1GvYAQBllYiYEUBlpXWYCBFAZbVlrBgBhc"
    "XVUjW72AEE9eXb6ADFFevYAQBmA/wYAUIGEdRr2AEAZiYYCBFAZjYGK9gBAGZDHBgBQgZR1GvYAQBmZliYEUBmdkZoCBFAZoY2fB"
    "gBhcaVUjaL2AEE9qab6ADF9q+YEIPviBCGu9gBAGbCyEgRQGbWxBvYAQBm42hIEUBm9tbr2AEAZwMYCBFAZxb3DBgBhcclUjcb2A"
    "EE9zcr6ADFFzvYAQBnQshIEUBnV0Qb2AEAZ2NoSBFAZ3dXa9gBAGeDaAgRQGeXd4vYAQBnoxgIEUBnt5esGAGFx8VSN7vYAQT318"
    "voAMX335gQg++IEIPr2AEE9/X72AEAaEATHBgBhchQGDASOEAb2AEE+GAYUBgYEUT4cBf4YBvoAMfocBvYAQT4kBfrqBFCeLAYkB"
    "igH3gQyOAQD6gRCLAY0BkAH4gQiNAb2AEE+PAX6+gAyMAY8B+YEIjgH4gQiQAb2AEE+SAX6MgBhPkwEBG5IBgYEUT5QBkQGTAYyA"
    "GE+VAQEclAG+gAyMAZUB+YEIjgH4gQiOAb2AEE+WAYwBvoAMiAGWAb2AEAabASyEgRQGnAGbAUG9gBAGnQE2hIEUBp4BnAGdAb2A"
    "EAafATGAgRQGoAGeAZ8BvYAQT6EBUf+AEE+iAaEBjIAYT6MBARuiAYGBFE+kAZEBowGIgRRPpQGRAaQBwYAYXKYBmgEjoAG+gAym"
    "AaUBvYAQBqcBLISBFAaoAacBQb2AEAapATaEgRQGqgGoAakBvYAQBqsBNoCBFAasAaoBqwG9gBAGrQExgIEUBq4BrAGtAb2AEE+v"
    "AYgBvYAQBrQBMcGAGFy1AbMBI7QBvYAQT7YBtQGFgRRPtwGvAbYBwYAYXLgBmgEjrgG+gAy4AbcB/YEEuIAE",
    NULL
};
static const char *const spv_mamba2_scan[] = { /* 1748 words */
    "g4SMOYCGBIuAIMMCAJGACAGLgBgBx5jN4gSu5tGjBq7o1IEDAI6ADAABj4AcBQTtwqXzBgALEZCAGAQRAQEBx4AQCwsax4AQEQsb"
    "yIAUFQAjAMiAFBUBIwTIgBQVAiMIyIAUFQMjDMiAFBUEIxDIgBQVBSMUx4AMFQLHgBA9BgTIgBA+ABjIgBQ+ACMAx4AMPgLHgBBA"
    "IgDHgBBAIQXHgBBxBgTIgBByABjIgBRyACMAx4AMcgLHgBB0IgDHgBB0IQHHgBCTAQEBx4AQmAEGBMiAEJkBABjIgBSZAQAjAMeA"
    "DJkBAseAEJsBIgDHgBCbASEEx4AQ8AEGBMiAFPEBACMAx4AM8QECx4AQ8wEiAMeAEPMBIQPHgBCcAgYEyIAQnQIAGciAFJ0CACMA"
    "x4AMnQICx4AQnwIiAMeAEJ8CIQLHgBC6AgEBx4AQvAILGciAEL0CABjIgBS9AgAjAMeADL0CAseAEL8CIgDHgBC/AiEGk4AIAqGA"
    "DAMClYAQBiAAoIAQBwcGl4AQCQYDoIAQCgEJu4AQCgsBq4AQBgwAoIAQDQEGu4AQChEBnoAgFQYGBgYGBqCAEBYJFbuAEBYXCZWA"
    "EBggAauAEBgZA6CAEBoJBquAEBgeAquAEBgiAKuAEBgsAauAEAYzApaADDogoIAQOwc6nYAMPTqegAw+PaCAED8MPruAED9ADKCA"
    "EEIMOquAEBhZBZSACFyrgBAGbIACnIAQbTpsoIAQbgRtu4AQbm8EnYAMcTqegAxycaCAEHMMcruAEHN0DKCAEIABBDq7gBBuggEE"
    "soAQBpMBQKuAEAaWAYgCnYAMmAE6noAMmQGYAaCAEJoBDJkBu4AQmgGbAQyrgBAYnQEEq4AQOrIBgICAjQSrgBA6uQGAgID8A6uA"
    "EDrlAQCdgAzwATqegAzxAfABoIAQ8gEM8QG7gBDyAfMBDJ2ADJwCOp6ADJ0CnAKggBCeAgydAruAEJ4CnwIMsoAQBroCAauAEAa7"
    "AgGzgBgJvAK6ArsCuwKegAy9AgaggBC+Agy9AruAEL4CvwIMnIAQwAI6kwGggBDBAgTAAruAEMECwgIEtoAUAgQAA/iBCAW7gBAH"
    "CAe7gBAHEAe7gBAHFAe7gBAHHQe7gBAHIQe7gBAHJQe7gBAHKQe7gBAHMQe7gBA7PAe7gBA7RQe7gBA7Swe7gBAHUge7gBAHXge7"
    "gBAHYge7gBA7lwEHu4AQO7ABB7uAEDu0AQe7gBA7vwEHu4AQB8QBB7uAEDvOAQe7gBA72AEHu4AQB9wBB7uAEDvkAQe7gBAH5gEH"
    "u4AQO+8BB7uAEDuPAgfBgBQNDgsMvYAQBg8OvoAMCA/BgBQNEhEMvYAQBhMSvoAMEBPBgBQaGxcZvYAQBhwbvoAMFBzBgBQaHxce"
    "vYAQBiAfvoAMHSDBgBQaIxcivYAQBiQjvoAMISS9gBAGJiG9gBAGJxSGgRQGKCYnvoAMJSi9gBAGKgi9gBAGKxTBgBQaLRcsvYAQ"
    "Bi4thoEUBi8rLoaBFAYwKi++gAwpML2AEAYyIcGAFBo0Fyy9gBAGNTSEgRQGNjM1vYAQBjcdhIEUBjg2N4CBFAY5Mji+gAwxOb2A"
    "EAZBCMGAGEJDQCJBvYAQOkRDvoAMPES9gBAGRhS9gBAGRwiAgRQGSEZHwYAYQklAIki9gBA6Skm+gAxFSr2AEAZMFISBFAZNM0y9"
    "gBAGTgiAgRQGT01OwYAYQlBAIk+9gBA6UVC+gAxLUb6ADFIM+YEIU/iBCFP2gRBVVgD5gQhX+IEIV72AEAZYUsGAFBpaF1m9gBAG"
    "W1qwgRRcXVhb+oEQXVRV+IEIVL2AEAZfUr2AEAZgMYSBFAZhX2C+gAxeYb2AEAZjEL6ADGJj+YEIZPiBCGT2gRBmZwD5gQho+IEI"
    "aL2AEAZpYr2AEAZqHbCBFFxraWr6gRBrZWb4gQhlvYAQBnBivYAQBnVevYAQBnYhgIEUBnd1dr2AEAZ4Kb2AEAZ5HYSBFAZ6eHmA"
    "gRQGe3d6vYAQBnxigIEUBn17fMGAGEJ+dCJ9vYAQOn9+wYAUgAGBAW9wvoAMgQF/vYAQBoMBYr2AEAaEAV69gBAGhQEhgIEUBoYB"
    "hAGFAcGAFBqHARcsvYAQBogBhwG9gBAGiQEpgIEUBooBiAGJAb2AEAaLAR2EgRQGjAGKAYsBgIEUBo0BhgGMAb2AEAaOAWKAgRQG"
    "jwGNAY4BwYAYQpABdCKPAb2AEDqRAZABwYAUgAGSAYIBgwG+gAySAZEB+YEIZ/iBCGe9gBAGlAFigIEUBpUBlAGTAb6ADGKVAfmB"
    "CGT4gQhm4IEQMzOWAb2AEAacAVLBgBQangEXnQG9gBAGnwGeAYSBFAagAZwBnwG9gBAGoQEhhIEUBqIBM6EBgIEUBqMBoAGiAcGA"
    "FBqkARcsvYAQBqUBpAGEgRQGpgEzpQG9gBAGpwEdhIEUBqgBpgGnAYCBFAapAaMBqAG9gBAGqgEIgIEUBqsBqQGqAcGAGEKsAZsB"
    "IqsBvYAQOq0BrAG9gBA6rgFLgYEUOq8BrQGuAb6ADJcBrwG9gBA6sQGXAbqBFFyzAbEBsgH3gQy2AQD6gRCzAbUBuAH4gQi1Ab2A"
    "EDq3AZcBvoAMtAG3AfmBCLYB+IEIuAG9gBA6ugGXAYyAGDq7AQEbugGBgRQ6vAG5AbsBjIAYOr0BARy8Ab6ADLQBvQH5gQi2AfiB"
    "CLYBvYAQOr4BtAG+gAywAb4BvYAQOsABsAG9gBA6wQE8hYEUOsIBwAHBAYyAGDrDAQEbwgG+gAy/AcMBvYAQBsUBEL6ADMQBxQH5"
    "gQjGAfiBCMYB9oEQyAHJAQD5gQjKAfiBCMoBvYAQBssBxAG9gBAGzAElsIEUXM0BywHMAfqBEM0BxwHIAfiBCMcBvYAQBs8BXr2A"
    "EAbQAQi9gBAG0QElhIEUBtIB0AHRAYCBFAbTAc8B0gG9gBAG1AHEAYCBFAbVAdMB1AHBgBhC1gF0ItUBvYAQOtcB1gG+gAzOAdcB"
    "vYAQOtkBzgG9gBA62gGwAYWBFDrbAdkB2gG+gAzYAdsBvYAQBt0BCL2AEAbeASWEgRQG3wHdAd4BvYAQBuABxAGAgRQG4QHfAeAB"
    "vYAQBuIBHYSBFAbjAeEB4gG+gAzcAeMBvoAM5AHlAb6ADOYBDPmBCOcB+IEI5wH2gRDpAeoBAPmBCOsB+IEI6wG9gBAG7AHmAb2A"
    "EAbtAR2wgRRc7gHsAe0B+oEQ7gHoAekB+IEI6AG9gBAG9AHcAb2AEAb1AeYBgIEUBvYB9AH1AcGAGEL3AfMBIvYBvYAQOvgB9wG9"
    "gBA6+QG/AYWBFDr6AfgB+QG9gBAG+wHmAcGAFIAB/AFv+wG9gBA6/QH8Ab2AEDr+AdgBhYEUOv8B/QH+AYGBFDqAAvoB/wG+gAzv"
    "AYACvYAQOoEC7wG9gBAGggLmAcGAFIABgwKCAYICvYAQOoQCgwKFgRQ6hQKBAoQCvYAQOoYC5AGBgRQ6hwKGAoUCvoAM5AGHAr2A"
    "EAaIAtwBvYAQBokC5gGAgRQGigKIAokCvYAQOosC7wHBgBhCjALzASKKAr6ADIwCiwL5gQjqAfiBCOoBvYAQBo0C5gGAgRQGjgKN"
    "Aiy+gAzmAY4C+YEI5wH4gQjpAb2AEAaQAlLBgBQakQIXnQG9gBAGkgKRAoSBFAaTApACkgK9gBAGlAIIvYAQBpUCJYSBFAaWApQC"
    "lQKAgRQGlwKTApYCvYAQBpgCxAGAgRQGmQKXApgCwYAYQpoCmwEimQK9gBA6mwKaAr6ADI8CmwK9gBAGoAJSvYAQBqECIYSBFAai"
    "AqACoQK9gBAGowIIvYAQBqQCJYSBFAalAqMCpAKAgRQGpgKiAqUCvYAQBqcCxAGAgRQGqAKmAqcCvYAQOqkC5AG9gBA6qgLOAb2A"
    "EDqrAkWFgRQ6rAKqAqsCgYEUOq0CqQKsAr2AEDquAo8CvYAQOq8CjwL/gBA6sAKvAoyAGDqxAgEbsAKBgRQ6sgK5AbECiIEUOrMC",
    "rgKyAoWBFDq0Aq0CswLBgBhCtQKfAiKoAr6ADLUCtAL5gQjJAfiBCMkBvYAQBrYCxAGAgRQGtwK2ApMBvoAMxAG3AvmBCMYB+IEI"
    "yAHggRAzM5YB+YEIVviBCFa9gBAGuAJSgIEUBrkCuAIsvoAMUrkC+YEIU/iBCFX9gQS4gAQ=",
    NULL
};
static const vk_spirv vk_spirv_table[VK_SH_COUNT] = {
    { "get_rows", spv_get_rows, NULL },
    { "matvec", spv_matvec, spv_matvec_sg },
    { "rms_norm", spv_rms_norm, spv_rms_norm_sg },
    { "rope", spv_rope, NULL },
    { "kv_store", spv_kv_store, NULL },
    { "attention", spv_attention, spv_attention_sg },
    { "router", spv_router, NULL },
    { "glu", spv_glu, NULL },
    { "combine", spv_combine, NULL },
    { "act_round", spv_act_round, NULL },
    { "copy_rows", spv_copy_rows, NULL },
    { "ssm_conv", spv_ssm_conv, NULL },
    { "delta_rule", spv_delta_rule, spv_delta_rule_sg },
    { "dn_gates", spv_dn_gates, NULL },
    { "mamba2_scan", spv_mamba2_scan, NULL },
};
/* END GENERATED SPIR-V */
static const vk_spirv *vk_shader(int sh) { return &vk_spirv_table[sh]; }
#endif
