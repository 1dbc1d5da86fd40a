#!/usr/bin/env bash
# Installs the system packages the tests need when they are missing (as root, with apt),
# or says plainly what to install.
set -uo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# Speech: the built-in recogniser (pocketsphinx with its English model, sox to resample) and voice (espeak-ng).
command -v pocketsphinx_batch >/dev/null 2>&1 || missing+=(pocketsphinx)
[ -f /usr/share/pocketsphinx/model/en-us/en-us/mdef ] || missing+=(pocketsphinx-en-us)
command -v sox >/dev/null 2>&1 || missing+=(sox)
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "::: installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null && exit 0
fi
echo "Please install these packages for the browser and speech tests: ${missing[*]}"
echo "  on Debian or Ubuntu: sudo apt-get install -y ${missing[*]}"
exit 1
