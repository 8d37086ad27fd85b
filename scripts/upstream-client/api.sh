#!/usr/bin/env bash
# Starts this API (after `npm run build`) the way lilishop's clients need it: the buyer client on
# :11720, the seller console on :11721 and the manager console on :11722 (each its own origin).
# slider-outbox lets the scripts read the slider's answer; lilishop sends no drag track. The live-sync
# job runs every 15 s, so the walk's live goods show approved a minute after they are submitted.
cd "$(dirname "$0")/../.." && PORT=${PORT:-11700} DATA_DIR=${DATA_DIR:-/tmp/silk-upstream} \
  CORS_ORIGINS=${CORS_ORIGINS:-http://localhost:11720,http://localhost:11721,http://localhost:11722} \
  MEDIA_ORIGIN=${MEDIA_ORIGIN:-http://localhost:11700} \
  LIVE_SYNC_INTERVAL_SECONDS=${LIVE_SYNC_INTERVAL_SECONDS:-15} \
  CAPTCHA_TRACK_REQUIRED=false CAPTCHA_PROVIDER=slider-outbox exec npm start
