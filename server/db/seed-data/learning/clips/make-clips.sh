#!/bin/sh
# Makes the demo clips and their covers once (ffmpeg 5.1); the seed reuses them across every lesson.
# Synthetic test patterns, H.264 without audio, 320x180 at 15 fps, a keyframe a second so seeking is cheap.
set -e
cd "$(dirname "$0")"
make() { # name seconds source
  ffmpeg -loglevel error -y -f lavfi -i "$3" -t "$2" -c:v libx264 -preset veryslow -crf 38 -maxrate 70k -bufsize 140k \
    -g 15 -pix_fmt yuv420p -movflags +faststart -an "$1.mp4"
  ffmpeg -loglevel error -y -ss 2 -i "$1.mp4" -frames:v 1 -q:v 10 "$1.jpg"
}
make clip-1 12 'testsrc2=size=320x180:rate=15'
make clip-2 16 'mandelbrot=size=320x180:rate=15'
make clip-3 20 'gradients=size=320x180:rate=15:speed=0.03:c0=#1a4f8b:c1=#2e9e6b:c2=#f0c808'
make clip-4 10 'testsrc=size=320x180:rate=15'
make clip-5 8 'smptehdbars=size=320x180:rate=15,hue=H=t/2'
