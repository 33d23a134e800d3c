import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { z } from 'zod';
import { AppError } from '../../src/common/errors/app-error.js';
import { SchemaValidationPipe } from '../../src/http/schema-validation.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** A route that names a zod schema for its body or its query, as Nest registered it. */
interface SchemaRoute {
  method: string;
  /** As the OpenAPI document writes it: /api/projects/{id}. */
  path: string;
  where: 'body' | 'query';
  schema: z.ZodType;
}

function joinPath(...parts: string[]): string {
  const path = `/${['api', ...parts]
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
  return path.replace(/:(\w+)/g, '{$1}');
}

/** Every controller method's schema'd body and query, from the metadata the pipes read. */
function schemaRoutes(app: TestApp): SchemaRoute[] {
  const controllers = [...app.get<ModulesContainer>(ModulesContainer).values()].flatMap((module) => [
    ...module.controllers.values(),
  ]);
  return controllers.flatMap(({ metatype }) => {
    if (!metatype) return [];
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const prototype = (metatype as { prototype: object }).prototype;
    return Object.getOwnPropertyNames(prototype).flatMap((name) => {
      const handler = (prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function') return [];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) return [];
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<
        string,
        { schema?: z.ZodType }
      >;
      const path = joinPath(base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? ''));
      return Object.entries(args).flatMap(([key, arg]): SchemaRoute[] => {
        const type = Number(key.split(':')[0]);
        const where = type === RouteParamtypes.BODY ? 'body' : type === RouteParamtypes.QUERY ? 'query' : null;
        return where && arg.schema
          ? [{ method: RequestMethod[method].toLowerCase(), path, where, schema: arg.schema }]
          : [];
      });
    });
  });
}

/** The JSON Schema of what the pipe takes, as OpenAPI 3.0 writes it. */
function inputSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

interface ObjectSchema {
  properties: Record<string, { maxLength?: number; maxItems?: number; type?: string }>;
  required?: string[];
}

let app: TestApp;
let document: {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: unknown }> };
        parameters?: Array<{ name: string; in: string; required?: boolean; schema: unknown }>;
      }
    >
  >;
};
let routes: SchemaRoute[];

beforeAll(async () => {
  ({ app } = await createTestApp());
  document = (await app.request('GET', '/api/openapi.json')).json();
  routes = schemaRoutes(app);
});
afterAll(() => app.close());

describe('the OpenAPI document says what the validators enforce', () => {
  it('finds the routes with schemas', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  it("documents each body as the JSON Schema of the body's validator: fields, types, required-ness and limits", () => {
    for (const route of routes.filter((entry) => entry.where === 'body')) {
      const operation = document.paths[route.path]?.[route.method];
      expect({
        route: `${route.method} ${route.path}`,
        schema: operation?.requestBody?.content['application/json']?.schema,
      }).toEqual({
        route: `${route.method} ${route.path}`,
        schema: inputSchema(route.schema),
      });
    }
  });

  it("documents each query field as a parameter with the query validator's schema and required-ness", () => {
    for (const route of routes.filter((entry) => entry.where === 'query')) {
      const json = inputSchema(route.schema) as unknown as ObjectSchema;
      const parameters = (document.paths[route.path]?.[route.method]?.parameters ?? []).filter(
        (parameter) => parameter.in === 'query',
      );
      const documented = Object.fromEntries(
        parameters.map((parameter) => [
          parameter.name,
          { required: parameter.required ?? false, schema: parameter.schema },
        ]),
      );
      const enforced = Object.fromEntries(
        Object.entries(json.properties).map(([name, schema]) => [
          name,
          { required: json.required?.includes(name) ?? false, schema },
        ]),
      );
      expect({ route: `${route.method} ${route.path}`, parameters: documented }).toEqual({
        route: `${route.method} ${route.path}`,
        parameters: enforced,
      });
    }
  });

  it('refuses one over-limit value for every limited field of a body, naming the field', async () => {
    const pipe = new SchemaValidationPipe();
    for (const route of routes.filter((entry) => entry.where === 'body')) {
      const { properties } = inputSchema(route.schema) as unknown as ObjectSchema;
      for (const [field, limits] of Object.entries(properties)) {
        const over =
          limits.maxLength !== undefined
            ? 'x'.repeat(limits.maxLength + 1)
            : limits.maxItems !== undefined
              ? Array.from({ length: limits.maxItems + 1 }, () => ({}))
              : undefined;
        if (over === undefined) continue;
        const refusal = await pipe.transform({ [field]: over }, { type: 'body', schema: route.schema }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refusal).toBeInstanceOf(AppError);
        expect({
          route: `${route.method} ${route.path}`,
          fields: (refusal as AppError).errors?.map((error) => error.field),
        }).toEqual({
          route: `${route.method} ${route.path}`,
          fields: expect.arrayContaining([field]),
        });
      }
    }
  });
});
