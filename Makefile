# moe: `make run` streams text from the bundled model; `make test` runs every test.
CC      ?= cc
CFLAGS  ?= -O2
WARN     = -std=c11 -Wall -Wextra
LDLIBS   = -lm -lpthread -ldl
MODEL   ?= $(firstword $(wildcard models/*.gguf))
PROMPT  ?= And it came to pass
THREADS ?= 0
PREFIX  ?= /usr/local

.PHONY: all run install uninstall test fuzz check-leaks shaders clean

all: moe

moe: moe.c moe.h
	$(CC) $(WARN) $(CFLAGS) -DMOE_MAIN moe.c -o $@ $(LDLIBS)

run: moe
	./moe run -m $(MODEL) -p "$(PROMPT)" -n 64 -t $(THREADS)

# the command and the header (DESTDIR for packaging)
install: moe
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include
	install -m 755 moe $(DESTDIR)$(PREFIX)/bin/moe
	install -m 644 moe.h $(DESTDIR)$(PREFIX)/include/moe.h

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/moe $(DESTDIR)$(PREFIX)/include/moe.h

test:
	bash tests/run_tests.sh

# libFuzzer targets in tests/fuzz (clang -fsanitize=fuzzer), each for FUZZ_SECONDS; findings go to tests/build/fuzz/artifacts;
# then Vulkan against the CPU on FUZZ_SHAPES random-shape models of every architecture (tests/vk_shapes.sh)
FUZZ_SECONDS ?= 60
FUZZ_SHAPES ?= 40
fuzz:
	bash tests/fuzz/run_fuzz.sh $(FUZZ_SECONDS)
	bash tests/vk_shapes.sh $(FUZZ_SHAPES) 1000 fuzz-shapes
	SHAPE_WIDE_ROUTER=1 SHAPE_TYPES=f32 bash tests/vk_shapes.sh $$(( $(FUZZ_SHAPES) / 4 + 1 )) 2000 fuzz-shapes-wide-router

# the test programs under LeakSanitizer and valgrind
check-leaks:
	bash tests/check_leaks.sh

# Compiles shaders/*.comp with glslangValidator and rewrites the SPIR-V block at the end of moe.c
# (`make test` checks that the block is current).
shaders:
	python3 shaders/embed.py

clean:
	rm -rf moe tests/build models/build
