#!/bin/sh
# Runs the bus contract suite and the cross-process test on the Kafka transport (and the PostgreSQL
# one beside it) against librdkafka's mock cluster with three brokers. Not a real Kafka: README.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
launcher=$(sh "$here/build.sh")
bootstrap=$(mktemp)
"$launcher" "${KAFKA_MOCK_BROKERS:-3}" >"$bootstrap" &
mock=$!
trap 'kill $mock 2>/dev/null; rm -f "$bootstrap"' EXIT INT TERM
for _ in $(seq 50); do [ -s "$bootstrap" ] && break; sleep 0.1; done
[ -s "$bootstrap" ] || { echo "the mock cluster did not start" >&2; exit 1; }
cd "$here/.."
KAFKA_BROKERS=$(cat "$bootstrap") \
  npx vitest run test/bus-contract.int.test.ts test/cross-process.int.test.ts "$@"
