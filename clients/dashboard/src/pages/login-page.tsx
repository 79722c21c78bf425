import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { ApiError, unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import { confirmSession } from "../auth/confirm-session.ts";
import { safeNext } from "../auth/next-path.ts";
import { ME_KEY, useMe } from "../auth/session.tsx";
import { ErrorNotice } from "../ui/states.tsx";
import { AuthLayout } from "./auth-layout.tsx";

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const login = useMutation({
    mutationFn: async () => {
      await unwrap(cx.POST("/api/v1/auth/login", { body: { email, password, remember } }));
      return confirmSession();
    },
    onSuccess: (signedIn) => {
      queryClient.setQueryData(ME_KEY, signedIn);
      navigate(next, { replace: true });
    },
  });
  if (me.data) return <Navigate to={next} replace />;
  const error = login.error instanceof ApiError ? login.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <AuthLayout title="Log in to cx">
      <form onSubmit={submit} noValidate>
        <Stack>
          {login.error && !error?.fields.length ? <ErrorNotice title="Could not log in" error={login.error} /> : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error?.fieldMessage("/email")}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={error?.fieldMessage("/password")}
          />
          <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
          <Button type="submit" loading={login.isPending}>
            Log in
          </Button>
          <Text size="sm">
            No account yet?{" "}
            <Anchor
              component={Link}
              to={params.get("next") ? `/register?next=${encodeURIComponent(next)}` : "/register"}
            >
              Create one
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
