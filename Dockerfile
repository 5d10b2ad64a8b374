# The app image (decision 0171): everything is built in the first stage; the image that runs
# holds the compiled server, its production dependencies and the web build, nothing else, on a
# supported Node LTS, as the unprivileged user `node`. docs/school/image.md says how to run it.

FROM node:24-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@12.21.0
# The manifests before the sources: the dependency layer is reused until one of them changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
# Only what the two builds need (not the browser journeys' or the benchmarks' tools).
RUN pnpm install --frozen-lockfile --filter "@classbeam/server..." --filter "@classbeam/web..."
COPY . .
# The web build, the compiled server and its production dependencies, laid out in /out as in a
# clone; the production test runs this same script and starts the result with plain node.
RUN node scripts/production.mjs /out

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# Owned by root and only readable by the app: the running process cannot change its own code.
COPY --from=build /out /app
# The embedded database (when DATABASE_URL is not set), the generated secrets and backups.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# With Node itself (the slim image has no curl): healthy while the server and its database
# answer GET /api/health, over https when HTTPS or TLS_CERT is set (src/cli/health.ts). The
# first start creates the embedded database: it gets a minute.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "apps/server/dist/health.js"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
