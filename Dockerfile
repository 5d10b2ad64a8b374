# The app image: web build served by the server, TypeScript run by tsx.
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @classbeam/web build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
USER node
CMD ["pnpm", "--filter", "@classbeam/server", "start"]
