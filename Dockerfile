# The game server with the built client, for self-hosting (docker compose up).
# Node 24, the current LTS (the tests also run on Node 20: see docs/self-hosting.md), pinned to 24.18.1: a
# better-sqlite3 compiled against the headers of 24.19 or later can abort the process
# (nodejs/node#65446). Build stage: install from the lockfile (better-sqlite3 takes its prebuilt
# binary, or compiles here with the toolchain below), build every package.
FROM node:24.18.1-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.base.json ./
# Every workspace's package.json, or npm ci finds the lockfile out of step with the workspaces.
COPY packages/game/package.json packages/game/
COPY packages/protocol/package.json packages/protocol/
COPY packages/rules/package.json packages/rules/
COPY packages/carcassonne/package.json packages/carcassonne/
COPY packages/bot/package.json packages/bot/
COPY packages/test-kit/package.json packages/test-kit/
COPY packages/server/package.json packages/server/
COPY packages/client/package.json packages/client/
COPY packages/bench/package.json packages/bench/
RUN npm ci --no-audit --no-fund
COPY packages packages
# The client's How to play pages are built from docs/rules.md and docs/rules-carcassonne.md.
COPY docs/rules.md docs/rules-carcassonne.md docs/
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: Node 24 (the same image as the build stage, so better-sqlite3's binary matches), the
# built game interface, protocol, rules (the Castle's and Carcassonne's), computer opponent, server and client and production dependencies only (the test kit and the benchmarks
# list theirs as dev dependencies, so the prune above drops them), as a non-root user.
FROM node:24.18.1-bookworm-slim
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/game/package.json packages/game/
COPY --from=build /app/packages/game/dist packages/game/dist
COPY --from=build /app/packages/protocol/package.json packages/protocol/
COPY --from=build /app/packages/protocol/dist packages/protocol/dist
COPY --from=build /app/packages/rules/package.json packages/rules/
COPY --from=build /app/packages/rules/dist packages/rules/dist
COPY --from=build /app/packages/carcassonne/package.json packages/carcassonne/
COPY --from=build /app/packages/carcassonne/dist packages/carcassonne/dist
COPY --from=build /app/packages/bot/package.json packages/bot/
COPY --from=build /app/packages/bot/dist packages/bot/dist
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
# The schema migrations, read at start from beside dist/ (packages/server/migrations).
COPY --from=build /app/packages/server/migrations packages/server/migrations
COPY --from=build /app/packages/client/dist packages/client/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 2567
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||2567)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# V8 flags as in npm start (the collector on the main thread, 16 MB semi-spaces: docs/settings.md).
CMD ["node", "--single-threaded-gc", "--min-semi-space-size=16", "--max-semi-space-size=16", "packages/server/dist/index.js"]
