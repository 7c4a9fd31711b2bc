# One image for the whole monorepo: every service and the gateway run from it with their own command
# (`node services/<name>/src/server.ts`, `node gateway/src/server.ts`). Node 24 runs the TypeScript
# sources directly (type stripping); only the web app is built.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 NPM_CONFIG_UPDATE_NOTIFIER=false
COPY . .
RUN npm ci --no-audit --no-fund
RUN node node_modules/turbo/bin/turbo run build --filter=@mawid/web --output-logs=errors-only

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000 4001 4002 4003 4004 4005 4006
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+(process.env.HEALTH_PATH||'/health/ready')).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "gateway/src/server.ts"]
