#!/bin/sh
# Prints the Chromium URL filter (the URLAllowlist format) that matches one origin only:  ./url-filter.sh https://talent.example.org
# The scheme; the host with a leading "." (no subdomains); the port, the scheme's default written out (a filter without
# a port matches every port).
set -eu
origin="${1%/}"
scheme="${origin%%://*}"
rest="${origin#*://}"
case "$rest" in
  *:*) host="${rest%%:*}" port="${rest##*:}" ;;
  *)
    host="$rest"
    case "$scheme" in
      https) port=443 ;;
      http) port=80 ;;
      *) echo "not an http(s) origin: $origin" >&2; exit 2 ;;
    esac
    ;;
esac
printf '%s://.%s:%s\n' "$scheme" "$host" "$port"
