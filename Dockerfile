# Elevate as a container image: the one server process (API and web app) on port 3000.
# Without DATABASE_URL it runs its embedded PostgreSQL in the /data volume; compose.yaml
# runs it beside a PostgreSQL server instead. Build: docker build -t elevate .

# Build: every dependency (the build needs the dev ones), then the web app and the server.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches patches
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Run: what `npm start` serves, without the sources, the dev dependencies or a shell's worth of tools.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database refuses to run as root: the image's own user owns the data volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=512", "apps/server/dist/server.js"]
