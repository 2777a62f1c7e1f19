#!/bin/sh
# Deploys a build (dist/) to nginx as one atomic step: the pages and the response headers that
# carry their scripts' hashes change together, in one reload, or not at all.
#
#   deploy/deploy.sh [dist]
#
# 1. copies the build into $SITE_DIR/releases/<time>/ (a new folder, never a live one);
# 2. writes $SITE_DIR/release.conf (that folder as nginx's root, the previous one kept for pages
#    opened before the switch) and $SITE_DIR/headers.conf (the build's _nginx-headers.conf);
# 3. runs `nginx -t`: on failure it restores both files and stops, the live site untouched;
# 4. runs `nginx -s reload`: nginx's new workers serve the new release with its headers, the old
#    ones finish what they were sending;
# 5. keeps the newest $KEEP releases (5), never the live or the previous one.
#
# Settings (environment): SITE_DIR (/var/www/irm-site), NGINX (nginx; may carry options, e.g.
# "nginx -p /srv/nginx -c /srv/nginx/nginx.conf"), KEEP (5).
set -eu

build=${1:-dist}
site_dir=${SITE_DIR:-/var/www/irm-site}
nginx=${NGINX:-nginx}
keep=${KEEP:-5}

fail() {
  echo "deploy: $*" >&2
  exit 1
}

[ -f "$build/index.html" ] && [ -f "$build/_nginx-headers.conf" ] ||
  fail "$build is not a build of the site (no index.html and _nginx-headers.conf): run npm run build."

mkdir -p "$site_dir/releases"
id=$(date -u +%Y%m%dT%H%M%SZ)
release="$site_dir/releases/$id"
n=1
while [ -e "$release" ]; do
  release="$site_dir/releases/$id-$n"
  n=$((n + 1))
done

# 1. The new release, complete before anything points at it; readable by nginx's workers.
cp -R "$build" "$release.partial"
chmod -R a+rX "$release.partial"
mv "$release.partial" "$release"

# 2. The files nginx reads at reload, each replaced by a rename (never half-written).
previous=$(sed -n 's/^root \(.*\);$/\1/p' "$site_dir/release.conf" 2>/dev/null || true)
for file in release.conf headers.conf; do
  if [ -f "$site_dir/$file" ]; then cp "$site_dir/$file" "$site_dir/$file.before"; fi
done
{
  echo "# Written by deploy/deploy.sh: the live release, and the one before it."
  echo "root $release;"
  echo "set \$previous_release ${previous:-$release};"
} >"$site_dir/release.conf.new"
cp "$release/_nginx-headers.conf" "$site_dir/headers.conf.new"
chmod a+r "$site_dir/release.conf.new" "$site_dir/headers.conf.new"
mv "$site_dir/release.conf.new" "$site_dir/release.conf"
mv "$site_dir/headers.conf.new" "$site_dir/headers.conf"

restore() {
  for file in release.conf headers.conf; do
    if [ -f "$site_dir/$file.before" ]; then
      mv "$site_dir/$file.before" "$site_dir/$file"
    else
      rm -f "$site_dir/$file"
    fi
  done
  rm -rf "$release"
}

# 3. and 4. Checked, then live.
if ! check=$($nginx -t 2>&1); then
  restore
  fail "nginx -t refused the configuration, nothing changed: $(echo "$check" | grep -m1 emerg || echo "$check" | tail -n1)"
fi
if ! reload=$($nginx -s reload 2>&1); then
  fail "release $id is in place but nginx did not reload ($(echo "$reload" | tail -n1)): start nginx, e.g. systemctl start nginx."
fi
rm -f "$site_dir/release.conf.before" "$site_dir/headers.conf.before"

# 5. Old releases, oldest first, beyond the newest $keep (the live and previous ones always kept).
count=$(find "$site_dir/releases" -mindepth 1 -maxdepth 1 -type d | wc -l)
for old in $(find "$site_dir/releases" -mindepth 1 -maxdepth 1 -type d | sort); do
  [ "$count" -gt "$keep" ] || break
  if [ "$old" != "$release" ] && [ "$old" != "$previous" ]; then
    rm -rf "$old"
    count=$((count - 1))
  fi
done

echo "deploy: release $(basename "$release") is live (nginx reloaded); previous: ${previous:-none}"
