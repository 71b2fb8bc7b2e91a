#!/usr/bin/env bash
# Prints a record's match sheet the way a referee would: HTML -> PDF with
# headless Chromium -> PNG pages with pdftoppm, to look at or to put in the
# docs. Needs Debian's chromium and poppler-utils.
#
#   scripts/render-sheet.sh RECORD OUT_DIR [hakem sheet options...]
#
# Writes OUT_DIR/sheet.html, OUT_DIR/sheet.pdf and OUT_DIR/sheet-N.png.
# SOURCE_DATE_EPOCH fixes the printing time in the footer.
set -euo pipefail
record=${1:?usage: render-sheet.sh RECORD OUT_DIR [options]}
out=${2:?usage: render-sheet.sh RECORD OUT_DIR [options]}
shift 2
mkdir -p "$out"
cargo run --quiet --release -- sheet "$record" --format html -o "$out/sheet.html" "$@" || [ $? -eq 1 ]
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --no-pdf-header-footer \
  --print-to-pdf="$out/sheet.pdf" "file://$(realpath "$out/sheet.html")" 2>/dev/null
pdftoppm -png -r 60 "$out/sheet.pdf" "$out/sheet"
pdfinfo "$out/sheet.pdf" | grep -E '^(Pages|Page size)'
ls "$out"/sheet*.png
