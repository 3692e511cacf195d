#!/bin/sh
# Regenerates the demo photos and videos in demo-media/ (development only; needs Debian's ffmpeg and
# fonts-dejavu). Nothing is downloaded: the photos are drawn figures, the videos ffmpeg's test patterns.
set -e
cd "$(dirname "$0")/demo-media"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
i=0
for c in 0x35618f 0x3f7d5a 0x8a5a2b 0x6b4c8a; do
  i=$((i + 1))
  for v in front back side1 side2; do
    case $v in front) t="ÖN" ;; back) t="ARKA" ;; side1) t="YAN 1" ;; side2) t="YAN 2" ;; esac
    case $v in side1 | side2) w=30 ;; *) w=60 ;; esac
    x=$((120 - w / 2))
    ffmpeg -loglevel error -y -f lavfi -i "color=c=$c:s=240x320" -frames:v 1 -vf "drawbox=x=100:y=30:w=40:h=40:color=white@0.9:t=fill,drawbox=x=$x:y=75:w=$w:h=110:color=white@0.9:t=fill,drawbox=x=$((x + 4)):y=185:w=$((w / 2 - 6)):h=110:color=white@0.8:t=fill,drawbox=x=$((x + w / 2 + 2)):y=185:w=$((w / 2 - 6)):h=110:color=white@0.8:t=fill,drawbox=x=119:y=20:w=2:h=290:color=red@0.7:t=fill,drawtext=fontfile=$FONT:text='$t':x=10:y=10:fontsize=22:fontcolor=white" -q:v 6 "posture-$i-$v.jpg"
  done
done
for m in bench_press back_squat push_up plank; do
  ffmpeg -loglevel error -y -f lavfi -i "testsrc=duration=2:size=160x120:rate=15" -vf "drawtext=fontfile=$FONT:text='$m':x=6:y=100:fontsize=12:fontcolor=white:box=1:boxcolor=black@0.6" -c:v libx264 -pix_fmt yuv420p -profile:v baseline -crf 32 -movflags +faststart -an "move-$m.mp4"
done
ffmpeg -loglevel error -y -f lavfi -i "testsrc2=duration=2:size=160x120:rate=15" -c:v libvpx -b:v 100k -an move-lateral_raise.webm
