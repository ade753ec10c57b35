/* fuzz_common.h - helpers shared by the libFuzzer targets in tests/fuzz (see run_fuzz.sh). */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H
#if !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* memfd_create */
#endif
#include "moe.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* Writes the input to an in-memory file and returns a path that opens it ("/proc/self/fd/N"), so that
 * moe_model_open maps exactly these bytes through its ordinary code path. Returns the fd, or -1. */
static int fuzz_memfile(const uint8_t *data, size_t size, char *path, size_t path_size) {
    int fd = memfd_create("fuzz.gguf", 0);
    if (fd < 0) { perror("memfd_create"); abort(); }
    size_t done = 0;
    while (done < size) {
        ssize_t w = write(fd, data + done, size - done);
        if (w <= 0) { perror("write"); abort(); }
        done += (size_t)w;
    }
    snprintf(path, path_size, "/proc/self/fd/%d", fd);
    return fd;
}

/* An invariant the library promises did not hold: report it as a crash so that libFuzzer keeps the input. */
#define FUZZ_ASSERT(cond, ...) do { if (!(cond)) { fprintf(stderr, "fuzz invariant failed: %s: ", #cond); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); abort(); } } while (0)

#endif
