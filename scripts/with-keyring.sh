#!/usr/bin/env bash
# Runs a command inside a fresh D-Bus session that has an unlocked GNOME Keyring, so the
# vault's integration tests exercise the real Secret Service (libsecret → D-Bus → keyring)
# on CI and on developers' machines alike.
#
#   bash scripts/with-keyring.sh npx vitest run --project integration test/integration/vault
#
# The keyring's files and control socket live in a throw-away directory that is removed
# when the command ends: the developer's own login keyring is never opened, created or
# unlocked with the CI password. Only the keyring daemon sees that directory; the command
# keeps its own HOME and XDG_* variables and reaches the keyring through D-Bus alone.
set -euo pipefail

# Set below, inside the session: nested calls (npm test → vitest → this script) reuse it.
if [[ "${BALCAO_KEYRING_READY:-}" == 1 && -n "${DBUS_SESSION_BUS_ADDRESS:-}" ]]; then
  exec "$@"
fi

if (($# == 0)); then
  echo "usage: $0 command [args…]" >&2
  exit 64
fi

for tool in dbus-run-session gnome-keyring-daemon dbus-send; do
  if ! command -v "$tool" >/dev/null; then
    echo "with-keyring: '$tool' not found — install the dbus and gnome-keyring packages" >&2
    exit 127
  fi
done

state_dir=$(mktemp -d "${TMPDIR:-/tmp}/balcao-keyring.XXXXXX")
trap 'rm -rf "$state_dir"' EXIT

# Not `exec`: the trap above must run after the session ends.
status=0
BALCAO_KEYRING_STATE="$state_dir" dbus-run-session -- bash -c '
  set -euo pipefail
  state=$BALCAO_KEYRING_STATE
  unset BALCAO_KEYRING_STATE
  # An inherited control socket would make --unlock talk to some other, running daemon.
  unset GNOME_KEYRING_CONTROL
  mkdir -p -m 700 "$state/data" "$state/runtime"

  # --unlock reads the password on stdin and creates the "login" collection (the default
  # alias libsecret stores into) when it does not exist yet, e.g. on a fresh CI machine.
  keyring_env=$(printf %s "balcao-ci" |
    XDG_DATA_HOME="$state/data" XDG_RUNTIME_DIR="$state/runtime" \
      gnome-keyring-daemon --unlock --components=secrets --daemonize)
  while IFS= read -r line; do
    if [[ $line == *=* ]]; then export "$line"; fi
  done <<<"$keyring_env"
  # The daemon prints nothing when its control socket sits in the XDG_RUNTIME_DIR it was
  # given; name it anyway for tools that use the socket rather than D-Bus.
  export GNOME_KEYRING_CONTROL="${GNOME_KEYRING_CONTROL:-$state/runtime/keyring}"

  # Wait until our daemon owns the name: were the first client to ask earlier, D-Bus
  # activation would start a second daemon on the real, unisolated data directory.
  for _ in $(seq 50); do
    if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null |
      grep -q "boolean true"; then
      export BALCAO_KEYRING_READY=1
      exec "$@"
    fi
    sleep 0.1
  done
  echo "with-keyring: gnome-keyring-daemon did not register org.freedesktop.secrets" >&2
  exit 69
' with-keyring "$@" || status=$?
exit "$status"
