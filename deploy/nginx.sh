#!/bin/sh
# `npm run nginx`: serves the build in build/client with deploy/nginx.conf, as a production
# nginx would. Run it from the project folder after `npm run build`; NGINX_PORT picks the port
# (8080 by default), NGINX_PATH another nginx binary. Ctrl+C stops it.
set -eu
port="${NGINX_PORT:-8080}"
nginx="${NGINX_PATH:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ ! -f build/nginx/security-headers.conf ]; then
  echo "No build in build/: run \`npm run build\` first." >&2
  exit 1
fi
if [ ! -x "$nginx" ]; then
  echo "nginx is not installed ($nginx); on Debian: apt-get install -y nginx" >&2
  exit 1
fi
# nginx makes its temporary folders inside .nginx/, but not .nginx/ itself.
mkdir -p .nginx
printf 'listen %s;\n' "$port" > .nginx/listen.conf
# Started as root, nginx runs its workers as nobody, who cannot read a project kept in a private
# folder (403 on every page): keep them as the user who started it.
user=""
if [ "$(id -u)" = 0 ]; then user="user root;"; fi
echo "nginx: serving build/client on http://localhost:$port/"
exec "$nginx" -e stderr -p "$PWD/" -c deploy/nginx.conf ${user:+-g "$user"}
