# Sourced by setup.sh (and its test): the URI of the machine's own Debian archive, read from its apt configuration,
# so that the lists the set-up writes (bookworm-backports, the private deb-src list) go through the same mirror or
# proxy as the rest of the machine. No host is written in the scripts.

# debian_archive_uri [APT_DIR]: prints the URI of the first enabled entry serving the `bookworm` suite with the
# `main` component, from APT_DIR/sources.list and APT_DIR/sources.list.d/*.list (one-line entries) and
# APT_DIR/sources.list.d/*.sources (deb822 "URIs:" fields); APT_DIR defaults to /etc/apt. Suites such as
# bookworm-security or bookworm-updates are not `bookworm`; an entry signed by another keyring than Debian's archive
# keys is a third-party repository and is passed over. Prints nothing and returns 1 when no entry is found.
debian_archive_uri() {
  local dir="${1:-/etc/apt}" files=() f
  [ -f "$dir/sources.list" ] && files+=("$dir/sources.list")
  for f in "$dir"/sources.list.d/*.list "$dir"/sources.list.d/*.sources; do
    [ -f "$f" ] && files+=("$f")
  done
  [ "${#files[@]}" -gt 0 ] || return 1
  local uri
  uri="$(awk '
    function has(list, word,   n, parts, i) {
      n = split(list, parts, /[ \t]+/)
      for (i = 1; i <= n; ++i) if (parts[i] == word) return 1
      return 0
    }
    function thirdParty(signedBy) { return signedBy != "" && signedBy !~ /debian-archive/ }
    function consider(types, uris, suites, comps, signedBy, enabled,   parts) {
      if (found || tolower(enabled) == "no" || thirdParty(signedBy)) return
      if (!(has(types, "deb") || has(types, "deb-src")) || !has(suites, "bookworm") || !has(comps, "main")) return
      split(uris, parts, /[ \t]+/)
      if (parts[1] == "") return
      found = parts[1]
    }
    function flush() {
      if (inPara) consider(d["types"], d["uris"], d["suites"], d["components"], d["signed-by"], d["enabled"])
      delete d; inPara = 0; last = ""
    }
    FNR == 1 { flush(); deb822 = FILENAME ~ /\.sources$/ }
    deb822 {
      if ($0 ~ /^[ \t]*#/) next
      if ($0 ~ /^[ \t]*$/) { flush(); next }
      if ($0 ~ /^[ \t]/ && last != "") { d[last] = d[last] " " $0; next }  # a field continued on the next line
      colon = index($0, ":")
      if (colon == 0) next
      last = tolower(substr($0, 1, colon - 1))
      value = substr($0, colon + 1)
      gsub(/^[ \t]+|[ \t]+$/, "", value)
      d[last] = value; inPara = 1
      next
    }
    {
      line = $0
      sub(/#.*/, "", line)
      n = split(line, w, /[ \t]+/)
      i = 1
      if (w[i] == "") ++i
      if (w[i] != "deb" && w[i] != "deb-src") next
      type = w[i++]
      options = ""
      if (substr(w[i], 1, 1) == "[") {  # [ option=value ... ], possibly over several words
        options = w[i]
        while (w[i] !~ /\]$/ && i < n) options = options " " w[++i]
        ++i
      }
      signedBy = ""
      if (match(options, /signed-by=[^] \t]+/)) signedBy = substr(options, RSTART + 10, RLENGTH - 10)
      comps = ""
      for (k = i + 2; k <= n; ++k) comps = comps " " w[k]
      consider(type, w[i], w[i + 1], comps, signedBy, "yes")
    }
    END { flush(); if (found != "") print found }
  ' "${files[@]}")"
  [ -n "$uri" ] || return 1
  printf '%s\n' "${uri%/}"
}
