#!/bin/sh
# Builds librdkafka's mock Kafka cluster, with our patch, into $OUT (default
# node_modules/.cache/kafka-mock at the repository root) and prints the launcher's path.
# Needs curl, tar, patch, make and a C compiler; the source is Debian's, checked by its SHA-256.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=${OUT:-$root/node_modules/.cache/kafka-mock}
version=2.0.2
sha256=f321bcb1e015a34114c83cf1aa7b99ee260236aab096b85c003170c90a47ca9d
launcher=$out/mock-cluster
patch=$here/librdkafka-$version-mock.patch
# the library is rebuilt only when the patch changes; the launcher whenever either does
library_stamp=$(sha256sum <"$patch" | cut -c1-16)
stamp=$(cat "$here/mock-cluster.c" "$patch" | sha256sum | cut -c1-16)

if [ -x "$launcher" ] && [ "$(cat "$out/stamp" 2>/dev/null)" = "$stamp" ]; then
  echo "$launcher"
  exit 0
fi
mkdir -p "$out"
src=$out/librdkafka-$version
if [ ! -f "$src/src/librdkafka.a" ] || [ "$(cat "$out/library-stamp" 2>/dev/null)" != "$library_stamp" ]; then
  tarball=$out/librdkafka_$version.orig.tar.gz
  if ! echo "$sha256  $tarball" | sha256sum -c --status 2>/dev/null; then
    curl -fsSL -o "$tarball" "http://deb.debian.org/debian/pool/main/libr/librdkafka/librdkafka_$version.orig.tar.gz"
    echo "$sha256  $tarball" | sha256sum -c --status || { echo "librdkafka source: checksum mismatch" >&2; exit 1; }
  fi
  rm -rf "$src"
  tar xzf "$tarball" -C "$out"
  patch -s -d "$src" -p1 <"$patch"
  (
    cd "$src"
    ./configure --disable-ssl --disable-gssapi --disable-zstd --disable-curl --disable-sasl \
      --disable-lz4-ext --disable-zlib >"$out/configure.log" 2>&1
    cd src
    make -j"$(nproc)" librdkafka.a >"$out/make.log" 2>&1
  ) || { echo "building librdkafka failed; see $out/configure.log and $out/make.log" >&2; exit 1; }
  echo "$library_stamp" >"$out/library-stamp"
fi
cc -O2 -I"$src/src" -o "$launcher" "$here/mock-cluster.c" "$src/src/librdkafka.a" -lpthread -lm -ldl
echo "$stamp" >"$out/stamp"
echo "$launcher"
