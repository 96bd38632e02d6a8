#!/usr/bin/env bash
# Sets everything up, then builds and runs every test: unit tests and batteries (Catch2), the tarot-cli checks,
# the desktop smoke test under Xvfb, the browser tests in headless Chromium, and the engine battery again under
# AddressSanitizer + UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
.ci/setup.sh
export EM_CACHE="$PWD/.deps/emcache" NODE_PATH=/usr/share/nodejs
JOBS="${JOBS:-2}"

echo "[test] building the web version (build/web)"
emcmake cmake -G Ninja -S . -B build/web -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/web -j"$JOBS"

echo "[test] building the desktop version and the tests (build/native)"
cmake -G Ninja -S . -B build/native -DCMAKE_BUILD_TYPE=Release -DTAROT_WEB_DIST="$PWD/build/web/dist" >/dev/null
cmake --build build/native -j"$JOBS"
(cd build/native && ctest --output-on-failure -j"$JOBS")

echo "[test] engine, records and bots under AddressSanitizer + UBSan (build/asan)"
cmake -G Ninja -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DTAROT_SANITIZE=ON -DTAROT_BUILD_APP=OFF >/dev/null
cmake --build build/asan -j"$JOBS" --target tarot_tests
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 build/asan/tests/tarot_tests "[battery]"
echo "[test] all tests passed"
