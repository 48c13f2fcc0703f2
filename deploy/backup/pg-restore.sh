#!/usr/bin/env bash
# Restores a dump made by pg-backup.sh into an EMPTY database (make it first with createdb,
# owned by the shop's role), in one transaction: it either lands whole or not at all.
#
#   pg-restore.sh /var/backups/shop/shop-20261128T033012Z.dump postgres://shop:…@db/shop_restored
#
# Then point DATABASE_URL at it (or rename the databases) and restart the instances one by one;
# docs/operations/deploy.md, "Backups and restore", has the whole procedure and its checks.
set -euo pipefail

dump="${1:?usage: pg-restore.sh DUMP_FILE TARGET_DATABASE_URL}"
target="${2:?usage: pg-restore.sh DUMP_FILE TARGET_DATABASE_URL}"
if [[ ! -r "$dump" ]]; then
  echo "pg-restore: cannot read $dump" >&2
  exit 2
fi

started=$(date +%s)
pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$dump"
echo "pg-restore: $dump restored in $(($(date +%s) - started)) s"
