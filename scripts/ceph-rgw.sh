#!/usr/bin/env bash
# A throwaway one-node Ceph cluster with an S3 gateway (RADOS Gateway), for the storage tests.
#
#   eval "$(scripts/ceph-rgw.sh start)"   # prints TEST_S3_* exports for a user and a bucket
#   scripts/ceph-rgw.sh stop              # stops the daemons and removes all state
#
# Needs Debian's radosgw, ceph-mon and ceph-osd (apt-get install --no-install-recommends radosgw
# ceph-mon ceph-osd) and curl. No systemd: the daemons are started directly. One monitor, one
# memstore OSD (data in RAM, capped), pool size 1, `auth none` inside the cluster; the gateway
# listens on 127.0.0.1 only and still checks S3 signatures.
#
# Environment: CEPH_RGW_DIR (all state; default $TMPDIR/darkroom-ceph-rgw), CEPH_RGW_PORT (7480),
# CEPH_MON_PORT (6789), CEPH_RGW_BUCKET (darkroom-test), CEPH_MEMSTORE_BYTES (1 GiB).
set -euo pipefail

dir="${CEPH_RGW_DIR:-${TMPDIR:-/tmp}/darkroom-ceph-rgw}"
rgw_port="${CEPH_RGW_PORT:-7480}"
mon_port="${CEPH_MON_PORT:-6789}"
bucket="${CEPH_RGW_BUCKET:-darkroom-test}"
memstore_bytes="${CEPH_MEMSTORE_BYTES:-1073741824}"
conf="$dir/ceph.conf"
endpoint="http://127.0.0.1:$rgw_port"
access_key="darkroom-test"

log() { echo "[ceph-rgw] $*" >&2; }
ceph_cli() { ceph -c "$conf" --connect-timeout 10 "$@"; }

running() {
  local name
  for name in mon.a osd.0 client.rgw; do
    [ -f "$dir/run/$name.pid" ] && kill -0 "$(cat "$dir/run/$name.pid")" 2>/dev/null || return 1
  done
}

wait_for() {
  local what="$1" seconds="$2"
  shift 2
  for _ in $(seq "$seconds"); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 1
  done
  log "$what did not come up within ${seconds}s; the last log lines follow"
  tail -n 20 "$dir"/log/*.log >&2 || true
  stop_daemons
  return 1
}

print_env() {
  cat <<EOF
export TEST_S3_ENDPOINT=$endpoint
export TEST_S3_BUCKET=$bucket
export TEST_S3_REGION=us-east-1
export TEST_S3_ACCESS_KEY_ID=$access_key
export TEST_S3_SECRET_ACCESS_KEY=$(cat "$dir/secret")
EOF
}

write_conf() {
  cat >"$conf" <<EOF
[global]
fsid = $(cat /proc/sys/kernel/random/uuid)
mon_host = v1:127.0.0.1:$mon_port
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
ms_bind_msgr2 = false
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
run_dir = $dir/run
pid_file = $dir/run/\$name.pid
admin_socket = $dir/run/\$name.asok
log_file = $dir/log/\$name.log
log_to_stderr = false
err_to_stderr = true
osd_pool_default_size = 1
osd_pool_default_min_size = 1
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_allow_pool_size_one = true
mon_warn_on_pool_no_redundancy = false
osd_crush_chooseleaf_type = 0

[mon]
mon_data = $dir/mon/\$name

[osd]
osd_data = $dir/osd/\$name
osd_objectstore = memstore
memstore_device_bytes = $memstore_bytes
# The OSD's own crush commands at start-up sometimes race its monitor map ("wrong fsid"); this script places it instead.
osd_crush_update_on_start = false
osd_class_update_on_start = false

[client.rgw]
rgw_frontends = beast endpoint=127.0.0.1:$rgw_port
rgw_data = $dir/rgw
EOF
}

start() {
  if running; then
    log "already running at $endpoint"
    print_env
    return
  fi
  stop_daemons
  rm -rf "$dir"
  mkdir -p "$dir"/{run,log,mon,osd/osd.0,rgw}
  write_conf
  head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 40 >"$dir/secret"

  log "monitor on 127.0.0.1:$mon_port"
  ceph-authtool --create-keyring "$dir/mon.keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  monmaptool --create --fsid "$(ceph-conf -c "$conf" --lookup fsid)" --addv a "[v1:127.0.0.1:$mon_port]" "$dir/monmap" >/dev/null
  ceph-mon -c "$conf" -i a --mkfs --monmap "$dir/monmap" --keyring "$dir/mon.keyring"
  ceph-mon -c "$conf" -i a
  wait_for "the monitor" 30 ceph_cli mon stat

  log "memstore OSD ($((memstore_bytes / 1048576)) MiB)"
  local uuid
  uuid="$(cat /proc/sys/kernel/random/uuid)"
  ceph_cli osd new "$uuid" >/dev/null
  ceph-osd -c "$conf" -i 0 --mkfs --osd-uuid "$uuid" 2>>"$dir/log/osd-mkfs.log"
  ceph_cli osd crush add osd.0 1 root=default host=localhost >/dev/null 2>&1
  ceph-osd -c "$conf" -i 0 2>>"$dir/log/osd-start.log"
  wait_for "the OSD" 60 bash -c "ceph -c '$conf' --connect-timeout 5 osd dump | grep -q '^osd.0 up'"

  log "gateway on $endpoint"
  radosgw -c "$conf" -n client.rgw
  wait_for "the gateway" 90 curl -sf "$endpoint/"

  radosgw-admin -c "$conf" user create --uid=darkroom-test --display-name="Darkroom tests" \
    --access-key="$access_key" --secret-key="$(cat "$dir/secret")" >/dev/null
  # curl signs the request; S3 also wants the payload's hash as a header (this is the empty body's)
  curl -sf -X PUT --aws-sigv4 "aws:amz:us-east-1:s3" --user "$access_key:$(cat "$dir/secret")" \
    -H "x-amz-content-sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" "$endpoint/$bucket" >/dev/null
  log "ready: bucket $bucket"
  print_env
}

stop_daemons() {
  local name pid
  for name in client.rgw osd.0 mon.a; do
    [ -f "$dir/run/$name.pid" ] || continue
    pid="$(cat "$dir/run/$name.pid")"
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$pid" 2>/dev/null || true
  done
}

case "${1:-}" in
  start) start ;;
  stop)
    stop_daemons
    rm -rf "$dir"
    log "stopped"
    ;;
  env) running && print_env ;;
  *)
    echo "usage: $0 start|stop|env" >&2
    exit 2
    ;;
esac
