/** A small client for e2e suites: JSON in and out, cookies kept, the CSRF header on mutations. */
export class ApiClient {
  private cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly options: { bearer?: string; csrf?: boolean } = {},
  ) {}

  /** The `cx_session=...` pair this client holds, for callers that build requests themselves. */
  get sessionCookie(): string | undefined {
    return this.cookie;
  }

  withBearer(key: string): ApiClient {
    return new ApiClient(this.baseUrl, { ...this.options, bearer: key });
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse> {
    const all: Record<string, string> = { ...headers };
    if (body !== undefined && typeof body !== "string") all["content-type"] = "application/json";
    if (body !== undefined && typeof body === "string") all["content-type"] ??= "application/json";
    if (this.options.bearer) all.authorization = `Bearer ${this.options.bearer}`;
    if (this.cookie) all.cookie = this.cookie;
    if (this.cookie && this.options.csrf !== false && method !== "GET") all["x-cx-request"] ??= "1";
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie?.startsWith("cx_session=")) this.cookie = setCookie.split(";")[0];
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json: json as never };
  }
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: suites read whatever shape the endpoint answers.
  json: any;
}
