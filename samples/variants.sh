#!/usr/bin/env bash
# Renders the samples' other states, set with -D: the CheckButton selected, the face with
# open eyes and a frown, the featured card as the nine of spades; and the Dynamic Type page at
# two other text sizes. Usage: variants.sh VIEWC OUTDIR
set -euo pipefail
viewc=$1; out=$2
"$viewc" samples/checkbutton.view -D isSelected=true \
    -o "$out/checkbutton-selected.svg" -o "$out/checkbutton-selected.pdf" -o "$out/checkbutton-selected.png"
echo "$out/checkbutton-selected.{svg,pdf,png}"
"$viewc" samples/face.view -D eyesOpen=true -D mouthCurvature=-0.6 \
    -o "$out/face-frown.svg" -o "$out/face-frown.pdf" -o "$out/face-frown.png"
echo "$out/face-frown.{svg,pdf,png}"
"$viewc" samples/cards.view -D featuredRank=9 -D 'featuredSuit="♠"' \
    -o "$out/cards-nine-of-spades.svg" -o "$out/cards-nine-of-spades.pdf" -o "$out/cards-nine-of-spades.png"
echo "$out/cards-nine-of-spades.{svg,pdf,png}"
"$viewc" samples/contentmodes.view -D clip=true \
    -o "$out/contentmodes-clipped.svg" -o "$out/contentmodes-clipped.pdf" -o "$out/contentmodes-clipped.png"
echo "$out/contentmodes-clipped.{svg,pdf,png}"
"$viewc" samples/dynamic-type.view --content-size-category accessibilityLarge \
    -o "$out/dynamic-type-accessibilityLarge.svg" -o "$out/dynamic-type-accessibilityLarge.pdf" -o "$out/dynamic-type-accessibilityLarge.png"
echo "$out/dynamic-type-accessibilityLarge.{svg,pdf,png}"
"$viewc" samples/dynamic-type.view --content-size-category extraSmall \
    -o "$out/dynamic-type-extraSmall.svg" -o "$out/dynamic-type-extraSmall.pdf" -o "$out/dynamic-type-extraSmall.png"
echo "$out/dynamic-type-extraSmall.{svg,pdf,png}"
