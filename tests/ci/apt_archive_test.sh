#!/usr/bin/env bash
# debian_archive_uri (.ci/apt_archive.sh) on sample apt configurations: one-line sources.list entries, deb822
# .sources files, a local mirror, a proxy, security and third-party entries passed over, nothing found.
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=../../.ci/apt_archive.sh
source "$HERE/../../.ci/apt_archive.sh"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
failures=0
expect() { # name expected-uri (empty: none found) apt-dir
  local got rc
  got="$(debian_archive_uri "$3")"; rc=$?
  if [ "$got" != "$2" ] || { [ -z "$2" ] && [ "$rc" -eq 0 ]; }; then
    echo "FAIL $1: expected '${2:-<none>}', got '$got' (exit $rc)"; failures=$((failures + 1))
  else
    echo "ok   $1: ${got:-<none>}"
  fi
}
sample() { mkdir -p "$TMP/$1/sources.list.d"; echo "$TMP/$1"; }

d="$(sample oneline)"
cat > "$d/sources.list" <<'LIST'
# the machine's archive, behind a mirror
deb http://security.example/debian-security bookworm-security main
deb [arch=amd64 signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://mirror.example/debian/ bookworm main contrib
deb http://mirror.example/debian bookworm-updates main
LIST
expect "one-line entries with options" "http://mirror.example/debian" "$d"

d="$(sample deb822)"
cat > "$d/sources.list.d/debian.sources" <<'LIST'
Types: deb
URIs: http://security.example/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb deb-src
# a proxy in front of the archive
URIs: http://proxy.example:3142/debian
Suites: bookworm bookworm-updates
Components: main non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
LIST
expect "deb822 .sources" "http://proxy.example:3142/debian" "$d"

d="$(sample thirdparty)"
cat > "$d/sources.list.d/docker.list" <<'LIST'
deb [signed-by=/etc/apt/keyrings/docker.gpg] https://thirdparty.example/linux/debian bookworm main
LIST
cat > "$d/sources.list.d/off.sources" <<'LIST'
Enabled: no
Types: deb
URIs: http://disabled.example/debian
Suites: bookworm
Components: main
LIST
cat > "$d/sources.list.d/z.sources" <<'LIST'
Types: deb
URIs: http://mirror.example/debian
Suites:
 bookworm
Components: main
LIST
expect "third-party and disabled entries passed over, a continued field read" "http://mirror.example/debian" "$d"

d="$(sample none)"
echo "deb http://security.example/debian-security bookworm-security main" > "$d/sources.list"
expect "only the security archive" "" "$d"
expect "no apt directory" "" "$TMP/missing"

[ "$failures" -eq 0 ] || exit 1
