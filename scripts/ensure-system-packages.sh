#!/usr/bin/env bash
# Installs the system packages Cephalo needs when they are missing (as root, with apt), or says
# plainly what to install. With --speech (npm start), only what the product runs with (the speech
# packages and the reports' CJK font), and a refusal only warns: the product runs without voice
# (the server's start log says what is missing) and writes Chinese and Japanese reports in English.
# Without it (npm test), everything the tests need, and a missing package fails the step.
set -uo pipefail
speech_only=false
[ "${1:-}" = "--speech" ] && speech_only=true
missing=()
if [ "$speech_only" = false ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The report tests read the PDF's text as a person's tools would (pdftotext, pdftoppm).
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
fi
# The PDF report's Chinese and Japanese font (Noto Sans CJK, decision 030): without it those reports are written in English.
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
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
if [ "$speech_only" = true ]; then
  echo "Voice input, spoken answers and Chinese or Japanese PDF reports need: ${missing[*]} (on Debian or Ubuntu: sudo apt-get install -y ${missing[*]})."
  echo "Cephalo starts without them; typing works as always, and those reports are written in English."
  exit 0
fi
echo "Please install these packages for the browser, report and speech tests: ${missing[*]}"
echo "  on Debian or Ubuntu: sudo apt-get install -y ${missing[*]}"
exit 1
