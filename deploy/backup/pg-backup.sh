#!/usr/bin/env bash
# A logical backup of the shop's database: pg_dump in its custom format (compressed, restored
# table by table with pg_restore), written under a temporary name and renamed only once
# pg_restore can read it back, so a half-written dump never looks like a backup. Dumps older
# than BACKUP_KEEP_DAYS days are deleted afterwards, never before a new one exists.
#
#   DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/shop BACKUP_KEEP_DAYS=14 pg-backup.sh
#
# shop-backup.service runs it every night (shop-backup.timer). It prints one line with the
# file, its size and the time taken; it never prints DATABASE_URL (it carries the password).
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL: the database to back up}"
dir="${BACKUP_DIR:-/var/backups/shop}"
keep="${BACKUP_KEEP_DAYS:-14}"
if ! [[ "$keep" =~ ^[1-9][0-9]*$ ]]; then
  echo "pg-backup: BACKUP_KEEP_DAYS must be a whole number of days, 1 or more (got '$keep')" >&2
  exit 2
fi

mkdir -p "$dir"
target="$dir/shop-$(date -u +%Y%m%dT%H%M%SZ).dump"
partial="$target.partial"
trap 'rm -f "$partial"' EXIT

started=$(date +%s)
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$partial" "$DATABASE_URL"
pg_restore --list "$partial" >/dev/null
mv "$partial" "$target"
echo "pg-backup: $target, $(du -h "$target" | cut -f1), $(($(date +%s) - started)) s"

# -mtime +N is "more than N whole days old".
find "$dir" -maxdepth 1 -name 'shop-*.dump' -mtime "+$((keep - 1))" -print -delete |
  sed 's/^/pg-backup: deleted /'
