#!/bin/sh
# Draws the sample people's photos: a document photo (plain background, straight on, as on an
# Aadhaar or PAN card) and a selfie (a room behind, the face turned a little, smiling) for each
# person of testbed/emulator/world.ts, plus anonymous.jpg, the photo of an eKYC record of a
# number that is no one's in the world. Each is a small JPEG whose comment (COM segment) names
# its person and kind, e.g. "deepvue-emulator person=kavya kind=selfie": face match and liveness
# read it (testbed/emulator/service/faces.ts).
#
# Needs ImageMagick (Debian: apt-get install imagemagick). Run from anywhere:
#   sh testbed/emulator/identity/photos/make-photos.sh
# The same ImageMagick makes the same bytes: no date or profile is written (-strip).
set -eu
cd "$(dirname "$0")"
CONVERT=${CONVERT:-convert}

# face <file> <person> <kind> <skin> <hair> <hair style> <eyes> <shirt> <extra>
#   hair style: short | long | bald | bun ; extra: none | beard | moustache | glasses | bindi
face() {
	file=$1 person=$2 kind=$3 skin=$4 hair=$5 style=$6 eyes=$7 shirt=$8 extra=$9
	if [ "$kind" = document ]; then
		background='xc:#eef3f8'
		# Nothing (a point outside the picture).
		scenery='point -5,-5'
		mouth='line 104,172 136,172'
		turn='0'
	else
		background='gradient:#f7d9a8-#8fb8d8'
		# A window and a lamp behind the person.
		scenery='rectangle 8,20 70,110 fill #cfe8f7 rectangle 14,26 64,104 fill #f2c14e circle 210,40 210,52'
		mouth='arc 102,160 138,184 20,160'
		turn='-7'
	fi
	case $style in
	long) back="ellipse 120,140 84,110 0,360 rectangle 40,140 200,260" top="ellipse 120,92 66,40 180,360" ;;
	bun) back="circle 120,40 120,62" top="ellipse 120,92 64,38 180,360" ;;
	bald) back="point -5,-5" top="ellipse 120,80 40,12 180,360" ;;
	*) back="point -5,-5" top="ellipse 120,88 64,34 180,360" ;;
	esac
	case $extra in
	beard) more="fill $hair ellipse 120,178 52,34 0,180 fill $skin ellipse 120,172 22,10 0,360" ;;
	moustache) more="fill $hair ellipse 120,160 20,5 0,360" ;;
	glasses) more="fill none stroke #222222 stroke-width 3 circle 98,126 98,140 circle 142,126 142,140 line 112,126 128,126" ;;
	bindi) more="fill #c0182a circle 120,106 120,110" ;;
	*) more="point -5,-5" ;;
	esac
	"$CONVERT" -size 240x300 "$background" \
		-fill '#c9b79c' -draw "$scenery" \
		-fill "$hair" -draw "$back" \
		-fill "$shirt" -draw "ellipse 120,300 104,64 0,360" \
		-fill "$skin" -draw "rectangle 102,196 138,246" \
		-fill "$skin" -draw "ellipse 120,132 58,72 0,360" \
		-fill "$skin" -draw "ellipse 62,134 8,14 0,360 ellipse 178,134 8,14 0,360" \
		-fill "$hair" -draw "$top" \
		-fill white -draw "ellipse 98,126 11,6 0,360 ellipse 142,126 11,6 0,360" \
		-fill "$eyes" -draw "circle 98,126 98,131 circle 142,126 142,131" \
		-stroke "$hair" -strokewidth 3 -draw "line 86,110 110,107 line 130,107 154,110" \
		-stroke '#9c6b4e' -strokewidth 2 -draw "line 120,130 114,152 line 114,152 124,154" \
		-stroke '#8a3b3b' -strokewidth 3 -fill none -draw "$mouth" \
		-stroke none -draw "$more" \
		-distort SRT "$turn" \
		-strip -sampling-factor 2x2 -quality 80 \
		-set comment "deepvue-emulator${person:+ person=$person} kind=$kind" \
		"$file"
}

# photo <id> <skin> <hair> <hair style> <eyes> <shirt> <extra>
photo() {
	id=$1
	shift
	face "$id-document.jpg" "$id" document "$@"
	face "$id-selfie.jpg" "$id" selfie "$@"
}

photo kavya '#c68c62' '#1d1410' long '#3b2314' '#2e8b57' bindi
photo mathew '#a8714a' '#8a8a8a' bald '#2b1a0e' '#f2f2f2' moustache
photo thomas '#b07a52' '#1a1a1a' short '#2b1a0e' '#3a5fcd' beard
photo asha '#d9a57b' '#2a1a12' bun '#4a2c17' '#c2185b' none
photo ravi '#b98257' '#141414' short '#3a2212' '#6d8f3c' moustache
photo priya '#c48a5e' '#20120c' long '#2f1b10' '#f0a500' glasses
photo arjun '#cf9a6e' '#3a2a1a' short '#5a3a1e' '#37474f' beard
photo meera '#e0b08a' '#0f0a08' long '#3d2616' '#7b1fa2' bindi
photo vikram '#a9744c' '#101010' short '#2a180c' '#b71c1c' glasses
photo rohan '#c08a60' '#241811' short '#3b2415' '#00838f' none
# Its comment names no person: face match reads it as an image it does not know.
face anonymous.jpg '' document '#b58a66' '#5c5c5c' short '#333333' '#777777' none
