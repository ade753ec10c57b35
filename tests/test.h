/* test.h - what the test programs share: their PASS / FAIL lines and failure count, files read whole,
 * clocks, cases run in forked children (a crash or a hang becomes a FAIL line naming the case), and
 * the measures that compare rows of logits.
 *
 * Every line a test prints is `PASS name[: detail]`, `FAIL name: detail` (one line) or a `#` comment;
 * tests/run_tests.sh counts them. A program exits non-zero when it printed a FAIL line.
 * Include it first: it asks for POSIX (fork, clock_gettime) before any system header. */
#ifndef MOE_TEST_H
#define MOE_TEST_H

#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int g_failed; /* FAIL lines printed by this process */

static inline void pass(const char *name) {
    printf("PASS %s\n", name);
    fflush(stdout);
}

static inline void vfail(const char *name, const char *fmt, va_list ap) {
    char detail[1024];
    vsnprintf(detail, sizeof detail, fmt, ap);
    for (char *p = detail; *p; p++)
        if (*p == '\n' || *p == '\r') *p = ' ';
    printf("FAIL %s: %s\n", name, detail);
    fflush(stdout);
    g_failed++;
}

static inline void fail(const char *name, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfail(name, fmt, ap);
    va_end(ap);
}

/* check(name, ok, detail...): PASS, or FAIL with the detail; returns ok. */
static inline int check(const char *name, int ok, const char *fmt, ...) {
    if (ok) { pass(name); return 1; }
    va_list ap;
    va_start(ap, fmt);
    vfail(name, fmt, ap);
    va_end(ap);
    return 0;
}

/* report(name, ok, detail...): as check, with the detail on the PASS line too (what was measured). */
static inline int report(const char *name, int ok, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    if (ok) {
        char detail[1024];
        vsnprintf(detail, sizeof detail, fmt, ap);
        printf("PASS %s: %s\n", name, detail);
        fflush(stdout);
    } else
        vfail(name, fmt, ap);
    va_end(ap);
    return ok;
}

/* The whole file, NUL-terminated (*len bytes before the NUL); NULL when it cannot be read. */
static inline void *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    long n = -1;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) buf = (char *)malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
    if (buf) { buf[n] = 0; if (len) *len = (size_t)n; }
    fclose(f);
    return buf;
}

static inline double seconds_since(const struct timespec *t0) {
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (double)(t1.tv_sec - t0->tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0->tv_nsec);
}

/* The index of the largest of x[0..n), the lowest one on ties. */
static inline int logits_argmax(const float *x, int n) {
    int b = 0;
    for (int i = 1; i < n; i++) if (x[i] > x[b]) b = i;
    return b;
}

/* How far the largest of x[0..n) is above the next (the largest at any other index): a top-1 that a
 * rounding difference could flip has a small margin. */
static inline double logits_margin(const float *x, int n) {
    const int b = logits_argmax(x, n);
    double second = -INFINITY;
    for (int i = 0; i < n; i++) if (i != b && x[i] > second) second = x[i];
    return x[b] - second;
}

/* max |a - b| / std(b) over n values, infinite where a difference is NaN: the error measure the
 * conformance tolerances (1e-3 for F32, ...) are written in. */
static inline double logits_rel_diff(const float *a, const float *b, size_t n) {
    double s = 0, s2 = 0, mx = 0;
    for (size_t i = 0; i < n; i++) {
        s += b[i];
        s2 += (double)b[i] * b[i];
        const double d = fabs((double)a[i] - b[i]);
        if (!(d <= mx)) mx = d == d ? d : INFINITY;
    }
    const double m = s / (double)n, sd = sqrt(s2 / (double)n - m * m);
    return mx / sd;
}

typedef void (*case_fn)(void);
#define CHILD_FAILED 37 /* a child that printed FAIL lines; any other non-zero exit is a crash */

/* Runs fns[0..n) (at most 8) each in a child process, all at once, with a time limit. The children print
 * their own PASS/FAIL lines; a crash or a timeout becomes a FAIL line here. MOE_TEST_ONLY=substring runs
 * only the cases whose name contains it; MOE_TEST_TIMES=1 prints their time. */
static inline void isolate_parallel(const char *const *names, const case_fn *fns, int n, unsigned timeout_s) {
    struct timespec t0;
    pid_t pids[8];
    const char *only = getenv("MOE_TEST_ONLY");
    if (n > 8) { fail(names[0], "isolate_parallel takes at most 8 cases, %d given", n); return; }
    if (only && *only) {
        int any = 0;
        for (int i = 0; i < n; i++) any |= strstr(names[i], only) != NULL;
        if (!any) return;
    }
    clock_gettime(CLOCK_MONOTONIC, &t0);
    fflush(stdout);
    fflush(stderr);
    for (int i = 0; i < n; i++) {
        pids[i] = fork();
        if (pids[i] < 0) { fail(names[i], "fork failed"); continue; }
        if (pids[i] == 0) {
            alarm(timeout_s);
            g_failed = 0;
            fns[i]();
            fflush(stdout);
            exit(g_failed ? CHILD_FAILED : 0);
        }
    }
    for (int i = 0; i < n; i++) {
        if (pids[i] < 0) continue;
        int status = 0;
        while (waitpid(pids[i], &status, 0) < 0 && errno == EINTR) {}
        if (WIFSIGNALED(status)) {
            int sig = WTERMSIG(status);
            if (sig == SIGALRM) fail(names[i], "timed out after %u s (a hang, or quadratic work)", timeout_s);
            else fail(names[i], "crashed with signal %d", sig);
        } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
            if (WEXITSTATUS(status) != CHILD_FAILED)
                fail(names[i], "died with exit status %d (a sanitizer report on stderr?)", WEXITSTATUS(status));
            else g_failed++;
        }
    }
    if (getenv("MOE_TEST_TIMES")) printf("# %s: %.2f s\n", names[0], seconds_since(&t0));
}

static inline void isolate(const char *name, case_fn fn, unsigned timeout_s) { isolate_parallel(&name, &fn, 1, timeout_s); }

#endif
