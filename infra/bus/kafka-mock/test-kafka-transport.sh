#!/bin/sh
# Runs the bus contract suite and the cross-process test on the Kafka transport (and the PostgreSQL
# one beside it) against librdkafka's mock cluster with three brokers, then the broker-fault tests,
# which break the cluster on purpose through its control FIFO. Not a real Kafka: README.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
launcher=$(sh "$here/build.sh")
work=$(mktemp -d)
mkfifo "$work/control"
"$launcher" "${KAFKA_MOCK_BROKERS:-3}" "$work/control" >"$work/bootstrap" &
mock=$!
trap 'kill $mock 2>/dev/null; rm -rf "$work"' EXIT INT TERM
for _ in $(seq 50); do [ -s "$work/bootstrap" ] && break; sleep 0.1; done
[ -s "$work/bootstrap" ] || { echo "the mock cluster did not start" >&2; exit 1; }
cd "$here/.."
export KAFKA_BROKERS="$(cat "$work/bootstrap")"
npx vitest run test/bus-contract.int.test.ts test/cross-process.int.test.ts "$@"
KAFKA_MOCK_CONTROL="$work/control" npx vitest run test/kafka-faults.int.test.ts "$@"
