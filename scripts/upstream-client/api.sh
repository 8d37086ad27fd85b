#!/usr/bin/env bash
# Starts this API (after `npm run build`) the way lilishop's buyer client on :11720 needs it.
# slider-outbox lets the screenshot script read the slider's answer; lilishop sends no drag track.
cd "$(dirname "$0")/../.." && PORT=${PORT:-11700} DATA_DIR=${DATA_DIR:-/tmp/silk-upstream} \
  CORS_ORIGINS=${CORS_ORIGINS:-http://localhost:11720} MEDIA_ORIGIN=${MEDIA_ORIGIN:-http://localhost:11700} \
  CAPTCHA_TRACK_REQUIRED=false CAPTCHA_PROVIDER=slider-outbox exec npm start
