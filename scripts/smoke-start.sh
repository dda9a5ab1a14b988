#!/usr/bin/env bash
# Proves the README's promise: `npm start` on an empty data directory brings the product up
# (embedded PostgreSQL, migrations, server, worker) and stops cleanly on SIGINT.
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(mktemp -d)
chmod 755 "$data" # the embedded PostgreSQL runs as the postgres user when we are root
port=$((20000 + RANDOM % 20000))
log="$data/start.log"
EMBEDDED_PG_DIR="$data/pg" EMBEDDED_PG_PORT=$((port + 1)) PORT=$port LOG_PRETTY=false \
  WB_SANDBOX_PORT=$((port + 2)) WB_SANDBOX_DIR="$data/wb-sandbox" \
  node --import tsx scripts/start.ts >"$log" 2>&1 &
pid=$!
cleanup() { kill -INT "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
for _ in $(seq 1 120); do
  if grep -q "is running: http://127.0.0.1:$port" "$log"; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then cat "$log"; echo "npm start exited"; exit 1; fi
  sleep 1
done
grep -q "is running" "$log" || { cat "$log"; echo "npm start did not come up"; exit 1; }
grep -q "WB sandbox: http://127.0.0.1:$((port + 2))" "$log" || { cat "$log"; echo "no WB sandbox"; exit 1; }
grep -q "demo WB account: .*seller" "$log" || { cat "$log"; echo "no demo WB account"; exit 1; }
grep -E "WB sandbox: |demo WB account" "$log" | sort -u
curl -fsS "http://127.0.0.1:$port/api/health" && echo
curl -fsS -o /dev/null "http://127.0.0.1:$port/" && echo "web app served"
kill -INT "$pid"
wait "$pid" && echo "stopped cleanly"
trap - EXIT
rm -rf "$data"
