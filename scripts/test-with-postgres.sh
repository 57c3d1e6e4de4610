#!/usr/bin/env bash
# Runs the server tests, a real start-up, and the nginx deployment scenario against a throwaway PostgreSQL server
# on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql): skipping the PostgreSQL run."
  exit 0
fi

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
dir=$(mktemp -d /tmp/portal-pg-XXXXXX)
pg_port=$(free_port)
as_owner() {
  # initdb refuses to run as root: the server then runs as the postgres user.
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_owner "'$pgbin/initdb' -D '$dir/data' --auth=trust -U portal -E UTF8 --locale=C.UTF-8 >/dev/null"
# A throwaway server: nothing it holds has to survive a crash, so it skips flushing to disk. The server tests
# make one database per test file from a template (server/test-support/database-template.ts).
pg_options="-c listen_addresses=127.0.0.1 -p $pg_port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
as_owner "'$pgbin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -o \"$pg_options\" -w start >/dev/null"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  as_owner "'$pgbin/pg_ctl' -D '$dir/data' -m fast stop >/dev/null" || true
  rm -rf "$dir"
}
trap cleanup EXIT
url="postgres://portal@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port"

echo "== server tests on PostgreSQL"
TEST_DATABASE_URL="$url" npx vitest run --project server

echo "== start-up on PostgreSQL"
# The build under test: made again when a source file is newer than it (npm test builds just before).
if [ ! -f dist/server/main.js ] || [ ! -f dist/.build-stamp ] || [ -n "$(find server src shared locales index.html package-lock.json vite.config.ts vite.server.config.ts -newer dist/.build-stamp ! -name '*.test.*' -print -quit 2>/dev/null)" ]; then
  npm run build
fi
app_port=$(free_port)
DATABASE_URL="$url" PORT="$app_port" HOST=127.0.0.1 LOG_LEVEL=warn node dist/server/main.js > "$dir/app.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$app_port/api/health" > "$dir/health.json" 2>/dev/null && break
  sleep 0.2
done
grep -q '"database":"postgres"' "$dir/health.json" || { cat "$dir/app.log"; echo "health check failed"; exit 1; }
# Readiness, not liveness, says the instance takes traffic: on a busy machine a fresh process may still shed.
for _ in $(seq 1 150); do
  curl -sf "http://127.0.0.1:$app_port/api/ready" > /dev/null 2>&1 && break
  sleep 0.2
done
status=$(curl -s -o "$dir/page.html" -w '%{http_code}' "http://127.0.0.1:$app_port/standard")
[ "$status" = 200 ] && grep -q '<title>' "$dir/page.html" || { cat "$dir/app.log"; echo "page render failed: HTTP $status"; exit 1; }
# The demo users' password is published: a start on a PostgreSQL server creates none (SEED_DEMO unset).
demo_users=$(psql "$url" -tAc "SELECT count(*) FROM users WHERE phone LIKE '1380000000_'")
[ "$demo_users" = 0 ] || { echo "a PostgreSQL start seeded $demo_users demo accounts"; exit 1; }
curl -sf -H 'content-type: application/json' -d '{"account":"13800000001","password":"Demo1234"}' \
  "http://127.0.0.1:$app_port/api/user/auth/v3/pwd/login" | grep -q '"code":"41001"' || { echo "the demo password logged in"; exit 1; }
echo "no demo accounts on PostgreSQL"
tables=$(psql "$url" -tAc "SELECT count(*) FROM schema_migrations")
echo "health: $(cat "$dir/health.json"); migrations applied: $tables"
kill -TERM "$server_pid"
wait "$server_pid" && echo "clean shutdown on SIGTERM"
server_pid=""

echo "== nginx in front of two server processes on PostgreSQL (docs/deploy/nginx.conf)"
if [ -x "${NGINX:-/usr/sbin/nginx}" ]; then
  DATABASE_URL="$url" TEMPLATE_DATABASE=postgres PGBIN="$pgbin" PGDATA="$dir/data" PG_OPTIONS="$pg_options" npx tsx scripts/deploy-scenario.ts
else
  echo "nginx is not installed (apt-get install nginx): skipping the deployment scenario."
fi
