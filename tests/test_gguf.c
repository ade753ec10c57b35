/* test_gguf.c - hostile and broken GGUF files against the public API (moe_model_open and friends).
 *
 * Build:  cc -std=c11 -O2 -Wall -Wextra -Werror -I. tests/test_gguf.c moe.c -o tests/build/test_gguf -lm -lpthread
 * Run from the repository root. Prints one `PASS name` / `FAIL name: detail` / `SKIP name: why` line per
 * check and exits non-zero if any check failed. MOE_TEST_QUICK=1 shrinks the loops (for sanitizer builds).
 *
 * Environment: MOE_TEST_QUICK=1 (fewer iterations), MOE_TEST_ONLY=substring (run only the groups whose name
 * contains it), MOE_TEST_TIMES=1 (print each group's time), and for longer fuzzing runs MOE_TEST_SEED=n,
 * MOE_TEST_FUZZ_ITERS=n and MOE_TEST_FUZZ_MODEL=path (the model the mutation loop starts from); MOE_TEST_MESSAGES=1
 * prints each refused file's status and message as a '#' line.
 *
 * The test parses a conformance model into an editable form (keys, tensor infos, data pointers), changes it,
 * writes it back as GGUF into a private temporary directory and opens the result. Every case runs in a forked
 * child, so that a crash or a hang in moe.c shows up as a FAIL line naming the case.
 */
#include "test.h"

#include "moe.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MODEL_QWEN "tests/conformance/models/qwen3moe-f32.gguf"
#define MODEL_SMALL "tests/conformance/models/olmoe-q4_0.gguf"
#define MODEL_SPM "tests/conformance/models/mixtral-spm.gguf"
#define MODEL_Q8 "tests/conformance/models/olmoe-q8_0.gguf"

/* ---- state -------------------------------------------------------------------------------------- */

static int g_quick;
static char g_dir[256]; /* private temporary directory */



static int contains_ci(const char *hay, const char *needle) {
    if (!hay || !needle) return 0;
    size_t n = strlen(needle);
    for (const char *p = hay; *p; p++) {
        size_t i = 0;
        while (i < n && p[i] && tolower((unsigned char)p[i]) == tolower((unsigned char)needle[i])) i++;
        if (i == n) return 1;
    }
    return 0;
}

/* ---- a small arena: everything the editable models allocate, freed at exit --------------------- */

typedef struct arena_block { struct arena_block *next; double align_; } arena_block;
static arena_block *g_arena;

static void *arena_alloc(size_t n) {
    arena_block *b = (arena_block *)calloc(1, sizeof(arena_block) + n);
    if (!b) { fprintf(stderr, "test_gguf: out of memory\n"); exit(2); }
    b->next = g_arena;
    g_arena = b;
    return b + 1;
}

static void arena_free_all(void) {
    while (g_arena) { arena_block *n = g_arena->next; free(g_arena); g_arena = n; }
}

static uint8_t *arena_copy(const void *p, size_t n) {
    uint8_t *d = (uint8_t *)arena_alloc(n);
    if (n) memcpy(d, p, n);
    return d;
}

/* Under AddressSanitizer a huge malloc returns NULL, as the C library's does, instead of aborting. */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "allocator_may_return_null=1"; }

/* ---- a fixed-seed random generator (splitmix64) ---------------------------------------------- */

static uint64_t g_rng = 0x5eed1234abcdULL;
static uint64_t rnd(void) {
    uint64_t z = (g_rng += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* ---- files --------------------------------------------------------------------------------------- */

static int write_file(const char *path, const void *data, size_t len) {
    FILE *f = fopen(path, "wb");
    if (!f) return -1;
    size_t w = len ? fwrite(data, 1, len, f) : 0;
    int rc = fclose(f);
    return w == len && rc == 0 ? 0 : -1;
}

static void tmp_path(char *out, size_t size, const char *name) { snprintf(out, size, "%s/%s", g_dir, name); }

static void remove_dir_contents(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    char p[512];
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) { remove_dir_contents(p); rmdir(p); }
        else unlink(p);
    }
    closedir(d);
}

/* ---- byte buffer ------------------------------------------------------------------------------- */

typedef struct buf { uint8_t *p; size_t n, cap; } buf;

static void b_put(buf *b, const void *d, size_t n) {
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->n + n) cap *= 2;
        uint8_t *p = (uint8_t *)realloc(b->p, cap);
        if (!p) { fprintf(stderr, "test_gguf: out of memory\n"); exit(2); }
        b->p = p;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->n, d, n);
    b->n += n;
}
static void b_u32(buf *b, uint32_t v) {
    uint8_t x[4];
    for (int i = 0; i < 4; i++) x[i] = (uint8_t)(v >> (8 * i));
    b_put(b, x, 4);
}
static void b_u64(buf *b, uint64_t v) {
    uint8_t x[8];
    for (int i = 0; i < 8; i++) x[i] = (uint8_t)(v >> (8 * i));
    b_put(b, x, 8);
}
static void b_str(buf *b, const char *s) { b_u64(b, strlen(s)); b_put(b, s, strlen(s)); }
static void b_zero(buf *b, size_t n) {
    static const uint8_t z[64];
    while (n) { size_t k = n < sizeof z ? n : sizeof z; b_put(b, z, k); n -= k; }
}

static uint32_t get_u32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t get_u64(const uint8_t *p) { return (uint64_t)get_u32(p) | (uint64_t)get_u32(p + 4) << 32; }
static void put_u64(uint8_t *p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i)); }
static void put_u32(uint8_t *p, uint32_t v) { for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i)); }

/* ---- editable GGUF ------------------------------------------------------------------------------ */

enum { V_U8, V_I8, V_U16, V_I16, V_U32, V_I32, V_F32, V_BOOL, V_STRING, V_ARRAY, V_U64, V_I64, V_F64 };
static const int g_vsize[13] = { 1, 1, 2, 2, 4, 4, 4, 1, 0, 0, 8, 8, 8 };

#define MAX_KV 128
#define MAX_T 128

typedef struct gkv { const uint8_t *key; uint64_t key_len; uint32_t type; const uint8_t *val; uint64_t val_len; } gkv;
typedef struct gti {
    const uint8_t *name; uint64_t name_len;
    uint32_t n_dims; uint64_t ne[8];
    uint32_t type;
    uint64_t offset; int offset_set; /* offset_set: write `offset` instead of the packed one */
    const uint8_t *data; uint64_t size;
} gti;
typedef struct gg {
    uint32_t magic, version;
    int n_kv, n_t;
    gkv kv[MAX_KV];
    gti t[MAX_T];
    int n_kv_set, n_t_set; uint64_t n_kv_val, n_t_val; /* header count overrides */
    uint64_t align;       /* data alignment the writer uses */
    uint64_t header_end;  /* parsed: end of tensor infos */
    uint64_t data_start;  /* parsed: start of the data section */
} gg;

/* Bytes of one value of `type` at p (bounded by end); 0 on error. */
static uint64_t value_len(const uint8_t *p, const uint8_t *end, uint32_t type) {
    if (type == V_STRING) {
        if (end - p < 8) return 0;
        uint64_t n = get_u64(p);
        if (n > (uint64_t)(end - p) - 8) return 0;
        return 8 + n;
    }
    if (type == V_ARRAY) {
        if (end - p < 12) return 0;
        uint32_t et = get_u32(p);
        uint64_t n = get_u64(p + 4), off = 12;
        for (uint64_t i = 0; i < n; i++) {
            uint64_t l = value_len(p + off, end, et);
            if (!l) return 0;
            off += l;
        }
        return off;
    }
    if (type > V_F64) return 0;
    return (uint64_t)(end - p) >= (uint64_t)g_vsize[type] ? (uint64_t)g_vsize[type] : 0;
}

static int gg_parse(gg *g, const uint8_t *d, size_t n) {
    memset(g, 0, sizeof *g);
    const uint8_t *p = d, *end = d + n;
    if (n < 24) return -1;
    g->magic = get_u32(p); g->version = get_u32(p + 4);
    uint64_t nt = get_u64(p + 8), nkv = get_u64(p + 16);
    if (nt > MAX_T || nkv > MAX_KV) return -1;
    p += 24;
    g->align = 32;
    for (uint64_t i = 0; i < nkv; i++) {
        gkv *kv = &g->kv[g->n_kv++];
        kv->key_len = get_u64(p); kv->key = p + 8; p += 8 + kv->key_len;
        kv->type = get_u32(p); p += 4;
        kv->val = p;
        kv->val_len = value_len(p, end, kv->type);
        if (!kv->val_len) return -1;
        p += kv->val_len;
        if (kv->key_len == 17 && memcmp(kv->key, "general.alignment", 17) == 0 && kv->type == V_U32) g->align = get_u32(kv->val);
    }
    for (uint64_t i = 0; i < nt; i++) {
        gti *t = &g->t[g->n_t++];
        t->name_len = get_u64(p); t->name = p + 8; p += 8 + t->name_len;
        t->n_dims = get_u32(p); p += 4;
        for (uint32_t k = 0; k < t->n_dims; k++) { t->ne[k] = get_u64(p); p += 8; }
        t->type = get_u32(p); p += 4;
        t->offset = get_u64(p); p += 8;
    }
    g->header_end = (uint64_t)(p - d);
    g->data_start = (g->header_end + g->align - 1) / g->align * g->align;
    for (int i = 0; i < g->n_t; i++) {
        gti *t = &g->t[i];
        uint64_t next = i + 1 < g->n_t ? g->t[i + 1].offset : n - g->data_start;
        t->data = d + g->data_start + t->offset;
        t->size = next - t->offset; /* includes the padding; trimmed below */
    }
    return 0;
}

/* Bytes of a tensor of `type` (the few types this test writes). */
static uint64_t type_bytes(uint32_t type, const uint64_t *ne, uint32_t n_dims) {
    uint64_t blk = 1, sz;
    switch (type) {
    case 0: sz = 4; break;
    case 1: sz = 2; break;
    case 2: blk = 32; sz = 18; break;
    case 8: blk = 32; sz = 34; break;
    case 12: blk = 256; sz = 144; break;
    case 14: blk = 256; sz = 210; break;
    case 15: blk = 256; sz = 292; break;
    case 26: sz = 4; break;
    default: return 0;
    }
    uint64_t n = ne[0] / blk * sz;
    for (uint32_t d = 1; d < n_dims; d++) n *= ne[d];
    return n;
}

static void gg_fix_sizes(gg *g) {
    for (int i = 0; i < g->n_t; i++) {
        uint64_t s = type_bytes(g->t[i].type, g->t[i].ne, g->t[i].n_dims);
        if (s && s <= g->t[i].size) g->t[i].size = s;
    }
}

static void gg_write(const gg *g, buf *b) {
    b->n = 0;
    b_u32(b, g->magic);
    b_u32(b, g->version);
    b_u64(b, g->n_t_set ? g->n_t_val : (uint64_t)g->n_t);
    b_u64(b, g->n_kv_set ? g->n_kv_val : (uint64_t)g->n_kv);
    for (int i = 0; i < g->n_kv; i++) {
        b_u64(b, g->kv[i].key_len);
        b_put(b, g->kv[i].key, g->kv[i].key_len);
        b_u32(b, g->kv[i].type);
        b_put(b, g->kv[i].val, g->kv[i].val_len);
    }
    const uint64_t al = g->align ? g->align : 1;
    uint64_t off = 0;
    for (int i = 0; i < g->n_t; i++) {
        const gti *t = &g->t[i];
        b_u64(b, t->name_len);
        b_put(b, t->name, t->name_len);
        b_u32(b, t->n_dims);
        for (uint32_t k = 0; k < t->n_dims && k < 8; k++) b_u64(b, t->ne[k]);
        b_u32(b, t->type);
        b_u64(b, t->offset_set ? t->offset : off);
        off += (t->size + al - 1) / al * al;
    }
    b_zero(b, (size_t)((b->n + al - 1) / al * al - b->n));
    for (int i = 0; i < g->n_t; i++) {
        b_put(b, g->t[i].data, g->t[i].size);
        b_zero(b, (size_t)((g->t[i].size + al - 1) / al * al - g->t[i].size));
    }
}

static int gg_save(const gg *g, const char *path) {
    buf b = { 0 };
    gg_write(g, &b);
    int rc = write_file(path, b.p, b.n);
    free(b.p);
    return rc;
}

static int key_is(const gkv *kv, const char *k) { return kv->key_len == strlen(k) && memcmp(kv->key, k, kv->key_len) == 0; }
static int name_is(const gti *t, const char *k) { return t->name_len == strlen(k) && memcmp(t->name, k, t->name_len) == 0; }

static gkv *gg_kv(gg *g, const char *key) {
    for (int i = 0; i < g->n_kv; i++) if (key_is(&g->kv[i], key)) return &g->kv[i];
    return NULL;
}
static gti *gg_t(gg *g, const char *name) {
    for (int i = 0; i < g->n_t; i++) if (name_is(&g->t[i], name)) return &g->t[i];
    return NULL;
}
static void gg_del(gg *g, const char *key) {
    for (int i = 0; i < g->n_kv; i++)
        if (key_is(&g->kv[i], key)) { memmove(&g->kv[i], &g->kv[i + 1], sizeof(gkv) * (size_t)(g->n_kv - i - 1)); g->n_kv--; return; }
}
static void gg_del_t(gg *g, const char *name) {
    for (int i = 0; i < g->n_t; i++)
        if (name_is(&g->t[i], name)) { memmove(&g->t[i], &g->t[i + 1], sizeof(gti) * (size_t)(g->n_t - i - 1)); g->n_t--; return; }
}
/* Sets (replacing in place, or appending) a key with a raw value. */
static void gg_set_raw(gg *g, const char *key, uint32_t type, const void *val, size_t len) {
    gkv *kv = gg_kv(g, key);
    if (!kv) {
        if (g->n_kv >= MAX_KV) { fprintf(stderr, "test_gguf: too many keys\n"); exit(2); }
        kv = &g->kv[g->n_kv++];
        kv->key = arena_copy(key, strlen(key));
        kv->key_len = strlen(key);
    }
    kv->type = type;
    kv->val = arena_copy(val, len);
    kv->val_len = len;
}
static void gg_add_raw(gg *g, const char *key, uint32_t type, const void *val, size_t len) { /* always appends */
    gkv *kv = &g->kv[g->n_kv++];
    kv->key = arena_copy(key, strlen(key));
    kv->key_len = strlen(key);
    kv->type = type;
    kv->val = arena_copy(val, len);
    kv->val_len = len;
}
static void gg_set_u32(gg *g, const char *key, uint32_t v) { uint8_t x[4]; put_u32(x, v); gg_set_raw(g, key, V_U32, x, 4); }
static void gg_set_i32(gg *g, const char *key, int32_t v) { uint8_t x[4]; put_u32(x, (uint32_t)v); gg_set_raw(g, key, V_I32, x, 4); }
static void gg_set_u16(gg *g, const char *key, uint16_t v) { uint8_t x[2] = { (uint8_t)v, (uint8_t)(v >> 8) }; gg_set_raw(g, key, V_U16, x, 2); }
static void gg_set_u64(gg *g, const char *key, uint64_t v) { uint8_t x[8]; put_u64(x, v); gg_set_raw(g, key, V_U64, x, 8); }
static void gg_set_f32(gg *g, const char *key, float v) { uint8_t x[4]; memcpy(x, &v, 4); gg_set_raw(g, key, V_F32, x, 4); }
static void gg_set_str(gg *g, const char *key, const char *s) {
    buf b = { 0 };
    b_str(&b, s);
    gg_set_raw(g, key, V_STRING, b.p, b.n);
    free(b.p);
}

/* A copy of array value `val` keeping its first n_keep items (n_keep may exceed the count: the last item is
 * repeated with a suffix for strings, copied for numbers). */
static void arr_resize(const uint8_t *val, uint64_t val_len, uint64_t n_keep, buf *out) {
    uint32_t et = get_u32(val);
    uint64_t n = get_u64(val + 4), off = 12;
    const uint8_t *end = val + val_len;
    out->n = 0;
    b_u32(out, et);
    b_u64(out, n_keep);
    uint64_t last_off = 12, last_len = 0;
    for (uint64_t i = 0; i < n && i < n_keep; i++) {
        uint64_t l = value_len(val + off, end, et);
        b_put(out, val + off, l);
        last_off = off;
        last_len = l;
        off += l;
    }
    for (uint64_t i = n; i < n_keep; i++) {
        if (et == V_STRING) {
            char s[64];
            snprintf(s, sizeof s, "extra_token_%llu", (unsigned long long)i);
            b_str(out, s);
        } else {
            b_put(out, val + last_off, last_len);
        }
    }
}

/* ---- a capped allocator -------------------------------------------------------------------------
 * Hostile files can make the library ask for tens of GiB; the tests must not take the machine's memory, so
 * every open in the loops below goes through this allocator, which refuses any single request over 256 MiB
 * (as a full machine would) and records the largest request and the total. */

#define CAP_BYTES ((size_t)256 << 20)
typedef struct size_alloc { size_t max_size, total; } size_alloc;
static void *sa_alloc(void *user, size_t size) {
    size_alloc *a = (size_alloc *)user;
    if (a) {
        if (size > a->max_size) a->max_size = size;
        a->total += size;
    }
    return size > CAP_BYTES ? NULL : malloc(size);
}
static void sa_free(void *user, void *p) { (void)user; free(p); }

static void capped_config(moe_config *c, size_alloc *a) {
    memset(c, 0, sizeof *c);
    c->n_threads = 1;
    c->allocator.alloc = sa_alloc;
    c->allocator.free = sa_free;
    c->allocator.user = a;
}

/* ---- opening --------------------------------------------------------------------------------- */

typedef struct open_result { moe_status st; int model_null; char msg[1024]; } open_result;

static open_result try_open_cfg(const char *path, const moe_config *cfg) {
    open_result r;
    moe_model *m = NULL;
    memset(&r, 0, sizeof r);
    r.st = moe_model_open(path, cfg, &m);
    r.model_null = m == NULL;
    const char *e = moe_model_error(m);
    snprintf(r.msg, sizeof r.msg, "%s", e ? e : "(null)");
    moe_model_free(m);
    return r;
}

static open_result try_open(const char *path) {
    moe_config c;
    capped_config(&c, NULL);
    return try_open_cfg(path, &c);
}

#define ST(s) (1u << (s))
#define ST_BAD (ST(MOE_ERR_FORMAT) | ST(MOE_ERR_UNSUPPORTED))

/* Whether msg mentions one of the '|'-separated alternatives in kw. */
static int msg_has(const char *msg, const char *kw) {
    char alts[256];
    snprintf(alts, sizeof alts, "%s", kw);
    for (char *tok = alts, *bar; tok; tok = bar ? bar + 1 : NULL) {
        bar = strchr(tok, '|');
        if (bar) *bar = 0;
        if (contains_ci(msg, tok)) return 1;
    }
    return 0;
}

/* Checks a failed open: status in `ok_mask`, a real message that contains every keyword of the
 * '|'-separated alternatives in kw (e.g. "offset" or "twice|duplicate"; NULL: any message). */
static void check_fail(const char *name, const open_result *r, unsigned ok_mask, const char *kw) {
    if (r->st == MOE_OK) { fail(name, "opened successfully, expected an error"); return; }
    if (!(ok_mask & ST(r->st))) {
        fail(name, "status %s (%d), message '%s'", moe_status_string(r->st), (int)r->st, r->msg);
        return;
    }
    if (r->model_null) { fail(name, "status %d but no model handle for the message", (int)r->st); return; }
    if (!r->msg[0] || strcmp(r->msg, "no error") == 0) { fail(name, "no error message (status %d)", (int)r->st); return; }
    if (kw && !msg_has(r->msg, kw)) { fail(name, "message '%s' does not mention '%s'", r->msg, kw); return; }
    pass(name);
    if (getenv("MOE_TEST_MESSAGES")) printf("# %s: %s: %s\n", name, moe_status_string(r->st), r->msg); /* for the README's table */
}

static void expect_fail_gg(const char *name, const gg *g, unsigned ok_mask, const char *kw) {
    char path[512];
    tmp_path(path, sizeof path, "case.gguf");
    if (gg_save(g, path)) { fail(name, "cannot write %s", path); return; }
    open_result r = try_open(path);
    unlink(path);
    check_fail(name, &r, ok_mask, kw);
}

/* Same, with several keywords that must all appear. */
static void expect_fail_gg2(const char *name, const gg *g, unsigned ok_mask, const char *kw1, const char *kw2) {
    char path[512];
    tmp_path(path, sizeof path, "case.gguf");
    if (gg_save(g, path)) { fail(name, "cannot write %s", path); return; }
    open_result r = try_open(path);
    unlink(path);
    if (r.st != MOE_OK && !msg_has(r.msg, kw2)) { fail(name, "message '%s' does not mention '%s'", r.msg, kw2); return; }
    check_fail(name, &r, ok_mask, kw1);
}

/* Logits of tokens[0..n) (all rows) from the model at path; NULL with a message on failure. */
static float *logits_of(const char *path, const int32_t *tokens, int n, int *n_vocab, char *err, size_t err_size) {
    moe_config c;
    capped_config(&c, NULL);
    c.n_threads = 2;
    moe_model *m = NULL;
    moe_context *ctx = NULL;
    float *out = NULL;
    moe_status st = moe_model_open(path, &c, &m);
    if (st != MOE_OK) { snprintf(err, err_size, "open: %s", moe_model_error(m)); goto done; }
    moe_context_params cp = { 64, MOE_KV_F32 };
    st = moe_context_new(m, &cp, &ctx);
    if (st != MOE_OK) { snprintf(err, err_size, "context: %s", moe_context_error(ctx)); goto done; }
    st = moe_eval(ctx, tokens, n, 1);
    if (st != MOE_OK) { snprintf(err, err_size, "eval: %s", moe_context_error(ctx)); goto done; }
    *n_vocab = moe_model_n_vocab(m);
    out = (float *)malloc(sizeof(float) * (size_t)n * (size_t)*n_vocab);
    for (int i = 0; i < n; i++) {
        const float *l = moe_logits(ctx, i);
        if (!l) { snprintf(err, err_size, "moe_logits(%d) is NULL", i); free(out); out = NULL; goto done; }
        memcpy(out + (size_t)i * (size_t)*n_vocab, l, sizeof(float) * (size_t)*n_vocab);
    }
done:
    moe_context_free(ctx);
    moe_model_free(m);
    return out;
}

static const int32_t k_tokens[6] = { 509, 84, 444, 32, 440, 273 };

/* Compares the logits of `path` with those of the reference model, bit for bit. */
static void expect_same_logits(const char *name, const char *path, const char *ref_path) {
    char err[1024] = "";
    int v1 = 0, v2 = 0;
    float *a = logits_of(ref_path, k_tokens, 6, &v1, err, sizeof err);
    if (!a) { fail(name, "reference %s", err); return; }
    float *b = logits_of(path, k_tokens, 6, &v2, err, sizeof err);
    if (!b) { fail(name, "%s", err); free(a); return; }
    if (v1 != v2 || memcmp(a, b, sizeof(float) * 6 * (size_t)v1) != 0) fail(name, "logits differ from the unsplit/original model");
    else pass(name);
    free(a);
    free(b);
}

/* ---- the base models ---------------------------------------------------------------------------- */

static uint8_t *g_qwen_bytes, *g_small_bytes, *g_spm_bytes, *g_q8_bytes;
static size_t g_qwen_len, g_small_len, g_spm_len, g_q8_len;
static gg g_qwen, g_spm, g_q8, g_small; /* parsed (never modified: cases copy) */

/* ---- cases: files that are not GGUF ------------------------------------------------------------ */

static void case_basics(void) {
    const char *e = moe_model_error(NULL);
    moe_model_free(NULL);
    if (!e || !e[0]) fail("gguf/null-handles", "moe_model_error(NULL) gave an empty message");
    else pass("gguf/null-handles");

    moe_model *m = (moe_model *)1;
    moe_status st = moe_model_open(NULL, NULL, &m);
    if (st == MOE_OK) fail("gguf/null-path", "opening NULL succeeded");
    else { moe_model_free(m); pass("gguf/null-path"); }
    st = moe_model_open(MODEL_QWEN, NULL, NULL);
    if (st != MOE_ERR_ARGUMENT) fail("gguf/null-out", "status %d, expected MOE_ERR_ARGUMENT", (int)st);
    else pass("gguf/null-out");

    char path[512];
    tmp_path(path, sizeof path, "does-not-exist.gguf");
    open_result r = try_open(path);
    check_fail("gguf/missing-file", &r, ST(MOE_ERR_IO), "does-not-exist|open");

    tmp_path(path, sizeof path, "empty.gguf");
    write_file(path, "", 0);
    r = try_open(path);
    unlink(path);
    check_fail("gguf/empty-file", &r, ST(MOE_ERR_IO) | ST(MOE_ERR_FORMAT), "empty|truncated");

    r = try_open(g_dir);
    check_fail("gguf/directory", &r, ST(MOE_ERR_IO), "regular|directory|not a file");

    gg g = g_qwen;
    g.magic = 0x46554748; /* "HGUF" */
    expect_fail_gg("gguf/bad-magic", &g, ST(MOE_ERR_FORMAT), "magic");
    tmp_path(path, sizeof path, "text.gguf");
    write_file(path, "hello, this is not a model at all\n", 34);
    r = try_open(path);
    unlink(path);
    check_fail("gguf/text-file", &r, ST(MOE_ERR_FORMAT), "magic|GGUF");

    g = g_qwen; g.version = 1;
    expect_fail_gg("gguf/version-1", &g, ST(MOE_ERR_UNSUPPORTED) | ST(MOE_ERR_FORMAT), "version");
    g = g_qwen; g.version = 4;
    expect_fail_gg("gguf/version-4", &g, ST(MOE_ERR_UNSUPPORTED) | ST(MOE_ERR_FORMAT), "version");
    g = g_qwen; g.version = 0xFFFFFFFFu;
    expect_fail_gg("gguf/version-huge", &g, ST(MOE_ERR_UNSUPPORTED) | ST(MOE_ERR_FORMAT), "version");
}

/* The writer itself: a parsed model written back is the same file, and it opens. */
static void case_rewrite(void) {
    buf b = { 0 };
    gg_write(&g_qwen, &b);
    if (b.n != g_qwen_len || memcmp(b.p, g_qwen_bytes, b.n) != 0)
        fail("gguf/writer-identity", "rewriting %s changed the bytes (%zu vs %zu)", MODEL_QWEN, b.n, g_qwen_len);
    else pass("gguf/writer-identity");
    free(b.p);
    gg g = g_q8;
    b.p = NULL; b.n = b.cap = 0;
    gg_write(&g, &b);
    if (b.n != g_q8_len || memcmp(b.p, g_q8_bytes, b.n) != 0) fail("gguf/writer-identity-q8", "rewriting changed the bytes");
    else pass("gguf/writer-identity-q8");
    free(b.p);
    open_result r = try_open(MODEL_QWEN);
    if (r.st != MOE_OK) fail("gguf/base-opens", "%s: %s", MODEL_QWEN, r.msg);
    else pass("gguf/base-opens");

    /* version 2 has the v3 layout (little-endian) and is accepted */
    g = g_qwen; g.version = 2;
    char path[512];
    tmp_path(path, sizeof path, "v2.gguf");
    gg_save(&g, path);
    r = try_open(path);
    unlink(path);
    if (r.st != MOE_OK) fail("gguf/version-2-accepted", "%s", r.msg);
    else pass("gguf/version-2-accepted");
}

static void case_truncated(void) {
    /* every cut in the header region (steps 1..7), then a few inside the data */
    char path[512];
    tmp_path(path, sizeof path, "cut.gguf");
    const uint64_t hdr = g_qwen.data_start + 64;
    int n_cuts = 0, bad = 0;
    char first[1200] = "";
    /* the cuts, taken from the longest down so that one file shrinks with ftruncate */
    static uint64_t cut_list[16384];
    int n_list = 0;
    unsigned step = 1;
    for (uint64_t cut = 0; cut < hdr && n_list < 16384; cut += step, step = step % 7 + 1) {
        if (g_quick && (cut % 5) != 0 && cut > 64) continue;
        cut_list[n_list++] = cut;
    }
    if (write_file(path, g_qwen_bytes, (size_t)hdr)) { fail("gguf/truncated-header", "cannot write %s", path); return; }
    for (int i = n_list - 1; i >= 0; i--) {
        const uint64_t cut = cut_list[i];
        if (truncate(path, (off_t)cut) != 0) { fail("gguf/truncated-header", "truncate failed"); return; }
        open_result r = try_open(path);
        n_cuts++;
        const int ok = r.st != MOE_OK && (r.st == MOE_ERR_FORMAT || r.st == MOE_ERR_IO) && !r.model_null && r.msg[0] &&
                       strcmp(r.msg, "no error") != 0;
        if (!ok && !bad++) snprintf(first, sizeof first, "cut at %llu: status %d, message '%s'", (unsigned long long)cut, (int)r.st, r.msg);
    }
    if (bad) fail("gguf/truncated-header", "%d of %d cuts: first %s", bad, n_cuts, first);
    else pass("gguf/truncated-header");

    /* the message of a cut in the middle of the metadata names the truncation */
    write_file(path, g_qwen_bytes, 5000);
    open_result r = try_open(path);
    check_fail("gguf/truncated-message", &r, ST(MOE_ERR_FORMAT), "truncated|ends|beyond");

    const uint64_t cuts[] = { g_qwen.data_start, g_qwen.data_start + 1, g_qwen.data_start + 4096, g_qwen_len / 2,
                              g_qwen_len - 4096, g_qwen_len - 4, g_qwen_len - 1 };
    bad = 0;
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        write_file(path, g_qwen_bytes, (size_t)cuts[i]);
        r = try_open(path);
        const int ok = r.st == MOE_ERR_FORMAT && !r.model_null &&
                       (contains_ci(r.msg, "beyond") || contains_ci(r.msg, "end") || contains_ci(r.msg, "truncated"));
        if (!ok && !bad++) snprintf(first, sizeof first, "cut at %llu: status %d, message '%s'", (unsigned long long)cuts[i], (int)r.st, r.msg);
    }
    if (bad) fail("gguf/truncated-data", "%d cuts: first %s", bad, first);
    else pass("gguf/truncated-data");
    unlink(path);
}

static void case_header_counts(void) {
    gg g = g_qwen;
    g.n_kv_set = 1; g.n_kv_val = (uint64_t)1 << 62;
    expect_fail_gg("gguf/n-kv-huge", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen; g.n_t_set = 1; g.n_t_val = (uint64_t)1 << 62;
    expect_fail_gg("gguf/n-tensors-huge", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen; g.n_kv_set = 1; g.n_kv_val = UINT64_MAX;
    expect_fail_gg("gguf/n-kv-max", &g, ST(MOE_ERR_FORMAT), NULL);
    /* one key or tensor too many: the parser reads tensor infos (or data) as keys */
    g = g_qwen; g.n_kv_set = 1; g.n_kv_val = (uint64_t)g.n_kv + 1;
    expect_fail_gg("gguf/n-kv-plus-one", &g, ST_BAD, NULL);
    g = g_qwen; g.n_t_set = 1; g.n_t_val = (uint64_t)g.n_t + 1;
    expect_fail_gg("gguf/n-tensors-plus-one", &g, ST_BAD, NULL);
    g = g_qwen; g.n_t_set = 1; g.n_t_val = (uint64_t)g.n_t - 1;
    expect_fail_gg("gguf/n-tensors-minus-one", &g, ST_BAD, NULL);
}

static void case_strings_arrays(void) {
    gg g = g_qwen;
    /* a string value of length 2^63 */
    gkv *kv = gg_kv(&g, "general.name");
    uint8_t *v = arena_copy(kv->val, kv->val_len);
    put_u64(v, (uint64_t)1 << 63);
    kv->val = v;
    expect_fail_gg("gguf/string-length-2^63", &g, ST(MOE_ERR_FORMAT), "truncated|string|length");
    g = g_qwen;
    kv = gg_kv(&g, "general.name");
    v = arena_copy(kv->val, kv->val_len);
    put_u64(v, UINT64_MAX - 3);
    kv->val = v;
    expect_fail_gg("gguf/string-length-max", &g, ST(MOE_ERR_FORMAT), NULL);
    /* a key of length 2^63: patch the first key's length in the written file */
    {
        char path[512];
        tmp_path(path, sizeof path, "keylen.gguf");
        uint8_t *d = arena_copy(g_qwen_bytes, 4096);
        put_u64(d + 24, (uint64_t)1 << 63);
        write_file(path, d, 4096);
        open_result r = try_open(path);
        unlink(path);
        check_fail("gguf/key-length-2^63", &r, ST(MOE_ERR_FORMAT), NULL);
    }
    /* an array of 2^61 u32 (no items follow) */
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_U32);
        b_u64(&b, (uint64_t)1 << 61);
        gg_add_raw(&g, "test.huge_array", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/array-2^61-u32", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_U64);
        b_u64(&b, (uint64_t)1 << 61); /* * 8 = 2^64: wraps to 0 in a naive size check */
        gg_add_raw(&g, "test.huge_array", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/array-2^61-u64-wrap", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_STRING);
        b_u64(&b, (uint64_t)1 << 61);
        gg_add_raw(&g, "test.huge_array", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/array-2^61-strings", &g, ST(MOE_ERR_FORMAT), NULL);
    /* the vocabulary's own count claims 2^61 */
    g = g_qwen;
    kv = gg_kv(&g, "tokenizer.ggml.tokens");
    v = arena_copy(kv->val, kv->val_len);
    put_u64(v + 4, (uint64_t)1 << 61);
    kv->val = v;
    expect_fail_gg("gguf/array-2^61-tokens", &g, ST(MOE_ERR_FORMAT), NULL);
    /* unknown value types */
    g = g_qwen;
    {
        uint8_t x[4] = { 1, 2, 3, 4 };
        gg_add_raw(&g, "test.odd_type", 13, x, 4);
    }
    expect_fail_gg("gguf/unknown-value-type-13", &g, ST(MOE_ERR_FORMAT), "type");
    g = g_qwen;
    {
        uint8_t x[4] = { 1, 2, 3, 4 };
        gg_add_raw(&g, "test.odd_type", 0xFFFFFFFFu, x, 4);
    }
    expect_fail_gg("gguf/unknown-value-type-max", &g, ST(MOE_ERR_FORMAT), "type");
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, 77);
        b_u64(&b, 2);
        b_u64(&b, 0);
        gg_add_raw(&g, "test.odd_array", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/unknown-array-type", &g, ST_BAD, "type");
    /* nested arrays: [[1, 2]] */
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_ARRAY);
        b_u64(&b, 1);
        b_u32(&b, V_U32);
        b_u64(&b, 2);
        b_u32(&b, 1);
        b_u32(&b, 2);
        gg_add_raw(&g, "test.nested", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/nested-array", &g, ST_BAD, "array");
    /* valid but unusual values are accepted: an empty key, an empty array, a 64 KiB string, every scalar type */
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_U32);
        b_u64(&b, 0);
        gg_add_raw(&g, "test.empty_array", V_ARRAY, b.p, b.n);
        b.n = 0;
        b_u64(&b, 65536);
        b_zero(&b, 65536);
        gg_add_raw(&g, "test.long_string", V_STRING, b.p, b.n);
        free(b.p);
        uint8_t x[8] = { 1, 0, 0, 0, 0, 0, 0, 0 };
        gg_add_raw(&g, "", V_U8, x, 1);
        const uint32_t types[] = { V_U8, V_I8, V_U16, V_I16, V_I32, V_F32, V_BOOL, V_U64, V_I64, V_F64 };
        for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
            char k[64];
            snprintf(k, sizeof k, "test.scalar_%u", types[i]);
            gg_add_raw(&g, k, types[i], x, (size_t)g_vsize[types[i]]);
        }
    }
    {
        char path[512];
        tmp_path(path, sizeof path, "extra.gguf");
        gg_save(&g, path);
        open_result r = try_open(path);
        if (r.st != MOE_OK) fail("gguf/unusual-but-valid-keys", "%s", r.msg);
        else pass("gguf/unusual-but-valid-keys");
        /* moe_model_meta on them */
        moe_model *m = NULL;
        char mb[128];
        if (moe_model_open(path, NULL, &m) == MOE_OK) {
            const char *s1 = moe_model_meta(m, "test.scalar_10", mb, sizeof mb);
            int ok = s1 && strcmp(s1, "1") == 0;
            const char *s2 = moe_model_meta(m, "test.empty_array", mb, sizeof mb);
            ok = ok && s2 && s2[0];
            const char *s3 = moe_model_meta(m, "test.long_string", mb, sizeof mb);
            ok = ok && s3 && strlen(s3) == 0; /* 64 KiB of NUL bytes print as an empty C string */
            const char *s4 = moe_model_meta(m, "no.such.key", mb, sizeof mb);
            ok = ok && s4 == NULL;
            if (!ok) fail("gguf/meta-unusual-values", "unexpected moe_model_meta results");
            else pass("gguf/meta-unusual-values");
        } else fail("gguf/meta-unusual-values", "open failed: %s", moe_model_error(m));
        moe_model_free(m);
        unlink(path);
    }
}

static void case_tensor_infos(void) {
    gg g;
    const int last = g_qwen.n_t - 1;
    g = g_qwen; g.t[last].offset_set = 1; g.t[last].offset = (uint64_t)1 << 62;
    expect_fail_gg("gguf/tensor-offset-out-of-range", &g, ST(MOE_ERR_FORMAT), "offset|beyond");
    g = g_qwen; g.t[last].offset_set = 1; g.t[last].offset = UINT64_MAX - 31;
    expect_fail_gg("gguf/tensor-offset-wraps", &g, ST(MOE_ERR_FORMAT), "offset|beyond");
    /* the last tensor's data runs past the end of the file */
    g = g_qwen; g.t[last].ne[2] += 1;
    expect_fail_gg("gguf/tensor-data-past-end", &g, ST(MOE_ERR_FORMAT), "beyond|end|truncated");
    g = g_qwen; g.t[last].size -= 256;
    expect_fail_gg("gguf/tensor-data-short", &g, ST(MOE_ERR_FORMAT), "beyond|end|truncated");
    /* misaligned and unpacked offsets */
    g = g_qwen; g.t[1].offset_set = 1; g.t[1].offset = g_qwen.t[1].offset + 4;
    expect_fail_gg("gguf/tensor-offset-misaligned", &g, ST(MOE_ERR_FORMAT), "offset");
    g = g_qwen; g.t[1].offset_set = 1; g.t[1].offset = g_qwen.t[1].offset + 1;
    expect_fail_gg("gguf/tensor-offset-odd", &g, ST(MOE_ERR_FORMAT), "offset");
    g = g_qwen;
    for (int i = 5; i < g.n_t; i++) { g.t[i].offset_set = 1; g.t[i].offset = g_qwen.t[i].offset + 32; }
    expect_fail_gg("gguf/tensor-offset-gap", &g, ST(MOE_ERR_FORMAT), "offset");
    g = g_qwen;
    g.t[3].offset_set = g.t[4].offset_set = 1;
    g.t[3].offset = g_qwen.t[4].offset;
    g.t[4].offset = g_qwen.t[3].offset;
    expect_fail_gg("gguf/tensor-offsets-swapped", &g, ST(MOE_ERR_FORMAT), "offset");
    g = g_qwen; g.t[2].offset_set = 1; g.t[2].offset = g_qwen.t[1].offset;
    expect_fail_gg("gguf/tensor-offsets-overlap", &g, ST(MOE_ERR_FORMAT), "offset");
    /* dimensions */
    g = g_qwen; g.t[1].n_dims = 0;
    expect_fail_gg("gguf/n-dims-0", &g, ST(MOE_ERR_FORMAT), "dimension");
    g = g_qwen; g.t[0].n_dims = 5; g.t[0].ne[2] = g.t[0].ne[3] = g.t[0].ne[4] = 1;
    expect_fail_gg("gguf/n-dims-5", &g, ST_BAD, "dimension");
    g = g_qwen; g.t[0].n_dims = 0xFFFFFFFFu;
    expect_fail_gg("gguf/n-dims-max", &g, ST_BAD, "dimension");
    g = g_qwen; g.t[1].ne[0] = 0;
    expect_fail_gg("gguf/dim-zero", &g, ST(MOE_ERR_FORMAT), "shape|dimension|zero");
    g = g_qwen; g.t[0].ne[1] = 0;
    expect_fail_gg("gguf/dim-zero-rows", &g, ST(MOE_ERR_FORMAT), "shape|dimension|zero");
    g = g_qwen; g.t[0].n_dims = 3; g.t[0].ne[0] = (uint64_t)1 << 32; g.t[0].ne[1] = (uint64_t)1 << 32; g.t[0].ne[2] = 1024;
    expect_fail_gg("gguf/dim-product-overflow", &g, ST(MOE_ERR_FORMAT), "shape|overflow");
    g = g_qwen; g.t[0].n_dims = 4;
    g.t[0].ne[0] = (uint64_t)1 << 16; g.t[0].ne[1] = (uint64_t)1 << 16; g.t[0].ne[2] = (uint64_t)1 << 16; g.t[0].ne[3] = (uint64_t)1 << 16;
    expect_fail_gg("gguf/dim-product-2^64", &g, ST(MOE_ERR_FORMAT), "shape|overflow");
    g = g_qwen; g.t[0].ne[0] = UINT64_MAX; g.t[0].ne[1] = 1;
    expect_fail_gg("gguf/dim-max", &g, ST(MOE_ERR_FORMAT), "shape|overflow|beyond");
    /* a shape whose byte size wraps: 2^62 F32 elements = 2^64 bytes */
    g = g_qwen; g.t[0].ne[0] = (uint64_t)1 << 31; g.t[0].ne[1] = (uint64_t)1 << 31;
    expect_fail_gg("gguf/dim-bytes-wrap", &g, ST(MOE_ERR_FORMAT), "shape|overflow|beyond");
    /* tensor types */
    g = g_qwen; g.t[1].type = 31;
    expect_fail_gg("gguf/ggml-type-31", &g, ST_BAD, "type");
    g = g_qwen; g.t[1].type = 200;
    expect_fail_gg("gguf/ggml-type-200", &g, ST_BAD, "type");
    g = g_qwen; g.t[1].type = 0xFFFFFFFFu;
    expect_fail_gg("gguf/ggml-type-max", &g, ST_BAD, "type");
    /* a Q8_0 tensor whose row is not a whole number of blocks */
    g = g_qwen; g.t[0].type = 8; g.t[0].ne[0] = 33;
    expect_fail_gg("gguf/q8_0-row-33", &g, ST(MOE_ERR_FORMAT), "block|multiple");
    /* duplicate tensor name (same shape, so only the name check can catch it) */
    g = g_qwen;
    {
        gti *a = gg_t(&g, "blk.0.attn_q.weight"), *b = gg_t(&g, "blk.1.attn_q.weight");
        b->name = a->name;
        b->name_len = a->name_len;
    }
    expect_fail_gg("gguf/duplicate-tensor", &g, ST(MOE_ERR_FORMAT), "twice|duplicate");
    /* duplicate key (same value) */
    g = g_qwen;
    gg_add_raw(&g, "general.name", gg_kv(&g, "general.name")->type, gg_kv(&g, "general.name")->val, gg_kv(&g, "general.name")->val_len);
    expect_fail_gg("gguf/duplicate-key", &g, ST(MOE_ERR_FORMAT), "twice|duplicate");
    /* a tensor name that is 2^63 long (rest of the file is short) */
    {
        char path[512];
        tmp_path(path, sizeof path, "tname.gguf");
        uint8_t *d = arena_copy(g_qwen_bytes, g_qwen_len);
        uint64_t infos = 0; /* find the first tensor info: right after the last key */
        const gkv *lk = &g_qwen.kv[g_qwen.n_kv - 1];
        infos = (uint64_t)(lk->val + lk->val_len - g_qwen_bytes);
        put_u64(d + infos, (uint64_t)1 << 63);
        write_file(path, d, g_qwen_len);
        open_result r = try_open(path);
        unlink(path);
        check_fail("gguf/tensor-name-2^63", &r, ST(MOE_ERR_FORMAT), NULL);
    }
}

static void case_alignment(void) {
    gg g = g_qwen;
    gg_set_u64(&g, "general.alignment", 32);
    expect_fail_gg("gguf/alignment-u64", &g, ST(MOE_ERR_FORMAT), "alignment");
    g = g_qwen;
    gg_set_str(&g, "general.alignment", "32");
    expect_fail_gg("gguf/alignment-string", &g, ST(MOE_ERR_FORMAT), "alignment");
    g = g_qwen;
    gg_set_u32(&g, "general.alignment", 0);
    expect_fail_gg("gguf/alignment-0", &g, ST(MOE_ERR_FORMAT), "alignment");
    g = g_qwen;
    gg_set_u32(&g, "general.alignment", 3);
    g.align = 3;
    expect_fail_gg("gguf/alignment-3", &g, ST(MOE_ERR_FORMAT), "alignment");
    g = g_qwen;
    gg_set_u32(&g, "general.alignment", 0x80000000u);
    expect_fail_gg("gguf/alignment-2^31", &g, ST(MOE_ERR_FORMAT), NULL);
    /* valid other alignments: same logits */
    char path[512];
    tmp_path(path, sizeof path, "align64.gguf");
    g = g_qwen;
    gg_set_u32(&g, "general.alignment", 64);
    g.align = 64;
    gg_save(&g, path);
    expect_same_logits("gguf/alignment-64", path, MODEL_QWEN);
    unlink(path);
    g = g_qwen;
    gg_set_u32(&g, "general.alignment", 4096);
    g.align = 4096;
    gg_save(&g, path);
    expect_same_logits("gguf/alignment-4096", path, MODEL_QWEN);
    unlink(path);
}

/* alignment 1 is a power of two (llama.cpp accepts it): the data then sits at any address. moe may refuse it
 * with a message, or run it; it must not crash, also under UBSan (no misaligned float loads). */
static void align1(const char *name, const gg *base, const char *ref) {
    char path[512];
    tmp_path(path, sizeof path, "align1.gguf");
    gg g = *base;
    gg_set_u32(&g, "general.alignment", 1);
    gg_set_str(&g, "general.name", "x"); /* makes the header length odd */
    g.align = 1;
    gg_save(&g, path);
    open_result r = try_open(path);
    if (r.st != MOE_OK) check_fail(name, &r, ST_BAD, "align");
    else expect_same_logits(name, path, ref);
    unlink(path);
}
static void case_align1_f32(void) { align1("gguf/alignment-1", &g_qwen, MODEL_QWEN); }
static void case_align1_q8(void) { align1("gguf/alignment-1-q8_0", &g_q8, MODEL_Q8); }

static void case_metadata(void) {
    gg g = g_qwen;
    gg_del(&g, "general.architecture");
    expect_fail_gg2("gguf/missing-architecture", &g, ST(MOE_ERR_FORMAT), "missing", "general.architecture");
    g = g_qwen;
    gg_del(&g, "qwen3moe.embedding_length");
    expect_fail_gg2("gguf/missing-embedding-length", &g, ST(MOE_ERR_FORMAT), "missing", "embedding_length");
    g = g_qwen;
    gg_del(&g, "qwen3moe.attention.layer_norm_rms_epsilon");
    expect_fail_gg2("gguf/missing-rms-epsilon", &g, ST(MOE_ERR_FORMAT), "missing", "layer_norm_rms_epsilon");
    g = g_qwen;
    gg_del(&g, "tokenizer.ggml.tokens");
    gg_del(&g, "tokenizer.ggml.token_type");
    expect_fail_gg2("gguf/missing-tokens", &g, ST(MOE_ERR_FORMAT), "missing", "tokenizer.ggml.tokens");
    g = g_qwen;
    gg_del(&g, "qwen3moe.block_count");
    expect_fail_gg2("gguf/missing-block-count", &g, ST(MOE_ERR_FORMAT), "missing", "block_count");
    g = g_qwen;
    gg_del(&g, "tokenizer.ggml.model");
    expect_fail_gg2("gguf/missing-tokenizer-model", &g, ST(MOE_ERR_FORMAT), "missing", "tokenizer.ggml.model");
    /* required keys of the wrong type */
    g = g_qwen;
    gg_set_i32(&g, "qwen3moe.block_count", 2);
    expect_fail_gg2("gguf/block-count-i32", &g, ST(MOE_ERR_FORMAT), "u32", "block_count");
    g = g_qwen;
    gg_set_u32(&g, "general.architecture", 7);
    expect_fail_gg2("gguf/architecture-u32", &g, ST(MOE_ERR_FORMAT), "string", "general.architecture");
    g = g_qwen;
    gg_set_u32(&g, "qwen3moe.attention.layer_norm_rms_epsilon", 1);
    expect_fail_gg2("gguf/rms-epsilon-u32", &g, ST(MOE_ERR_FORMAT), "f32", "layer_norm_rms_epsilon");
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_U32);
        b_u64(&b, 512);
        for (int i = 0; i < 512; i++) b_u32(&b, (uint32_t)i);
        gg_set_raw(&g, "tokenizer.ggml.tokens", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg2("gguf/tokens-not-strings", &g, ST(MOE_ERR_FORMAT), "string", "tokenizer.ggml.tokens");
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_I32);
        b_u64(&b, 100);
        for (int i = 0; i < 100; i++) b_u32(&b, 1);
        gg_set_raw(&g, "tokenizer.ggml.token_type", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg2("gguf/token-type-wrong-length", &g, ST(MOE_ERR_FORMAT), "token_type", "token_type");
    g = g_qwen;
    {
        buf b = { 0 };
        b_u32(&b, V_STRING);
        b_u64(&b, 0);
        gg_set_raw(&g, "tokenizer.ggml.tokens", V_ARRAY, b.p, b.n);
        b.n = 0;
        b_u32(&b, V_I32);
        b_u64(&b, 0);
        gg_set_raw(&g, "tokenizer.ggml.token_type", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/empty-vocabulary", &g, ST(MOE_ERR_FORMAT), "vocabulary|tokens");
    g = g_qwen;
    gg_set_u32(&g, "tokenizer.ggml.bos_token_id", 100000);
    expect_fail_gg("gguf/bos-out-of-range", &g, ST(MOE_ERR_FORMAT), "bos");
    g = g_qwen;
    gg_set_str(&g, "tokenizer.ggml.model", "wordpiece-9000");
    expect_fail_gg("gguf/unknown-tokenizer", &g, ST_BAD, "wordpiece-9000");
    /* architectures */
    g = g_qwen;
    gg_set_str(&g, "general.architecture", "foo-moe");
    expect_fail_gg("gguf/unknown-architecture", &g, ST(MOE_ERR_UNSUPPORTED), "foo-moe");
    g = g_qwen;
    gg_set_str(&g, "general.architecture", "");
    expect_fail_gg("gguf/empty-architecture", &g, ST_BAD, NULL);
    /* hyperparameters out of range */
    g = g_qwen; gg_set_u32(&g, "qwen3moe.attention.head_count", 0);
    expect_fail_gg("gguf/head-count-0", &g, ST(MOE_ERR_FORMAT), "head");
    g = g_qwen; gg_set_u32(&g, "qwen3moe.attention.head_count_kv", 3);
    expect_fail_gg("gguf/head-count-kv-3", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen; gg_set_u32(&g, "qwen3moe.expert_used_count", 5);
    expect_fail_gg("gguf/expert-used-gt-count", &g, ST(MOE_ERR_FORMAT), "expert");
    g = g_qwen; gg_set_u32(&g, "qwen3moe.expert_used_count", 0);
    expect_fail_gg("gguf/expert-used-0", &g, ST(MOE_ERR_FORMAT), "expert");
    g = g_qwen; gg_set_u32(&g, "qwen3moe.expert_count", 0xFFFFFFFFu);
    expect_fail_gg("gguf/expert-count-max", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen; gg_set_u32(&g, "qwen3moe.block_count", 0xFFFFFFFFu);
    expect_fail_gg("gguf/block-count-max", &g, ST(MOE_ERR_FORMAT), NULL);
    g = g_qwen; gg_set_u32(&g, "qwen3moe.block_count", 3);
    expect_fail_gg2("gguf/block-count-3", &g, ST(MOE_ERR_FORMAT), "missing", "blk.2");
    g = g_qwen; gg_set_f32(&g, "qwen3moe.attention.layer_norm_rms_epsilon", NAN);
    expect_fail_gg("gguf/rms-epsilon-nan", &g, ST(MOE_ERR_FORMAT), "epsilon");
    g = g_qwen; gg_set_f32(&g, "qwen3moe.rope.freq_base", -1.f);
    expect_fail_gg("gguf/rope-base-negative", &g, ST(MOE_ERR_FORMAT), "rope");
    g = g_qwen; gg_set_u32(&g, "qwen3moe.attention.key_length", 0);
    expect_fail_gg("gguf/key-length-0", &g, ST_BAD, NULL);
    g = g_qwen; gg_set_u32(&g, "qwen3moe.attention.key_length", 1u << 30);
    expect_fail_gg("gguf/key-length-huge", &g, ST_BAD, NULL);
    /* a huge trained context is fine: the default context is capped */
    g = g_qwen; gg_set_u32(&g, "qwen3moe.context_length", 0x7FFFFFFFu);
    {
        char path[512];
        tmp_path(path, sizeof path, "ctx.gguf");
        gg_save(&g, path);
        moe_model *m = NULL;
        moe_context *c = NULL;
        moe_config cfg;
        capped_config(&cfg, NULL);
        moe_status st = moe_model_open(path, &cfg, &m);
        if (st == MOE_OK) {
            st = moe_context_new(m, NULL, &c);
            if (st != MOE_OK) fail("gguf/context-length-huge", "context: %s", moe_context_error(c));
            else if (moe_context_n_ctx(c) > 4096) fail("gguf/context-length-huge", "default context %d > 4096", moe_context_n_ctx(c));
            else pass("gguf/context-length-huge");
        } else {
            open_result r;
            memset(&r, 0, sizeof r);
            r.st = st;
            snprintf(r.msg, sizeof r.msg, "%s", moe_model_error(m));
            check_fail("gguf/context-length-huge", &r, ST(MOE_ERR_FORMAT), "context");
        }
        moe_context_free(c);
        moe_model_free(m);
        unlink(path);
    }
}

/* Hyperparameters whose products overflow an int must be refused, not computed with (also under UBSan). */
static void case_hparam_overflow(void) {
    gg g;
    /* head sizes whose product overflows an int (65536 heads of 65536) */
    g = g_qwen;
    gg_set_u32(&g, "qwen3moe.attention.head_count", 65536);
    gg_set_u32(&g, "qwen3moe.attention.head_count_kv", 65536);
    gg_set_u32(&g, "qwen3moe.attention.key_length", 65536);
    gg_set_u32(&g, "qwen3moe.attention.value_length", 65536);
    expect_fail_gg("gguf/head-dims-overflow", &g, ST_BAD, NULL);
    g = g_qwen;
    gg_set_u32(&g, "qwen3moe.expert_feed_forward_length", 0x1FFFFFFF);
    gg_set_u32(&g, "qwen3moe.expert_used_count", 4);
    expect_fail_gg("gguf/expert-width-huge", &g, ST_BAD, NULL);
    g = g_qwen;
    gg_set_u32(&g, "qwen3moe.embedding_length", 0x1FFFFFFF);
    expect_fail_gg("gguf/embedding-length-huge", &g, ST_BAD, NULL);
}

#define MODEL_QWEN_Q8 "tests/conformance/models/qwen3moe-q8_0.gguf"


/* A hostile block_count is refused before memory is allocated for that many layers. */
static void case_huge_counts_alloc(void) {
    char path[512];
    tmp_path(path, sizeof path, "counts.gguf");
    gg g = g_qwen;
    gg_set_u32(&g, "qwen3moe.block_count", 1u << 28);
    gg_save(&g, path);
    size_alloc a = { 0, 0 };
    moe_config c;
    capped_config(&c, &a);
    open_result r = try_open_cfg(path, &c);
    if (r.st == MOE_OK) fail("gguf/block-count-2^28-alloc", "opened a 2-layer file that claims 2^28 layers");
    else if (a.max_size > ((size_t)1 << 30))
        fail("gguf/block-count-2^28-alloc", "asked for %zu bytes at once before finding that the tensors are missing (%s)", a.max_size, r.msg);
    else pass("gguf/block-count-2^28-alloc");
    /* an unused width: qwen3moe has no dense layers, so feed_forward_length does not size anything */
    g = g_qwen;
    gg_set_u32(&g, "qwen3moe.feed_forward_length", 1u << 22);
    gg_save(&g, path);
    a.max_size = a.total = 0;
    moe_model *m = NULL;
    moe_status st = moe_model_open(path, &c, &m);
    if (st != MOE_OK) pass("gguf/unused-ffn-length-alloc"); /* refusing it is fine too */
    else {
        moe_context *ctx = NULL;
        moe_context_params cp = { 8, 0 };
        a.max_size = a.total = 0;
        st = moe_context_new(m, &cp, &ctx);
        if (a.total > CAP_BYTES)
            fail("gguf/unused-ffn-length-alloc", "an 8-token context of an 8 MiB model asks for %zu MiB (largest request %zu MiB, "
                 "status %d): buffers sized by the unused feed_forward_length", a.total >> 20, a.max_size >> 20, (int)st);
        else pass("gguf/unused-ffn-length-alloc");
        moe_context_free(ctx);
    }
    moe_model_free(m);
    unlink(path);
}

/* Random values for the hyperparameters (patched in place, so the layout stays valid): every open must succeed
 * or fail with a message, and an open model must evaluate without crashing. */
static void case_hparam_fuzz(void) {
    const char *name = "gguf/hparam-fuzz";
    size_t len = 0;
    uint8_t *d = read_file(MODEL_QWEN_Q8, &len);
    gg g;
    if (!d || gg_parse(&g, d, len)) { fail(name, "cannot read %s", MODEL_QWEN_Q8); free(d); return; }
    char path[512];
    tmp_path(path, sizeof path, "hparam.gguf");
    if (write_file(path, d, len)) { fail(name, "cannot write"); free(d); return; }
    size_t off[64];
    uint32_t type[64];
    int n = 0;
    for (int i = 0; i < g.n_kv && n < 64; i++) {
        const gkv *kv = &g.kv[i];
        const int arch_key = kv->key_len > 9 && memcmp(kv->key, "qwen3moe.", 9) == 0;
        const int id_key = kv->key_len > 16 && memcmp(kv->key + kv->key_len - 9, "_token_id", 9) == 0;
        if ((arch_key || id_key) && (kv->type == V_U32 || kv->type == V_F32)) {
            off[n] = (size_t)(kv->val - d);
            type[n++] = kv->type;
        }
    }
    static const uint32_t ints[] = { 0, 1, 2, 3, 7, 8, 16, 31, 32, 33, 64, 127, 128, 255, 256, 257, 512, 1024, 4096, 4097,
                                     65535, 65536, 1u << 20, 1u << 28, 0x1FFFFFFF, 0x20000000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF };
    static const float floats[] = { 0.f, -1.f, 1e-30f, 1e30f, 0.5f, 2.f, 1e-6f, 1e6f };
    const char *it_env = getenv("MOE_TEST_FUZZ_ITERS"), *seed_env = getenv("MOE_TEST_SEED");
    const int iters = it_env ? atoi(it_env) : g_quick ? 150 : 600;
    if (seed_env) g_rng = strtoull(seed_env, NULL, 0) * 7919;
    int fd = open(path, O_RDWR), n_ok = 0;
    for (int it = 0; fd >= 0 && it < iters; it++) {
        int which[3], nm = 1 + (int)(rnd() % 3);
        for (int k = 0; k < nm; k++) {
            which[k] = (int)(rnd() % (uint64_t)n);
            uint8_t v[4];
            if (type[which[k]] == V_U32) put_u32(v, ints[rnd() % (sizeof ints / sizeof ints[0])]);
            else {
                uint64_t r = rnd() % 10;
                float f = r < 8 ? floats[r] : r == 8 ? NAN : INFINITY;
                memcpy(v, &f, 4);
            }
            if (pwrite(fd, v, 4, (off_t)off[which[k]]) != 4) { fail(name, "pwrite"); close(fd); free(d); return; }
        }
        moe_model *m = NULL;
        moe_config cfg;
        capped_config(&cfg, NULL);
        cfg.n_batch = 8; /* unused widths size the batch buffers: keep them small here (see unused-ffn-length) */
        moe_status st = moe_model_open(path, &cfg, &m);
        if (st == MOE_OK) {
            n_ok++;
            moe_context *c = NULL;
            moe_context_params cp = { 8, 0 };
            if (moe_context_new(m, &cp, &c) == MOE_OK) {
                int32_t toks[4] = { 1, 2, 3, 4 };
                moe_eval(c, toks, 4, 0);
            }
            moe_context_free(c);
        } else {
            const char *e = moe_model_error(m);
            if (!m || !e[0] || strcmp(e, "no error") == 0) { fail(name, "iteration %d: status %d without a message", it, (int)st); moe_model_free(m); break; }
        }
        moe_model_free(m);
        for (int k = 0; k < nm; k++) pwrite(fd, d + off[which[k]], 4, (off_t)off[which[k]]);
    }
    if (fd >= 0) close(fd);
    unlink(path);
    free(d);
    printf("# hparam-fuzz: %d iterations over %d keys, %d opened\n", iters, n, n_ok);
    if (!g_failed) pass(name);
}

static void case_tensors_semantic(void) {
    gg g = g_qwen;
    /* token_embd as I32 (type 26): a known type that holds no weights moe can multiply */
    {
        gti *t = gg_t(&g, "token_embd.weight");
        t->type = 26;
        t->size = type_bytes(26, t->ne, t->n_dims);
        t->data = (const uint8_t *)arena_alloc((size_t)t->size);
    }
    expect_fail_gg2("gguf/unsupported-type-i32", &g, ST(MOE_ERR_UNSUPPORTED), "I32", "token_embd");
    g = g_qwen;
    {
        gti *t = gg_t(&g, "blk.1.ffn_up_exps.weight");
        t->type = 15; /* Q8_K: an activation format, not a weight type */
        t->size = type_bytes(15, t->ne, t->n_dims);
        t->data = (const uint8_t *)arena_alloc((size_t)t->size);
    }
    expect_fail_gg2("gguf/unsupported-type-q8_k-experts", &g, ST(MOE_ERR_UNSUPPORTED), "Q8_K", "blk.1.ffn_up_exps");
    /* a norm weight that is not F32 */
    g = g_qwen;
    {
        gti *t = gg_t(&g, "output_norm.weight");
        t->type = 1;
        t->size = type_bytes(1, t->ne, t->n_dims);
    }
    expect_fail_gg2("gguf/norm-f16", &g, ST_BAD, "output_norm", "F16|type");
    /* the vocabulary is smaller than the embedding: drop the last token (511, the padding token) */
    g = g_qwen;
    {
        buf b = { 0 };
        gkv *kv = gg_kv(&g, "tokenizer.ggml.tokens");
        arr_resize(kv->val, kv->val_len, 500, &b);
        gg_set_raw(&g, "tokenizer.ggml.tokens", V_ARRAY, b.p, b.n);
        kv = gg_kv(&g, "tokenizer.ggml.token_type");
        arr_resize(kv->val, kv->val_len, 500, &b);
        gg_set_raw(&g, "tokenizer.ggml.token_type", V_ARRAY, b.p, b.n);
        free(b.p);
        gg_del(&g, "tokenizer.ggml.bos_token_id");
        gg_del(&g, "tokenizer.ggml.eos_token_id");
        gg_del(&g, "tokenizer.ggml.padding_token_id");
    }
    expect_fail_gg("gguf/vocab-smaller-than-embedding", &g, ST(MOE_ERR_FORMAT), "vocabulary");
    g = g_qwen;
    {
        buf b = { 0 };
        gkv *kv = gg_kv(&g, "tokenizer.ggml.tokens");
        arr_resize(kv->val, kv->val_len, 520, &b);
        gg_set_raw(&g, "tokenizer.ggml.tokens", V_ARRAY, b.p, b.n);
        kv = gg_kv(&g, "tokenizer.ggml.token_type");
        arr_resize(kv->val, kv->val_len, 520, &b);
        gg_set_raw(&g, "tokenizer.ggml.token_type", V_ARRAY, b.p, b.n);
        free(b.p);
    }
    expect_fail_gg("gguf/vocab-larger-than-embedding", &g, ST(MOE_ERR_FORMAT), "vocabulary");
    /* the same on the SentencePiece model (scores too) */
    g = g_spm;
    {
        buf b = { 0 };
        const char *keys[] = { "tokenizer.ggml.tokens", "tokenizer.ggml.scores", "tokenizer.ggml.token_type" };
        for (int i = 0; i < 3; i++) {
            gkv *kv = gg_kv(&g, keys[i]);
            arr_resize(kv->val, kv->val_len, 31900, &b);
            gg_set_raw(&g, keys[i], V_ARRAY, b.p, b.n);
        }
        free(b.p);
    }
    expect_fail_gg("gguf/vocab-smaller-than-embedding-spm", &g, ST(MOE_ERR_FORMAT), "vocabulary");
    /* a tensor of the wrong shape */
    g = g_qwen;
    {
        gti *t = gg_t(&g, "blk.0.attn_q.weight");
        t->ne[1] = 128;
        t->size = type_bytes(0, t->ne, t->n_dims);
    }
    expect_fail_gg2("gguf/wrong-shape-attn-q", &g, ST(MOE_ERR_FORMAT), "shape", "blk.0.attn_q.weight");
    g = g_qwen;
    {
        gti *t = gg_t(&g, "blk.1.ffn_gate_exps.weight");
        t->n_dims = 2; /* {256, 256, 4} read as {256, 1024} */
        t->ne[1] = 1024;
    }
    expect_fail_gg2("gguf/wrong-rank-experts", &g, ST(MOE_ERR_FORMAT), "shape", "ffn_gate_exps");
    g = g_qwen;
    {
        gti *t = gg_t(&g, "blk.0.attn_k_norm.weight");
        t->n_dims = 2;
        t->ne[0] = 16;
        t->ne[1] = 2;
    }
    expect_fail_gg2("gguf/wrong-shape-norm", &g, ST(MOE_ERR_FORMAT), "shape", "attn_k_norm");
    /* a missing tensor */
    g = g_qwen;
    gg_del_t(&g, "blk.1.ffn_down_exps.weight");
    expect_fail_gg2("gguf/missing-tensor", &g, ST(MOE_ERR_FORMAT), "missing", "blk.1.ffn_down_exps.weight");
    g = g_qwen;
    gg_del_t(&g, "token_embd.weight");
    expect_fail_gg2("gguf/missing-token-embd", &g, ST(MOE_ERR_FORMAT), "missing", "token_embd");
    /* no tensors at all: a vocabulary-only open works, a full open names what is missing */
    g = g_qwen;
    g.n_t = 0;
    {
        char path[512];
        tmp_path(path, sizeof path, "vocab.gguf");
        gg_save(&g, path);
        moe_config c;
        memset(&c, 0, sizeof c);
        c.vocab_only = 1;
        open_result r = try_open_cfg(path, &c);
        if (r.st != MOE_OK) fail("gguf/no-tensors-vocab-only", "%s", r.msg);
        else pass("gguf/no-tensors-vocab-only");
        r = try_open(path);
        check_fail("gguf/no-tensors-full-open", &r, ST(MOE_ERR_FORMAT), "missing|range|tensor");
        unlink(path);
    }
    /* vocab-only files of the tokenizer tests open with vocab_only */
    {
        moe_config c;
        memset(&c, 0, sizeof c);
        c.vocab_only = 1;
        open_result r = try_open_cfg("tests/vocab/ggml-vocab-llama-spm.gguf", &c);
        if (r.st != MOE_OK) fail("gguf/vocab-file-vocab-only", "%s", r.msg);
        else pass("gguf/vocab-file-vocab-only");
        r = try_open("tests/vocab/ggml-vocab-llama-spm.gguf");
        check_fail("gguf/vocab-file-full-open", &r, ST_BAD, NULL);
    }
}

/* ---- random mutations -------------------------------------------------------------------------- */


/* One half of the mutation loop (half 0: even iterations, half 1: odd ones; they run in parallel). */
static void fuzz_half(int half) {
    const char *name = half ? "gguf/mutation-fuzz-b" : "gguf/mutation-fuzz-a";
    const char *it_env = getenv("MOE_TEST_FUZZ_ITERS"), *seed_env = getenv("MOE_TEST_SEED"); /* for longer hunts */
    const int iters = (it_env ? atoi(it_env) : g_quick ? 300 : 2000) / 2;
    if (seed_env) g_rng = strtoull(seed_env, NULL, 0);
    char path[512];
    tmp_path(path, sizeof path, half ? "fuzz-b.gguf" : "fuzz-a.gguf");
    g_rng ^= half ? 0x1234567ULL : 0;
    if (write_file(path, g_small_bytes, g_small_len)) { fail(name, "cannot write"); return; }
    const size_t region = g_small_len < 65536 ? g_small_len : 65536;
    int n_ok = 0, n_err = 0, n_eval_ok = 0;
    int fd = open(path, O_WRONLY);
    if (fd < 0) { fail(name, "cannot open %s", path); return; }
    for (int it = 0; it < iters; it++) {
        size_t pos[8];
        uint8_t val[8];
        int nm = 1 + (int)(rnd() % 8);
        /* half of the iterations aim at the header (keys and tensor infos), where the parser lives */
        const size_t span = ((it + half) & 1) ? region : (size_t)g_small.header_end;
        for (int k = 0; k < nm; k++) {
            pos[k] = (size_t)(rnd() % span);
            uint64_t r = rnd();
            /* random bytes, and now and then the values parsers find interesting */
            static const uint8_t special[] = { 0x00, 0xFF, 0x7F, 0x80, 0x01, 0x20, 0x09, 0x08 };
            val[k] = (r & 3) == 0 ? special[(r >> 8) % 8] : (uint8_t)(r >> 16);
            if (pwrite(fd, &val[k], 1, (off_t)pos[k]) != 1) { fail(name, "pwrite failed"); close(fd); return; }
        }
        moe_model *m = NULL;
        moe_config cfg;
        capped_config(&cfg, NULL);
        moe_status st = moe_model_open(path, &cfg, &m);
        if (st == MOE_OK) {
            n_ok++;
            moe_context *c = NULL;
            moe_context_params cp = { 16, 0 };
            if (moe_context_new(m, &cp, &c) == MOE_OK) {
                int32_t toks[4] = { 1, 100, 200, 300 };
                const int V = moe_model_n_vocab(m);
                for (int k = 0; k < 4; k++) toks[k] = V > 0 ? toks[k] % V : 0;
                if (moe_eval(c, toks, 4, 0) == MOE_OK) n_eval_ok++;
            }
            moe_context_free(c);
            int32_t ids[64];
            int n = 0;
            moe_tokenize(m, "Hello world <|endoftext|> 123", 29, MOE_TOKENIZE_ADD_BOS | MOE_TOKENIZE_PARSE_SPECIAL, ids, 64, &n);
            char piece[64];
            for (int k = 0; k < 8; k++) moe_token_to_piece(m, (int32_t)(rnd() % 600), 1, piece, sizeof piece);
        } else {
            n_err++;
            const char *e = moe_model_error(m);
            if (!m || !e || !e[0] || strcmp(e, "no error") == 0) {
                fail(name, "iteration %d: status %d without a message", it, (int)st);
                moe_model_free(m);
                close(fd);
                return;
            }
        }
        moe_model_free(m);
        for (int k = nm - 1; k >= 0; k--) /* restore */
            if (pwrite(fd, &g_small_bytes[pos[k]], 1, (off_t)pos[k]) != 1) { fail(name, "pwrite failed"); close(fd); return; }
    }
    close(fd);
    unlink(path);
    printf("# %s: %d iterations, %d opened (%d evaluated), %d refused\n", name, iters, n_ok, n_eval_ok, n_err);
    pass(name);
}
static void case_fuzz_a(void) { fuzz_half(0); }
static void case_fuzz_b(void) { fuzz_half(1); }

/* ---- split models ------------------------------------------------------------------------------ */

/* Writes `g` as n split files dir/<stem>-0000i-of-0000n.gguf, in llama.cpp's gguf-split layout. With
 * empty_first, the first split holds only metadata (gguf-split --no-tensor-first-split). */
static int write_splits(const gg *src, int n, const char *stem, int empty_first) {
    const int nt = src->n_t;
    const int n_data = empty_first ? n - 1 : n;
    for (int s = 0; s < n; s++) {
        gg g;
        memcpy(&g, src, sizeof g);
        if (s > 0) g.n_kv = 0;
        gg_set_u16(&g, "split.no", (uint16_t)s);
        gg_set_u16(&g, "split.count", (uint16_t)n);
        gg_set_i32(&g, "split.tensors.count", nt);
        int ds = empty_first ? s - 1 : s;
        int t0 = ds < 0 ? 0 : nt * ds / n_data, t1 = ds < 0 ? 0 : nt * (ds + 1) / n_data;
        g.n_t = 0;
        for (int i = t0; i < t1; i++) { g.t[g.n_t] = src->t[i]; g.t[g.n_t].offset_set = 0; g.n_t++; }
        if (s > 0) g.align = 32;
        char path[512];
        snprintf(path, sizeof path, "%s/%s-%05d-of-%05d.gguf", g_dir, stem, s + 1, n);
        if (gg_save(&g, path)) return -1;
    }
    return 0;
}

static void case_splits(void) {
    char path[512];
    if (write_splits(&g_qwen, 2, "two", 0)) { fail("gguf/split-2", "cannot write splits"); return; }
    snprintf(path, sizeof path, "%s/two-00001-of-00002.gguf", g_dir);
    expect_same_logits("gguf/split-2", path, MODEL_QWEN);
    if (write_splits(&g_qwen, 3, "three", 0)) { fail("gguf/split-3", "cannot write splits"); return; }
    snprintf(path, sizeof path, "%s/three-00001-of-00003.gguf", g_dir);
    expect_same_logits("gguf/split-3", path, MODEL_QWEN);
    {
        moe_model *m = NULL;
        char d[4096];
        if (moe_model_open(path, NULL, &m) == MOE_OK) {
            size_t n = moe_model_describe(m, d, sizeof d);
            if (n == 0 || !strstr(d, "qwen3moe")) fail("gguf/split-describe", "describe gave '%s'", d);
            else pass("gguf/split-describe");
        } else fail("gguf/split-describe", "%s", moe_model_error(m));
        moe_model_free(m);
    }
    if (write_splits(&g_q8, 3, "q8", 0)) { fail("gguf/split-3-q8_0", "cannot write splits"); return; }
    snprintf(path, sizeof path, "%s/q8-00001-of-00003.gguf", g_dir);
    expect_same_logits("gguf/split-3-q8_0", path, MODEL_Q8);
    if (write_splits(&g_qwen, 3, "nofirst", 1)) { fail("gguf/split-metadata-only-first", "cannot write splits"); return; }
    snprintf(path, sizeof path, "%s/nofirst-00001-of-00003.gguf", g_dir);
    expect_same_logits("gguf/split-metadata-only-first", path, MODEL_QWEN);
    /* opening a middle split */
    snprintf(path, sizeof path, "%s/three-00002-of-00003.gguf", g_dir);
    open_result r = try_open(path);
    check_fail("gguf/split-open-middle", &r, ST(MOE_ERR_ARGUMENT) | ST_BAD, "split|first");
    snprintf(path, sizeof path, "%s/three-00003-of-00003.gguf", g_dir);
    r = try_open(path);
    check_fail("gguf/split-open-last", &r, ST(MOE_ERR_ARGUMENT) | ST_BAD, "split|first");
    /* a set with a missing file */
    unlink(path);
    snprintf(path, sizeof path, "%s/three-00001-of-00003.gguf", g_dir);
    r = try_open(path);
    check_fail("gguf/split-missing-file", &r, ST(MOE_ERR_IO) | ST_BAD, "00003");
    /* a first split renamed so that its name no longer says which files follow */
    {
        char from[512], to[512];
        snprintf(from, sizeof from, "%s/two-00001-of-00002.gguf", g_dir);
        snprintf(to, sizeof to, "%s/renamed.gguf", g_dir);
        rename(from, to);
        r = try_open(to);
        check_fail("gguf/split-renamed-first", &r, ST(MOE_ERR_ARGUMENT) | ST_BAD | ST(MOE_ERR_IO), "split");
        rename(to, from);
    }
    /* a broken second split: the error says which file */
    {
        snprintf(path, sizeof path, "%s/two-00002-of-00002.gguf", g_dir);
        size_t len = 0;
        uint8_t *d = read_file(path, &len);
        if (d) {
            write_file(path, d, len / 2);
            free(d);
        }
        snprintf(path, sizeof path, "%s/two-00001-of-00002.gguf", g_dir);
        r = try_open(path);
        check_fail("gguf/split-truncated-second", &r, ST(MOE_ERR_FORMAT), "split 2|00002");
    }
    /* a tensor present in two splits */
    {
        gg g = g_qwen;
        if (write_splits(&g, 2, "dup", 0) == 0) {
            gg a;
            snprintf(path, sizeof path, "%s/dup-00002-of-00002.gguf", g_dir);
            size_t len = 0;
            uint8_t *d = read_file(path, &len);
            if (d && gg_parse(&a, d, len) == 0) {
                gg_fix_sizes(&a);
                a.t[a.n_t] = g_qwen.t[0]; /* token_embd again */
                a.t[a.n_t].offset_set = 0;
                a.n_t++;
                gg_save(&a, path);
                snprintf(path, sizeof path, "%s/dup-00001-of-00002.gguf", g_dir);
                r = try_open(path);
                check_fail("gguf/split-duplicate-tensor", &r, ST_BAD, "twice|duplicate|appears");
            } else fail("gguf/split-duplicate-tensor", "cannot parse the split");
            free(d);
        }
    }
    /* split.count absurd */
    {
        gg g = g_qwen;
        gg_set_u16(&g, "split.no", 0);
        gg_set_u16(&g, "split.count", 65535);
        gg_set_i32(&g, "split.tensors.count", g.n_t);
        snprintf(path, sizeof path, "%s/big-00001-of-65535.gguf", g_dir);
        gg_save(&g, path);
        r = try_open(path);
        check_fail("gguf/split-count-65535", &r, ST_BAD | ST(MOE_ERR_IO), "split");
        unlink(path);
    }
}

/* ---- quadratic work on hostile counts ------------------------------------------------------ */

/* A 0.8 MB file of 40000 distinct keys (21 bytes each) must be refused quickly: a parser that compares every
 * key with every earlier one does 8e8 comparisons here, and a 64 MB file holds 3e6 keys (hours). */
static void case_many_keys(void) {
    const int n = 40000;
    buf b = { 0 };
    b_u32(&b, g_qwen.magic);
    b_u32(&b, 3);
    b_u64(&b, 0);
    b_u64(&b, (uint64_t)n);
    for (int i = 0; i < n; i++) {
        char k[16];
        snprintf(k, sizeof k, "k%07d", i);
        b_str(&b, k);
        b_u32(&b, V_U8);
        uint8_t z = 0;
        b_put(&b, &z, 1);
    }
    char path[512];
    tmp_path(path, sizeof path, "many-keys.gguf");
    write_file(path, b.p, b.n);
    free(b.p);
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    open_result r = try_open(path);
    double s = seconds_since(&t0);
    unlink(path);
    printf("# many-keys: %d keys refused in %.3f s: %s\n", n, s, r.msg);
    if (r.st == MOE_OK) fail("gguf/many-keys", "a file without tensors or vocabulary opened");
    else if (s > 1.0) fail("gguf/many-keys", "%d keys took %.2f s to parse (quadratic duplicate-key check?)", n, s);
    else pass("gguf/many-keys");
}

/* The same for 40000 one-element tensors (a 2.9 MB file). */
static void case_many_tensors(void) {
    const int n = 40000;
    buf b = { 0 };
    b_u32(&b, g_qwen.magic);
    b_u32(&b, 3);
    b_u64(&b, (uint64_t)n);
    b_u64(&b, 0);
    for (int i = 0; i < n; i++) {
        char k[16];
        snprintf(k, sizeof k, "t%07d", i);
        b_str(&b, k);
        b_u32(&b, 1);
        b_u64(&b, 1);
        b_u32(&b, 0);
        b_u64(&b, (uint64_t)i * 32);
    }
    b_zero(&b, (b.n + 31) / 32 * 32 - b.n);
    b_zero(&b, (size_t)n * 32);
    char path[512];
    tmp_path(path, sizeof path, "many-tensors.gguf");
    write_file(path, b.p, b.n);
    free(b.p);
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    open_result r = try_open(path);
    double s = seconds_since(&t0);
    unlink(path);
    printf("# many-tensors: %d tensors refused in %.3f s: %s\n", n, s, r.msg);
    if (r.st == MOE_OK) fail("gguf/many-tensors", "a file without metadata opened");
    else if (s > 1.0) fail("gguf/many-tensors", "%d tensors took %.2f s to parse (quadratic duplicate-name check?)", n, s);
    else pass("gguf/many-tensors");
}

/* ---- a file larger than RAM ------------------------------------------------------------------
 * A sparse file (no disk blocks, reads as zeros) of at least 64 GiB and twice the RAM: the qwen3moe model plus
 * one more tensor of that size at the end. moe maps it; opening, describing it and evaluating a few tokens must
 * touch only the pages they use (the model's own few MiB), never the huge tensor: the resident set stays small. */
static long vm_rss_kib(void) {
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return -1;
    char line[256];
    long kib = -1;
    while (fgets(line, sizeof line, f)) if (strncmp(line, "VmRSS:", 6) == 0) kib = strtol(line + 6, NULL, 10);
    fclose(f);
    return kib;
}

static void case_sparse_huge(void) {
    const char *name = "gguf/sparse-64gib-maps-not-reads";
    long before = vm_rss_kib();
    if (before < 0) { printf("SKIP %s: no /proc/self/status\n", name); return; }
    uint64_t ram = (uint64_t)sysconf(_SC_PHYS_PAGES) * (uint64_t)sysconf(_SC_PAGESIZE);
    uint64_t rows = (uint64_t)1 << 18; /* 2^16 x 2^18 floats: 64 GiB */
    while ((rows << 18) < 2 * ram) rows <<= 1;
    const uint64_t huge_bytes = rows << 18;
    gg g = g_qwen;
    gti *t = &g.t[g.n_t++];
    memset(t, 0, sizeof *t);
    t->name = (const uint8_t *)"huge.weight";
    t->name_len = 11;
    t->n_dims = 2;
    t->ne[0] = (uint64_t)1 << 16;
    t->ne[1] = rows;
    t->type = 0;
    t->data = NULL;
    t->size = 0; /* the writer writes no data for it: the file is extended sparsely below */
    buf b = { 0 };
    gg_write(&g, &b);
    /* its offset: after the data the writer laid out (the last tensor's data ends at b.n, aligned) */
    char path[512];
    tmp_path(path, sizeof path, "sparse.gguf");
    int fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0600);
    int ok = fd >= 0 && write(fd, b.p, b.n) == (ssize_t)b.n && ftruncate(fd, (off_t)(b.n + huge_bytes)) == 0;
    if (fd >= 0) close(fd);
    free(b.p);
    if (!ok) { printf("SKIP %s: cannot write a sparse file of %llu GiB in %s: %s\n", name,
                      (unsigned long long)(huge_bytes >> 30), g_dir, strerror(errno)); unlink(path); return; }
    struct stat st;
    if (stat(path, &st) == 0 && (uint64_t)st.st_blocks * 512 > ((uint64_t)1 << 30)) {
        printf("SKIP %s: the file system does not keep the file sparse\n", name);
        unlink(path);
        return;
    }
    moe_config c;
    memset(&c, 0, sizeof c);
    c.n_threads = 2;
    c.n_batch = 8;
    moe_model *m = NULL;
    moe_status s = moe_model_open(path, &c, &m);
    char desc[8192] = "";
    int eval_ok = 0;
    if (s == MOE_OK) {
        moe_model_describe(m, desc, sizeof desc);
        moe_context_params cp = { 32, 0 };
        moe_context *ctx = NULL;
        if (moe_context_new(m, &cp, &ctx) == MOE_OK && moe_eval(ctx, k_tokens, 6, 0) == MOE_OK && moe_logits(ctx, -1)) eval_ok = 1;
        moe_context_free(ctx);
    }
    long after = vm_rss_kib();
    if (s != MOE_OK) fail(name, "open of a valid %llu GiB file failed (status %d): %s", (unsigned long long)(huge_bytes >> 30), (int)s, moe_model_error(m));
    else if (!eval_ok) fail(name, "opened, but a context or eval failed");
    else if (after - before > 256 * 1024)
        fail(name, "the resident set grew by %ld MiB for a %llu GiB file: moe read it instead of mapping it", (after - before) >> 10,
             (unsigned long long)(huge_bytes >> 30));
    else {
        pass(name);
        printf("# %s: %llu GiB file, open + describe + eval of 6 tokens: resident set +%ld MiB\n", name,
               (unsigned long long)(huge_bytes >> 30), (after - before) >> 10);
    }
    moe_model_free(m);
    unlink(path);
}

int main(void) {
    const char *q = getenv("MOE_TEST_QUICK");
    g_quick = q && *q && strcmp(q, "0") != 0;
    signal(SIGPIPE, SIG_IGN);
    snprintf(g_dir, sizeof g_dir, "/tmp/moe_test_gguf_XXXXXX");
    if (!mkdtemp(g_dir)) { printf("FAIL gguf/setup: mkdtemp: %s\n", strerror(errno)); return 1; }
    g_qwen_bytes = read_file(MODEL_QWEN, &g_qwen_len);
    const char *fuzz_model = getenv("MOE_TEST_FUZZ_MODEL"); /* for longer hunts on another model */
    g_small_bytes = read_file(fuzz_model && *fuzz_model ? fuzz_model : MODEL_SMALL, &g_small_len);
    g_spm_bytes = read_file(MODEL_SPM, &g_spm_len);
    g_q8_bytes = read_file(MODEL_Q8, &g_q8_len);
    if (!g_qwen_bytes || !g_small_bytes || !g_spm_bytes || !g_q8_bytes || gg_parse(&g_qwen, g_qwen_bytes, g_qwen_len) ||
        gg_parse(&g_spm, g_spm_bytes, g_spm_len) || gg_parse(&g_small, g_small_bytes, g_small_len) || gg_parse(&g_q8, g_q8_bytes, g_q8_len)) {
        printf("FAIL gguf/setup: cannot read the conformance models (run from the repository root)\n");
        rmdir(g_dir);
        return 1;
    }
    gg_fix_sizes(&g_qwen);
    gg_fix_sizes(&g_spm);
    gg_fix_sizes(&g_q8);

    const unsigned T = g_quick ? 120 : 60;
    isolate("gguf/basics", case_basics, T);
    isolate("gguf/rewrite", case_rewrite, T);
    isolate("gguf/truncated", case_truncated, T * 2);
    isolate("gguf/header-counts", case_header_counts, T);
    isolate("gguf/strings-arrays", case_strings_arrays, T);
    isolate("gguf/tensor-infos", case_tensor_infos, T);
    isolate("gguf/alignment", case_alignment, T);
    isolate("gguf/alignment-1", case_align1_f32, T);
    isolate("gguf/alignment-1-q8_0", case_align1_q8, T);
    isolate("gguf/metadata", case_metadata, T);
    isolate("gguf/hparam-overflow", case_hparam_overflow, T);
    isolate("gguf/hparam-fuzz", case_hparam_fuzz, T * 2);
    isolate("gguf/huge-counts-alloc", case_huge_counts_alloc, T);
    isolate("gguf/tensors", case_tensors_semantic, T);
    {
        const char *names[2] = { "gguf/mutation-fuzz-a", "gguf/mutation-fuzz-b" };
        const case_fn fns[2] = { case_fuzz_a, case_fuzz_b };
        isolate_parallel(names, fns, 2, T * 3);
    }
    isolate("gguf/splits", case_splits, T);
    isolate("gguf/sparse-64gib", case_sparse_huge, T);
    {
        /* each must finish well within 2 s (a linear parser needs milliseconds) */
        const char *names[2] = { "gguf/many-keys", "gguf/many-tensors" };
        const case_fn fns[2] = { case_many_keys, case_many_tensors };
        isolate_parallel(names, fns, 2, 2);
    }

    remove_dir_contents(g_dir);
    rmdir(g_dir);
    free(g_qwen_bytes);
    free(g_small_bytes);
    free(g_spm_bytes);
    free(g_q8_bytes);
    arena_free_all();
    return g_failed ? 1 : 0;
}
