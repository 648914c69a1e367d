/** A route whose every answer, refusals included, carries `headers`, over any of the same name the route set. */
export function withFixedHeaders<C>(headers: Record<string, string>, route: (request: Request, context?: C) => Promise<Response>) {
  return async (request: Request, context?: C): Promise<Response> => {
    const response = await route(request, context);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  };
}
