import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
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

/**
 * Registering answers 202 whether or not the email was new (so that it reveals nothing); the page
 * then logs in with the same details, which only succeeds for the account just made (or the
 * person's own existing one), and says so when it does not.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: "", email: "", password: "", workspace_name: "" });
  // A field's error from the last attempt stays until that field is edited.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const register = useMutation({
    mutationFn: async () => {
      await unwrap(cx.POST("/api/v1/auth/register", { body: form }));
      await unwrap(cx.POST("/api/v1/auth/login", { body: { email: form.email, password: form.password } }));
      return confirmSession();
    },
    onSuccess: (signedIn) => {
      queryClient.setQueryData(ME_KEY, signedIn);
      navigate(next, { replace: true });
    },
  });
  if (me.data) return <Navigate to={next} replace />;
  const { at, notice } = formErrors(register.error);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      setForm({ ...form, [name]: e.currentTarget.value });
      setEdited(new Set(edited).add(name));
    },
    error: edited.has(name) ? undefined : at(`/${name}`),
    required: true,
    withAsterisk: false,
  });
  const submit = whenSubmitted(() => {
    setEdited(new Set());
    register.mutate();
  });
  return (
    <AuthLayout title="Create your cx account">
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice ? <ErrorNotice title="Could not create the account" error={notice} /> : null}
          <TextInput label="Name" autoComplete="name" {...field("name")} />
          <TextInput label="Email" type="email" autoComplete="email" {...field("email")} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters"
            {...field("password")}
          />
          <TextInput label="Workspace name" autoComplete="organization" {...field("workspace_name")} />
          <Button type="submit" loading={register.isPending}>
            Create account
          </Button>
          <Text size="sm">
            Already registered?{" "}
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
