#!/bin/sh
# Deploys a build (dist/) to nginx as one atomic step: the pages and the response headers that
# carry their scripts' hashes change together, in one reload, or not at all.
#
#   deploy/deploy.sh [dist]
#
# 0. takes the deploy lock ($SITE_DIR/.deploy.lock, flock): one deploy at a time, the next waits
#    up to $DEPLOY_LOCK_WAIT seconds;
# 1. copies the build into a new, uniquely named folder $SITE_DIR/releases/<time>-<random>/ (never
#    a live one), and its content-hashed assets into $SITE_DIR/assets/, shared by every release;
# 2. writes $SITE_DIR/release.conf (that folder as nginx's root), $SITE_DIR/headers.conf (the
#    build's _nginx-headers.conf) and $SITE_DIR/server.conf (the build's _nginx-server.conf: the
#    server_name of SITE_URL's host);
# 3. runs `nginx -t`: on failure it restores the three files and stops, the live site untouched;
# 4. runs `nginx -s reload`: nginx's new workers serve the new release with its headers, the old
#    ones finish what they were sending;
# 5. keeps the newest $KEEP releases (5), never the live one, and deletes the shared assets that no
#    release has served for $ASSET_DAYS days (30): a page opened before a deploy, however many
#    deploys ago within that window, still finds its chunks.
#
# Settings (environment): SITE_DIR (/var/www/irm-site), NGINX_CMD (nginx; may carry options,
# e.g. "nginx -p /srv/nginx -c /srv/nginx/nginx.conf"), KEEP (5), ASSET_DAYS (30),
# DEPLOY_LOCK_WAIT (600). nginx runs without the environment variable NGINX, which nginx itself
# reads (the sockets a binary upgrade hands over).
set -eu

build=${1:-dist}
site_dir=${SITE_DIR:-/var/www/irm-site}
nginx_cmd=${NGINX_CMD:-nginx}
keep=${KEEP:-5}
asset_days=${ASSET_DAYS:-30}
lock_wait=${DEPLOY_LOCK_WAIT:-600}

fail() {
  echo "deploy: $*" >&2
  exit 1
}

case ${NGINX:-} in
  *[!0-9\;]*) fail "NGINX is nginx's own variable (inherited sockets): set NGINX_CMD=\"$NGINX\" instead." ;;
esac
for setting in "KEEP=$keep" "ASSET_DAYS=$asset_days" "DEPLOY_LOCK_WAIT=$lock_wait"; do
  case ${setting#*=} in
    '' | *[!0-9]*) fail "${setting%%=*} must be a whole number, not \"${setting#*=}\"." ;;
  esac
done
[ "$asset_days" -ge 1 ] || fail "ASSET_DAYS must be at least 1 (open pages need their assets)."

for file in index.html _nginx-headers.conf _nginx-server.conf; do
  [ -f "$build/$file" ] ||
    fail "$build is not a build of the site (no $file): run npm run build."
done

# nginx, without the variable it would read as sockets handed over by a binary upgrade.
run_nginx() {
  # shellcheck disable=SC2086 # NGINX_CMD is a command with its options
  env -u NGINX $nginx_cmd "$@" 9>&-
}

# 0. One deploy at a time: the lock is held until this script exits.
mkdir -p "$site_dir/releases" "$site_dir/assets"
exec 9>"$site_dir/.deploy.lock"
flock -w "$lock_wait" 9 ||
  fail "another deploy holds $site_dir/.deploy.lock (waited ${lock_wait} s); nothing changed."

# 1. The new release, complete before anything points at it; readable by nginx's workers. Its name
# is reserved by mktemp (unique even for deploys in the same second); the copy replaces that empty
# folder in one rename (mv -T), so it can never land inside another release.
id=$(date -u +%Y%m%dT%H%M%SZ)
staging=$(mktemp -d "$site_dir/releases/.partial-XXXXXX")
trap 'rm -rf "$staging"' EXIT
cp -R "$build/." "$staging/"
chmod -R a+rX "$staging"
release=$(mktemp -d "$site_dir/releases/$id-XXXXXX")
mv -T "$staging" "$release"
chmod a+rx "$release"

# The content-hashed assets (name.1a2b3c4d.js and their .gz and .br), into the shared folder; the
# live release's are marked as served now (their time is what step 5 reads).
previous=$(sed -n 's/^root \(.*\);$/\1/p' "$site_dir/release.conf" 2>/dev/null || true)
hashed='.*\.[0-9a-f]{8}\.[a-z0-9]+(\.gz|\.br)?'
(cd "$release" && find . -type f -regextype posix-extended -regex "$hashed" -exec cp --parents -p -n -t "$site_dir/assets" {} +)
for served in "$previous" "$release"; do
  [ -n "$served" ] && [ -d "$served" ] || continue
  (cd "$served" && find . -type f -regextype posix-extended -regex "$hashed" -print0) |
    (cd "$site_dir/assets" && xargs -0 -r touch -c)
done
chmod -R a+rX "$site_dir/assets"

# 2. The files nginx reads at reload, each replaced by a rename (never half-written).
for file in release.conf headers.conf server.conf; do
  if [ -f "$site_dir/$file" ]; then cp "$site_dir/$file" "$site_dir/$file.before"; fi
done
{
  echo "# Written by deploy/deploy.sh: the live release."
  echo "root $release;"
} >"$site_dir/release.conf.new"
cp "$release/_nginx-headers.conf" "$site_dir/headers.conf.new"
cp "$release/_nginx-server.conf" "$site_dir/server.conf.new"
for file in release.conf headers.conf server.conf; do
  chmod a+r "$site_dir/$file.new"
  mv "$site_dir/$file.new" "$site_dir/$file"
done

restore() {
  for file in release.conf headers.conf server.conf; do
    if [ -f "$site_dir/$file.before" ]; then
      mv "$site_dir/$file.before" "$site_dir/$file"
    else
      rm -f "$site_dir/$file"
    fi
  done
  rm -rf "$release"
}

# 3. and 4. Checked, then live.
if ! check=$(run_nginx -t 2>&1); then
  restore
  fail "nginx -t refused the configuration, nothing changed: $(echo "$check" | grep -m1 emerg || echo "$check" | tail -n1)"
fi
if ! reload=$(run_nginx -s reload 2>&1); then
  fail "release $(basename "$release") is in place but nginx did not reload ($(echo "$reload" | tail -n1)): start nginx, e.g. systemctl start nginx."
fi
rm -f "$site_dir/release.conf.before" "$site_dir/headers.conf.before" "$site_dir/server.conf.before"
# The live release for the contact service too (CONTACT_PAGES=$SITE_DIR/live): its error and
# failure pages are this build's, replaced by a rename.
ln -sfn "$release" "$site_dir/live.new"
mv -T "$site_dir/live.new" "$site_dir/live"

# 5. Old releases, oldest first, beyond the newest $keep (the live one always kept); shared assets
# no release has served for $asset_days days.
count=$(find "$site_dir/releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | wc -l)
for old in $(find "$site_dir/releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' | sort); do
  [ "$count" -gt "$keep" ] || break
  if [ "$old" != "$release" ]; then
    rm -rf "$old"
    count=$((count - 1))
  fi
done
find "$site_dir/assets" -type f -mtime "+$((asset_days - 1))" -delete
find "$site_dir/assets" -mindepth 1 -type d -empty -delete

echo "deploy: release $(basename "$release") is live (nginx reloaded); previous: ${previous:-none}"
