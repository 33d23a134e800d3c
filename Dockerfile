# One image for the API (with the built web app) and the workers; docker-compose.yml runs both.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nest build backend && npm run build -w frontend

FROM node:22-bookworm-slim
WORKDIR /app
# Inside a container the API must listen beyond loopback; what is published decides who reaches it.
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/workers/package.json workers/
COPY --from=build /app/frontend/package.json frontend/
RUN npm ci --omit=dev --no-audit --no-fund
COPY --from=build /app/dist dist
COPY --from=build /app/frontend/dist frontend/dist
EXPOSE 3000
CMD ["node", "--max-semi-space-size=64", "dist/backend/src/main.js"]
