import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import { confirmSession } from "../auth/confirm-session.ts";
import { safeNext } from "../auth/next-path.ts";
import { ME_KEY, useMe } from "../auth/session.tsx";
import { formErrors } from "../ui/form-errors.ts";
import { ErrorNotice } from "../ui/states.tsx";
import { whenSubmitted } from "../ui/submit.ts";
import { AuthLayout } from "./auth-layout.tsx";

export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ email: "", password: "" });
  const [remember, setRemember] = useState(false);
  const login = useMutation({
    mutationFn: async () => {
      await unwrap(cx.POST("/api/v1/auth/login", { body: { ...form, remember } }));
      return confirmSession();
    },
    onSuccess: (signedIn) => {
      queryClient.setQueryData(ME_KEY, signedIn);
      navigate(next, { replace: true });
    },
  });
  if (me.data) return <Navigate to={next} replace />;
  const { at, notice } = formErrors(login.error);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: at(`/${name}`),
    required: true,
    withAsterisk: false,
  });
  return (
    <AuthLayout title="Log in to cx">
      <form onSubmit={whenSubmitted(() => login.mutate())} noValidate>
        <Stack>
          {notice ? <ErrorNotice title="Could not log in" error={notice} /> : null}
          <TextInput label="Email" type="email" autoComplete="email" {...field("email")} />
          <PasswordInput label="Password" autoComplete="current-password" {...field("password")} />
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
